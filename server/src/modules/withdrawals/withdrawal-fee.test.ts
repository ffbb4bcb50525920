import { describe, expect, it } from 'vitest';

import { computeWithdrawalFee } from './withdrawal-fee';

describe('computeWithdrawalFee', () => {
  it('adds the fixed part to the percentage, rounded up to a whole minor unit', () => {
    expect(computeWithdrawalFee(10_000, { fixed: 100, percentBasisPoints: 0 })).toBe(100);
    expect(computeWithdrawalFee(10_000, { fixed: 0, percentBasisPoints: 150 })).toBe(150);
    expect(computeWithdrawalFee(1_001, { fixed: 0, percentBasisPoints: 150 })).toBe(16);
    expect(computeWithdrawalFee(1, { fixed: 0, percentBasisPoints: 1 })).toBe(1);
    expect(computeWithdrawalFee(10_000, { fixed: 25, percentBasisPoints: 100 })).toBe(125);
    expect(computeWithdrawalFee(10_001, { fixed: 25, percentBasisPoints: 100 })).toBe(126);
    expect(computeWithdrawalFee(5_000, { fixed: 0, percentBasisPoints: 0 })).toBe(0);
  });

  it('stays exact for the largest amounts (bigint arithmetic)', () => {
    const largest = Number.MAX_SAFE_INTEGER;
    expect(computeWithdrawalFee(largest, { fixed: 0, percentBasisPoints: 10_000 })).toBe(largest);
    // 9007199254740991 × 3 / 10000 = 2702159776422.2973: rounded up.
    expect(computeWithdrawalFee(largest, { fixed: 0, percentBasisPoints: 3 })).toBe(2_702_159_776_423);
  });
});
