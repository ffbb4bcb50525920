import type { z } from 'zod';

import type {
  disburseWithdrawalRequestSchema,
  OperatorWithdrawal,
  operatorWithdrawalQuerySchema,
  resolvePayoutRequestSchema,
} from '@plaza/contracts/withdrawals';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { getHouseAccount, getMemberMainAccount, postTransfers } from '../ledger/ledger.service';
import { sendSystemMessage } from '../inbox/inbox.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import {
  getChannelAccount,
  getWithdrawalHoldAccount,
  loadWithdrawalDetails,
  pickChannelName,
  recomputeWithdrawal,
  settleOverduePayouts,
  toPayoutStatus,
  toWithdrawal,
  toWithdrawalStatus,
  withdrawalReference,
} from './withdrawals.service';
import { judgeApprove, judgeDisburse, judgeReject, judgeResolve } from './withdrawal-state';
import type { ActionVerdict } from './withdrawal-state';
import {
  insertPayout,
  lockWithdrawal,
  selectPayoutByReference,
  selectPayouts,
  selectWithdrawalPage,
  updatePayout,
  updateWithdrawal,
} from './withdrawals.repository';
import type { PayoutRow, WithdrawalRow } from './withdrawals.repository';

type WithdrawalWithUsername = WithdrawalRow & { username: string };

/** A withdrawal as an operator sees it: whose, the full account number, who reviewed and paid it. */
async function toOperatorWithdrawals(
  db: Executor,
  rows: readonly WithdrawalWithUsername[],
): Promise<OperatorWithdrawal[]> {
  const { payouts, proofs, channelNames } = await loadWithdrawalDetails(db, rows);
  const byId = new Map(payouts.map((payout) => [payout.id, payout]));
  return rows.map((row) => {
    const view = toWithdrawal(
      row,
      payouts,
      proofs,
      pickChannelName(channelNames.get(row.channel_code), 'en', row.channel_code),
    );
    return {
      ...view,
      memberId: row.member_id,
      username: row.username,
      accountNumber: row.account_number,
      reviewedBy: row.reviewed_by,
      reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at).toISOString(),
      payouts: view.payouts.map((payout) => {
        const stored = byId.get(Number(payout.id));
        return {
          ...payout,
          reference: stored?.reference ?? '',
          disbursedBy: stored?.disbursed_by ?? 0,
          resolvedBy: stored?.resolved_by ?? null,
          resolution: stored?.resolution ?? null,
        };
      }),
    };
  });
}

