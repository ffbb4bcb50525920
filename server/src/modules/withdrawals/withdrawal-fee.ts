import type { WithdrawalFeeRule } from '@plaza/contracts/withdrawals';

const BASIS_POINTS = 10_000n;

/**
 * The fee of withdrawing `amount` minor units: the fixed part plus `percentBasisPoints` of the amount, the
 * percentage rounded UP to a whole minor unit (in the house's favour, like every rounding of decision 003).
 * Computed in bigint so that no amount loses precision.
 */
export function computeWithdrawalFee(amount: number, rule: WithdrawalFeeRule): number {
  const percent = (BigInt(amount) * BigInt(rule.percentBasisPoints) + BASIS_POINTS - 1n) / BASIS_POINTS;
  return rule.fixed + Number(percent);
}
