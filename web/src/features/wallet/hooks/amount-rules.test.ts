import { describe, expect, it } from 'vitest';

import { checkAmount } from './amount-rules';

describe('checkAmount', () => {
  const sandbox = { minAmount: 100, maxAmount: 1_000_000 };

  it('accepts an amount within the channel limits, in exact minor units', () => {
    expect(checkAmount('1', 2, sandbox)).toEqual({ isValid: true, minorUnits: 100 });
    expect(checkAmount('10000', 2, sandbox)).toEqual({ isValid: true, minorUnits: 1_000_000 });
    expect(checkAmount('19.99', 2, sandbox)).toEqual({ isValid: true, minorUnits: 1999 });
  });

  it('names the broken limit', () => {
    expect(checkAmount('0.99', 2, sandbox)).toEqual({
      isValid: false,
      issue: { kind: 'belowMin', limit: 100 },
    });
    expect(checkAmount('10000.01', 2, sandbox)).toEqual({
      isValid: false,
      issue: { kind: 'aboveMax', limit: 1_000_000 },
    });
  });

  it('passes on what the text itself is wrong about', () => {
    expect(checkAmount('', 2, sandbox)).toEqual({ isValid: false, issue: { kind: 'empty' } });
    expect(checkAmount('ten', 2, sandbox)).toEqual({ isValid: false, issue: { kind: 'invalid' } });
    expect(checkAmount('5.555', 2, sandbox)).toEqual({ isValid: false, issue: { kind: 'tooManyDecimals' } });
  });

  it('refuses zero even when a channel names no minimum', () => {
    expect(checkAmount('0', 2, { minAmount: 0, maxAmount: 100 })).toEqual({
      isValid: false,
      issue: { kind: 'belowMin', limit: 1 },
    });
  });

  it('allows only the fixed amounts of a channel that has them', () => {
    const fixed = { minAmount: 100, maxAmount: 100_000, fixedAmounts: [5000, 10_000] };
    expect(checkAmount('50', 2, fixed)).toEqual({ isValid: true, minorUnits: 5000 });
    expect(checkAmount('60', 2, fixed)).toEqual({ isValid: false, issue: { kind: 'notFixed' } });
  });

  it('refuses more than the member has when the available amount is given', () => {
    const withdrawal = { minAmount: 1000, maxAmount: 5_000_000, available: 2500 };
    expect(checkAmount('25', 2, withdrawal)).toEqual({ isValid: true, minorUnits: 2500 });
    expect(checkAmount('25.01', 2, withdrawal)).toEqual({
      isValid: false,
      issue: { kind: 'aboveAvailable', limit: 2500 },
    });
  });
});
