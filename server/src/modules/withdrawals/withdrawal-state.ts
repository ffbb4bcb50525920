import { PAYOUT_STATUSES, WITHDRAWAL_STATUSES } from '@plaza/contracts/withdrawals';
import type { PayoutStatus, WithdrawalStatus } from '@plaza/contracts/withdrawals';

/**
 * The withdrawal state machine (docs/decisions/008-withdrawals.md), kept free of I/O so that every transition
 * can be tested on its own. Services lock the withdrawal's row, ask here whether an action may happen, and
 * then store the outcome.
 */

/** Whether a stored text is a withdrawal status. */
export function isWithdrawalStatus(value: string): value is WithdrawalStatus {
  return (WITHDRAWAL_STATUSES as readonly string[]).includes(value);
}

/** Whether a stored text is a payout status. */
export function isPayoutStatus(value: string): value is PayoutStatus {
  return (PAYOUT_STATUSES as readonly string[]).includes(value);
}

/** Payout states that count as the member having the money. */
export const RECEIVED_PAYOUT_STATUSES: readonly PayoutStatus[] = ['RECEIVED', 'AUTO_RECEIVED'];

/** Payout states a member may still confirm as received. */
export const CONFIRMABLE_PAYOUT_STATUSES: readonly PayoutStatus[] = ['AWAITING_CONFIRMATION', 'NOT_RECEIVED'];

/** What an action answers about a withdrawal in a given state. */
export type ActionVerdict =
  /** The action applies now. */
  | 'apply'
  /** The action already happened: answer as before, change nothing. */
  | 'replay'
  /** The action is not possible in this state: 409 withdrawal.invalid.transition. */
  | 'refuse';

export interface WithdrawalFacts {
  status: WithdrawalStatus;
  payoutAmount: number;
  disbursedAmount: number;
}

/** Approve: only a PENDING withdrawal; approving an APPROVED one again is a replay. */
export function judgeApprove(withdrawal: WithdrawalFacts): ActionVerdict {
  if (withdrawal.status === 'PENDING') {
    return 'apply';
  }
  return withdrawal.status === 'APPROVED' ? 'replay' : 'refuse';
}

/** Reject: a PENDING withdrawal, or an APPROVED one of which nothing was disbursed; again is a replay. */
export function judgeReject(withdrawal: WithdrawalFacts): ActionVerdict {
  if (
    withdrawal.status === 'PENDING' ||
    (withdrawal.status === 'APPROVED' && withdrawal.disbursedAmount === 0)
  ) {
    return 'apply';
  }
  return withdrawal.status === 'REJECTED' ? 'replay' : 'refuse';
}

/**
 * Disburse a new payment: an approved withdrawal with money still to send (APPROVED, DISBURSING, or DISPUTED
 * while partly disbursed). A repeat under a known reference is judged by the caller (replay or conflict).
 */
export function judgeDisburse(withdrawal: WithdrawalFacts): ActionVerdict {
  const isApproved = withdrawal.status !== 'PENDING' && withdrawal.status !== 'REJECTED';
  return isApproved && withdrawal.disbursedAmount < withdrawal.payoutAmount ? 'apply' : 'refuse';
}

/** The member confirms one payment received: from awaiting or disputed; a received one again is a replay. */
export function judgeConfirmReceived(payout: PayoutStatus): ActionVerdict {
  if (CONFIRMABLE_PAYOUT_STATUSES.includes(payout)) {
    return 'apply';
  }
  return RECEIVED_PAYOUT_STATUSES.includes(payout) ? 'replay' : 'refuse';
}

/** The member reports one payment not received: only while it awaits confirmation. */
export function judgeReportNotReceived(payout: PayoutStatus): ActionVerdict {
  return payout === 'AWAITING_CONFIRMATION' ? 'apply' : 'refuse';
}

/** The operator settles a disputed payment; settling it the same way again is a replay. */
export function judgeResolve(payout: PayoutStatus, outcome: 'RECEIVED' | 'REFUND'): ActionVerdict {
  if (payout === 'NOT_RECEIVED') {
    return 'apply';
  }
  const isSameOutcome = outcome === 'REFUND' ? payout === 'REFUNDED' : payout === 'RECEIVED';
  return isSameOutcome ? 'replay' : 'refuse';
}

export interface WithdrawalProgress {
  status: WithdrawalStatus;
  receivedAmount: number;
  refundedAmount: number;
}

/**
 * The status of an approved withdrawal follows from its payments: nothing sent yet (APPROVED), a payment
 * disputed (DISPUTED), money still to send (DISBURSING), every payment sent and some awaiting the member
 * (DISBURSED), or every payment settled (COMPLETED). PENDING and REJECTED are left as they are.
 */
export function deriveWithdrawalProgress(
  withdrawal: WithdrawalFacts,
  payouts: ReadonlyArray<{ amount: number; status: PayoutStatus }>,
): WithdrawalProgress {
  const sum = (statuses: readonly PayoutStatus[]) =>
    payouts
      .filter((payout) => statuses.includes(payout.status))
      .reduce((total, payout) => total + payout.amount, 0);
  const receivedAmount = sum(RECEIVED_PAYOUT_STATUSES);
  const refundedAmount = sum(['REFUNDED']);
  const has = (status: PayoutStatus) => payouts.some((payout) => payout.status === status);
  let status: WithdrawalStatus;
  if (withdrawal.status === 'PENDING' || withdrawal.status === 'REJECTED') {
    status = withdrawal.status;
  } else if (withdrawal.disbursedAmount === 0) {
    status = 'APPROVED';
  } else if (has('NOT_RECEIVED')) {
    status = 'DISPUTED';
  } else if (withdrawal.disbursedAmount < withdrawal.payoutAmount) {
    status = 'DISBURSING';
  } else if (has('AWAITING_CONFIRMATION')) {
    status = 'DISBURSED';
  } else {
    status = 'COMPLETED';
  }
  return { status, receivedAmount, refundedAmount };
}
