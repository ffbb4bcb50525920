import { describe, expect, it } from 'vitest';

import { checkTransferAmount } from './transfer-amount';

const LIMITS = { minAmount: 100, maxAmount: 100_000, available: 5_000 };

describe('checkTransferAmount', () => {
  it('takes a plain amount within the limits and the balance, in minor units', () => {
    expect(checkTransferAmount('12.5', 2, LIMITS)).toEqual({ isValid: true, minorUnits: 1250 });
    expect(checkTransferAmount('50', 2, LIMITS)).toEqual({ isValid: true, minorUnits: 5000 });
  });

  it('names what is wrong: the shape, the minimum, the maximum, the balance', () => {
    expect(checkTransferAmount('', 2, LIMITS)).toEqual({ isValid: false, issue: { kind: 'empty' } });
    expect(checkTransferAmount('1.234', 2, LIMITS)).toEqual({
      isValid: false,
      issue: { kind: 'tooManyDecimals' },
    });
    expect(checkTransferAmount('0.5', 2, LIMITS)).toEqual({
      isValid: false,
      issue: { kind: 'belowMin', limit: 100 },
    });
    expect(checkTransferAmount('2000', 2, { ...LIMITS, available: 10_000_000 })).toEqual({
      isValid: false,
      issue: { kind: 'aboveMax', limit: 100_000 },
    });
    expect(checkTransferAmount('50.01', 2, LIMITS)).toEqual({
      isValid: false,
      issue: { kind: 'aboveAvailable', limit: 5_000 },
    });
  });
});