/** A page of withdrawals for the back office, newest first, by status and member. */
export async function listOperatorWithdrawals(
  handle: DatabaseHandle,
  query: z.infer<typeof operatorWithdrawalQuerySchema>,
  now: number = Date.now(),
) {
  await settleOverduePayouts(handle, now);
  const { rows, total } = await selectWithdrawalPage(
    handle.db,
    {
      ...(query.status === undefined ? {} : { status: query.status }),
      ...(query.memberId === undefined ? {} : { memberId: query.memberId }),
    },
    { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
  );
  return {
    content: await toOperatorWithdrawals(handle.db, rows),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** One withdrawal for the back office. */
export async function getOperatorWithdrawal(
  handle: DatabaseHandle,
  withdrawalId: string,
  now: number = Date.now(),
): Promise<OperatorWithdrawal> {
  await settleOverduePayouts(handle, now);
  const { rows } = await selectWithdrawalPage(
    handle.db,
    { id: Number(withdrawalId) },
    { limit: 1, offset: 0 },
  );
  const [view] = await toOperatorWithdrawals(handle.db, rows);
  if (!view) {
    throw new AppError('not.found');
  }
  return view;
}

function refuse(action: string, status: string): never {
  throw new AppError('withdrawal.invalid.transition', { action, status });
}

/**
 * Runs an operator action on one withdrawal in one transaction holding the withdrawal's row lock, so that two
 * operators (or one who clicks twice) act one after the other and the second sees the first's outcome. The
 * money, the new state and the audit row commit together. Answers the withdrawal as it is afterwards.
 */
async function actOnWithdrawal(
  handle: DatabaseHandle,
  withdrawalId: string,
  now: number,
  act: (db: Executor, withdrawal: WithdrawalRow) => Promise<void>,
): Promise<OperatorWithdrawal> {
  await runInTransaction(handle, async (db) => {
    const withdrawal = await lockWithdrawal(db, Number(withdrawalId));
    if (!withdrawal) {
      throw new AppError('not.found');
    }
    await act(db, withdrawal);
  });
  return getOperatorWithdrawal(handle, withdrawalId, now);
}

function factsOf(withdrawal: WithdrawalRow) {
  return {
    status: toWithdrawalStatus(withdrawal.status),
    payoutAmount: withdrawal.payout_amount,
    disbursedAmount: withdrawal.disbursed_amount,
  };
}

/** Approves a pending withdrawal (no money moves: it is on hold already). Approving again is a replay. */
export async function approveWithdrawal(
  handle: DatabaseHandle,
  operator: AuthenticatedOperator,
  withdrawalId: string,
  remark: string | undefined,
  now: number = Date.now(),
): Promise<OperatorWithdrawal> {
  return actOnWithdrawal(handle, withdrawalId, now, async (db, withdrawal) => {
    const verdict: ActionVerdict = judgeApprove(factsOf(withdrawal));
    if (verdict === 'refuse') {
      refuse('approve', withdrawal.status);
    }
    if (verdict === 'replay') {
      return;
    }
    await updateWithdrawal(db, withdrawal.id, {
      status: 'APPROVED',
      reviewed_by: operator.id,
      reviewed_at: now,
      review_remark: remark ?? null,
      updated_at: now,
    });
    await recordOperatorAction(db, {
      actor: operator,
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: withdrawal.id,
      details: { memberId: withdrawal.member_id, amount: withdrawal.amount, remark: remark ?? null },
      now,
    });
    await sendSystemMessage(db, {
      memberId: withdrawal.member_id,
      topic: 'withdrawal.approved',
      amount: withdrawal.amount,
      now,
    });
  });
}

/**
 * Rejects a withdrawal that is pending, or approved with nothing disbursed: the held payout and the fee go back
 * to the member's main wallet in two linked transfers. Rejecting again is a replay and moves nothing.
 */
export async function rejectWithdrawal(
  handle: DatabaseHandle,
  operator: AuthenticatedOperator,
  withdrawalId: string,
  reason: string,
  now: number = Date.now(),
): Promise<OperatorWithdrawal> {
  return actOnWithdrawal(handle, withdrawalId, now, async (db, withdrawal) => {
    const verdict = judgeReject(factsOf(withdrawal));
    if (verdict === 'refuse') {
      refuse('reject', withdrawal.status);
    }
    if (verdict === 'replay') {
      return;
    }
    const reference = withdrawalReference(withdrawal.id);
    const main = await getMemberMainAccount(db, withdrawal.member_id, withdrawal.currency, now);
    const hold = await getWithdrawalHoldAccount(db, withdrawal.member_id, withdrawal.currency, now);
    const transfers = [
      {
        idempotencyKey: `${reference}:return`,
        kind: 'rollback' as const,
        reference,
        debitAccountId: hold.id,
        creditAccountId: main.id,
        amount: withdrawal.payout_amount,
        metadata: { reason },
      },
    ];
    if (withdrawal.fee > 0) {
      const house = await getHouseAccount(db, withdrawal.member_id, withdrawal.currency, now);
      transfers.push({
        idempotencyKey: `${reference}:fee-return`,
        kind: 'rollback',
        reference,
        debitAccountId: house.id,
        creditAccountId: main.id,
        amount: withdrawal.fee,
        metadata: { reason },
      });
    }
    const posted = await postTransfers(db, transfers, now);
    await updateWithdrawal(db, withdrawal.id, {
      status: 'REJECTED',
      reject_reason: reason,
      reviewed_by: operator.id,
      reviewed_at: now,
      updated_at: now,
    });
    await recordOperatorAction(db, {
      actor: operator,
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: withdrawal.id,
      details: {
        memberId: withdrawal.member_id,
        amount: withdrawal.amount,
        reason,
        transferIds: posted.map((transfer) => transfer.transferId),
      },
      now,
    });
  });
}

/**
 * Disburses one payment of an approved withdrawal: `amount` (default: all still to send) moves from the
 * member's hold to the channel's account, and the member has `autoConfirmMinutes` to confirm or dispute it.
 * The operator's `reference` names the payment: a repeat with the same reference (and amount) is a replay that
 * moves nothing; with another amount it is withdrawal.reference.conflict.
 */
export async function disburseWithdrawal(
  handle: DatabaseHandle,
  operator: AuthenticatedOperator,
  withdrawalId: string,
  request: z.infer<typeof disburseWithdrawalRequestSchema>,
  now: number = Date.now(),
): Promise<OperatorWithdrawal> {
  const { autoConfirmMinutes } = (await getDeploymentSettings(handle)).withdrawal;
  return actOnWithdrawal(handle, withdrawalId, now, async (db, withdrawal) => {
    const known = await selectPayoutByReference(db, withdrawal.id, request.reference);
    if (known) {
      if (request.amount !== undefined && request.amount !== known.amount) {
        throw new AppError('withdrawal.reference.conflict', { reference: request.reference });
      }
      return;
    }
    if (judgeDisburse(factsOf(withdrawal)) === 'refuse') {
      refuse('disburse', withdrawal.status);
    }
    const remaining = withdrawal.payout_amount - withdrawal.disbursed_amount;
    const amount = request.amount ?? remaining;
    if (amount > remaining) {
      throw new AppError('withdrawal.amount.out.of.range', { minAmount: 1, maxAmount: remaining });
    }
    const reference = withdrawalReference(withdrawal.id);
    const hold = await getWithdrawalHoldAccount(db, withdrawal.member_id, withdrawal.currency, now);
    const channel = await getChannelAccount(db, withdrawal.channel_code, withdrawal.currency, now);
    const [posted] = await postTransfers(
      db,
      [
        {
          idempotencyKey: `${reference}:payout:${request.reference}`,
          kind: 'withdrawal',
          reference,
          debitAccountId: hold.id,
          creditAccountId: channel.id,
          amount,
          metadata: { payoutReference: request.reference },
        },
      ],
      now,
    );
    const payoutId = await insertPayout(db, {
      withdrawal_id: withdrawal.id,
      member_id: withdrawal.member_id,
      reference: request.reference,
      amount,
      status: 'AWAITING_CONFIRMATION',
      disbursed_by: operator.id,
      disbursed_at: now,
      confirm_deadline_at: now + autoConfirmMinutes * 60_000,
    });
    const disbursedAmount = withdrawal.disbursed_amount + amount;
    await updateWithdrawal(db, withdrawal.id, { disbursed_amount: disbursedAmount, updated_at: now });
    await recomputeWithdrawal(db, { ...withdrawal, disbursed_amount: disbursedAmount }, now);
    await recordOperatorAction(db, {
      actor: operator,
      action: 'withdrawal.disburse',
      targetType: 'withdrawal',
      targetId: withdrawal.id,
      details: {
        memberId: withdrawal.member_id,
        payoutId,
        reference: request.reference,
        amount,
        transferId: posted?.transferId ?? null,
      },
      now,
    });
  });
}

/**
 * Settles a payment the member reported not received: RECEIVED (the operator's evidence shows it arrived) or
 * REFUND (it did not: the amount comes back from the channel to the member's main wallet). Settling it the same
 * way again is a replay.
 */
export async function resolvePayout(
  handle: DatabaseHandle,
  operator: AuthenticatedOperator,
  withdrawalId: string,
  payoutId: string,
  request: z.infer<typeof resolvePayoutRequestSchema>,
  now: number = Date.now(),
): Promise<OperatorWithdrawal> {
  return actOnWithdrawal(handle, withdrawalId, now, async (db, withdrawal) => {
    const payout: PayoutRow | undefined = (await selectPayouts(db, [withdrawal.id])).find(
      (candidate) => String(candidate.id) === payoutId,
    );
    if (!payout) {
      throw new AppError('not.found');
    }
    const verdict = judgeResolve(toPayoutStatus(payout.status), request.outcome);
    if (verdict === 'refuse') {
      refuse(`resolve.${request.outcome}`, payout.status);
    }
    if (verdict === 'replay') {
      return;
    }
    let transferId: number | null = null;
    if (request.outcome === 'REFUND') {
      const main = await getMemberMainAccount(db, withdrawal.member_id, withdrawal.currency, now);
      const channel = await getChannelAccount(db, withdrawal.channel_code, withdrawal.currency, now);
      const reference = withdrawalReference(withdrawal.id);
      const [posted] = await postTransfers(
        db,
        [
          {
            idempotencyKey: `${reference}:payout:${payout.reference}:refund`,
            kind: 'rollback',
            reference,
            debitAccountId: channel.id,
            creditAccountId: main.id,
            amount: payout.amount,
            metadata: { payoutId: payout.id, reason: request.reason },
          },
        ],
        now,
      );
      transferId = posted?.transferId ?? null;
    }
    await updatePayout(db, payout.id, ['NOT_RECEIVED'], {
      status: request.outcome === 'REFUND' ? 'REFUNDED' : 'RECEIVED',
      resolved_by: operator.id,
      resolution: request.reason,
      resolved_at: now,
    });
    await recomputeWithdrawal(db, withdrawal, now);
    await recordOperatorAction(db, {
      actor: operator,
      action: 'withdrawal.resolve',
      targetType: 'withdrawal',
      targetId: withdrawal.id,
      details: {
        memberId: withdrawal.member_id,
        payoutId: payout.id,
        outcome: request.outcome,
        amount: payout.amount,
        reason: request.reason,
        transferId,
      },
      now,
    });
  });
}
