import { describe, expect, it } from 'vitest';

import { checkStake, findMinimumStake, scaleStake } from './stake-rules';

describe('stake rules', () => {
  const slot = { minBet: 10, maxBet: 10_000, step: 20 };

  it('turns the typed stake into minor units exactly', () => {
    expect(checkStake('1.20', 2, slot)).toEqual({ isValid: true, minorUnits: 120 });
    expect(checkStake('0,6', 2, slot)).toEqual({ isValid: true, minorUnits: 60 });
  });

  it('refuses what the game would refuse, saying why', () => {
    expect(checkStake('', 2, slot)).toEqual({ isValid: false, issue: { kind: 'empty' } });
    expect(checkStake('1.234', 2, slot)).toEqual({ isValid: false, issue: { kind: 'tooManyDecimals' } });
    expect(checkStake('0.10', 2, slot)).toEqual({ isValid: false, issue: { kind: 'belowMin', limit: 20 } });
    expect(checkStake('100.20', 2, slot)).toEqual({
      isValid: false,
      issue: { kind: 'aboveMax', limit: 10_000 },
    });
    expect(checkStake('0.30', 2, slot)).toEqual({ isValid: false, issue: { kind: 'step', step: 20 } });
  });

  it('halves and doubles within the limits and on the step', () => {
    expect(findMinimumStake(slot)).toBe(20);
    expect(scaleStake(100, 2, slot)).toBe(200);
    expect(scaleStake(60, 0.5, slot)).toBe(20);
    expect(scaleStake(20, 0.5, slot)).toBe(20);
    expect(scaleStake(9_000, 2, slot)).toBe(10_000);
    expect(scaleStake(150, 2, { minBet: 100, maxBet: 50_000 })).toBe(300);
  });
});
