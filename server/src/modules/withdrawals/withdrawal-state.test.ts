import { PAYOUT_STATUSES, WITHDRAWAL_STATUSES } from '@plaza/contracts/withdrawals';
import type { PayoutStatus, WithdrawalStatus } from '@plaza/contracts/withdrawals';
import { describe, expect, it } from 'vitest';

import {
  deriveWithdrawalProgress,
  judgeApprove,
  judgeConfirmReceived,
  judgeDisburse,
  judgeReject,
  judgeReportNotReceived,
  judgeResolve,
} from './withdrawal-state';

const facts = (status: WithdrawalStatus, disbursedAmount = 0) => ({
  status,
  payoutAmount: 1_000,
  disbursedAmount,
});

describe('the withdrawal state machine', () => {
  it('approves only a pending withdrawal; an approved one again is a replay', () => {
    expect(
      Object.fromEntries(WITHDRAWAL_STATUSES.map((status) => [status, judgeApprove(facts(status))])),
    ).toEqual({
      PENDING: 'apply',
      APPROVED: 'replay',
      REJECTED: 'refuse',
      DISBURSING: 'refuse',
      DISBURSED: 'refuse',
      DISPUTED: 'refuse',
      COMPLETED: 'refuse',
    });
  });

  it('rejects a pending one, or an approved one of which nothing left', () => {
    expect(judgeReject(facts('PENDING'))).toBe('apply');
    expect(judgeReject(facts('APPROVED'))).toBe('apply');
    expect(judgeReject(facts('REJECTED'))).toBe('replay');
    for (const status of ['DISBURSING', 'DISBURSED', 'DISPUTED', 'COMPLETED'] as const) {
      expect(judgeReject(facts(status, 400))).toBe('refuse');
    }
  });

  it('disburses while approved money is left to send', () => {
    expect(judgeDisburse(facts('PENDING'))).toBe('refuse');
    expect(judgeDisburse(facts('REJECTED'))).toBe('refuse');
    expect(judgeDisburse(facts('APPROVED'))).toBe('apply');
    expect(judgeDisburse(facts('DISBURSING', 400))).toBe('apply');
    expect(judgeDisburse(facts('DISPUTED', 400))).toBe('apply');
    expect(judgeDisburse(facts('DISBURSED', 1_000))).toBe('refuse');
    expect(judgeDisburse(facts('COMPLETED', 1_000))).toBe('refuse');
  });

  it('lets the member confirm, dispute, and the operator settle a payment', () => {
    const table = (judge: (status: PayoutStatus) => string) =>
      Object.fromEntries(PAYOUT_STATUSES.map((status) => [status, judge(status)]));
    expect(table(judgeConfirmReceived)).toEqual({
      AWAITING_CONFIRMATION: 'apply',
      NOT_RECEIVED: 'apply',
      RECEIVED: 'replay',
      AUTO_RECEIVED: 'replay',
      REFUNDED: 'refuse',
    });
    expect(table(judgeReportNotReceived)).toEqual({
      AWAITING_CONFIRMATION: 'apply',
      NOT_RECEIVED: 'refuse',
      RECEIVED: 'refuse',
      AUTO_RECEIVED: 'refuse',
      REFUNDED: 'refuse',
    });
    expect(table((status) => judgeResolve(status, 'REFUND'))).toEqual({
      AWAITING_CONFIRMATION: 'refuse',
      NOT_RECEIVED: 'apply',
      RECEIVED: 'refuse',
      AUTO_RECEIVED: 'refuse',
      REFUNDED: 'replay',
    });
    expect(judgeResolve('RECEIVED', 'RECEIVED')).toBe('replay');
    expect(judgeResolve('AUTO_RECEIVED', 'RECEIVED')).toBe('refuse');
  });

  it('derives an approved withdrawal’s status and amounts from its payments', () => {
    const payout = (amount: number, status: PayoutStatus) => ({ amount, status });
    expect(deriveWithdrawalProgress(facts('APPROVED'), [])).toEqual({
      status: 'APPROVED',
      receivedAmount: 0,
      refundedAmount: 0,
    });
    expect(deriveWithdrawalProgress(facts('APPROVED', 400), [payout(400, 'RECEIVED')]).status).toBe(
      'DISBURSING',
    );
    expect(
      deriveWithdrawalProgress(facts('DISBURSING', 1_000), [
        payout(400, 'RECEIVED'),
        payout(600, 'AWAITING_CONFIRMATION'),
      ]),
    ).toEqual({ status: 'DISBURSED', receivedAmount: 400, refundedAmount: 0 });
    expect(deriveWithdrawalProgress(facts('DISBURSING', 400), [payout(400, 'NOT_RECEIVED')]).status).toBe(
      'DISPUTED',
    );
    expect(
      deriveWithdrawalProgress(facts('DISPUTED', 1_000), [
        payout(400, 'AUTO_RECEIVED'),
        payout(600, 'REFUNDED'),
      ]),
    ).toEqual({ status: 'COMPLETED', receivedAmount: 400, refundedAmount: 600 });
    expect(deriveWithdrawalProgress(facts('PENDING'), []).status).toBe('PENDING');
    expect(deriveWithdrawalProgress(facts('REJECTED'), []).status).toBe('REJECTED');
  });
});
