import type { Language } from '@plaza/contracts/languages';
import type { AdjustmentPage, adjustmentQuerySchema } from '@plaza/contracts/back-office';
import type { Adjustment, AdjustmentRequest } from '@plaza/contracts/operator';
import type { z } from 'zod';
import type { OperatorDeposit, OperatorDepositPage, OperatorDepositQuery } from '@plaza/contracts/payments';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { findMemberById } from '../accounts/members.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import {
  findTransferByKey,
  getHouseAccount,
  getMemberMainAccount,
  postTransfers,
} from '../ledger/ledger.service';
import { isLedgerError } from '../ledger/ledger.types';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { toLimitOffset, toPage } from '../../http/paging';
import {
  countAdjustments,
  countDeposits,
  insertMemberAdjustment,
  reviewPendingAdjustment,
  selectAdjustment,
  selectAdjustmentPage,
  selectAdjustmentByRequestId,
  selectDeposit,
  selectDepositPage,
  updateAdjustmentTransfer,
  updatePendingDeposit,
} from './payments.repository';
import type { DepositRow, MemberAdjustmentRow } from './payments.repository';
import { completeDeposit, getChannelNames, requireDeposit, toDepositRecord } from './payments.service';

async function toOperatorDeposit(
  db: Executor,
  row: DepositRow,
  channelNames: ReadonlyMap<string, string>,
): Promise<OperatorDeposit> {
  const member = await findMemberById(db, row.member_id);
  return {
    ...toDepositRecord(row, channelNames),
    memberId: row.member_id,
    username: member?.username ?? '',
    requestId: row.request_id,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at).toISOString(),
  };
}

/** Deposits for review, newest first, by status and member (GET /ops/deposits). */
export async function listDepositsForOperator(
  handle: DatabaseHandle,
  query: OperatorDepositQuery,
  language: Language,
): Promise<OperatorDepositPage> {
  const filter = { status: query.status, memberId: query.memberId };
  const total = await countDeposits(handle.db, filter);
  const rows = await selectDepositPage(handle.db, filter, toLimitOffset(query));
  const names = await getChannelNames(handle, language);
  return toPage(
    rows.map((row) => ({
      ...toDepositRecord(row, names),
      memberId: row.member_id,
      username: row.username,
      requestId: row.request_id,
      reviewedBy: row.reviewed_by,
      reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at).toISOString(),
    })),
    query,
    total,
  );
}

/**
 * Approves a PENDING deposit: the member's main wallet is credited through the ledger and the approval is
 * audited, in one transaction. Approving a COMPLETED deposit again answers it and moves nothing (nor audits
 * again); a REJECTED one is 409 already.processed.
 */
export async function approveDeposit(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  depositId: number,
  language: Language,
  now: number = Date.now(),
): Promise<OperatorDeposit> {
  const settings = await getDeploymentSettings(handle);
  // Read before the transaction: on SQLite the transaction holds the one connection.
  const channelNames = await getChannelNames(handle, language);
  return runInTransaction(handle, async (db) => {
    const deposit = await requireDeposit(db, depositId);
    const completed =
      deposit.status === 'PENDING'
        ? await completeDeposit(db, depositId, {
            currency: settings.currency.code,
            turnoverMultiplier: settings.depositTurnoverMultiplier,
            reviewerId: actor.id,
            now,
          })
        : undefined;
    if (completed === undefined) {
      // Not pending (any more): a repeat of an approval is answered, anything else is a conflict.
      const current = await requireDeposit(db, depositId);
      if (current.status !== 'COMPLETED') {
        throw new AppError('already.processed');
      }
      return toOperatorDeposit(db, current, channelNames);
    }
    await recordOperatorAction(db, {
      actor,
      action: 'deposit.approve',
      targetType: 'deposit',
      targetId: depositId,
      details: {
        memberId: completed.member_id,
        amount: completed.amount,
        channel: completed.channel_code,
        ledgerTransferId: completed.ledger_transfer_id,
      },
      now,
    });
    return toOperatorDeposit(db, completed, channelNames);
  });
}

/**
 * Rejects a PENDING deposit with the operator's reason, audited in the same transaction; no money moves.
 * Rejecting a REJECTED deposit again answers it; a COMPLETED one is 409 already.processed.
 */
export async function rejectDeposit(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  depositId: number,
  reason: string,
  language: Language,
  now: number = Date.now(),
): Promise<OperatorDeposit> {
  const channelNames = await getChannelNames(handle, language);
  return runInTransaction(handle, async (db) => {
    await requireDeposit(db, depositId);
    const rejected = await updatePendingDeposit(db, depositId, {
      status: 'REJECTED',
      rejectReason: reason,
      reviewedBy: actor.id,
      reviewedAt: now,
      now,
    });
    if (rejected === undefined) {
      const current = await selectDeposit(db, depositId);
      if (current?.status !== 'REJECTED') {
        throw new AppError('already.processed');
      }
      return toOperatorDeposit(db, current, channelNames);
    }
    await recordOperatorAction(db, {
      actor,
      action: 'deposit.reject',
      targetType: 'deposit',
      targetId: depositId,
      details: { memberId: rejected.member_id, amount: rejected.amount, reason },
      now,
    });
    return toOperatorDeposit(db, rejected, channelNames);
  });
}

async function toAdjustment(
  db: Executor,
  row: MemberAdjustmentRow & { username?: string },
): Promise<Adjustment> {
  let balanceAfter: number | null = null;
  if (row.status === 'DONE') {
    const transfer = await findTransferByKey(db, `adjustment:${row.id}`);
    if (transfer === undefined) {
      throw new Error(`payments: adjustment ${row.id} has no ledger transfer`);
    }
    balanceAfter = row.amount > 0 ? transfer.creditBalanceAfter : transfer.debitBalanceAfter;
  }
  return {
    id: String(row.id),
    memberId: row.member_id,
    ...(row.username === undefined ? {} : { username: row.username }),
    amount: row.amount,
    reason: row.reason,
    status: row.status,
    operatorId: row.operator_id,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at).toISOString(),
    balanceAfter,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Moves an adjustment's money through the ledger (kind `adjustment`, reference `adjustment:<id>`): a positive
 * amount credits the member's main wallet from the member's house shard, a negative one debits it back. Answers
 * the main wallet's balance after it.
 */
async function postAdjustment(
  db: Executor,
  adjustment: { id: number; memberId: number; amount: number; reason: string; operatorId: number },
  currency: string,
  now: number,
): Promise<number> {
  const main = await getMemberMainAccount(db, adjustment.memberId, currency, now);
  const house = await getHouseAccount(db, adjustment.memberId, currency, now);
  const isCredit = adjustment.amount > 0;
  const [transfer] = await postTransfers(
    db,
    [
      {
        idempotencyKey: `adjustment:${adjustment.id}`,
        kind: 'adjustment',
        reference: `adjustment:${adjustment.id}`,
        debitAccountId: isCredit ? house.id : main.id,
        creditAccountId: isCredit ? main.id : house.id,
        amount: Math.abs(adjustment.amount),
        metadata: { reason: adjustment.reason, operatorId: adjustment.operatorId },
      },
    ],
    now,
  );
  if (transfer === undefined) {
    throw new Error('payments: the ledger answered no transfer');
  }
  await updateAdjustmentTransfer(db, adjustment.id, transfer.transferId);
  return isCredit ? transfer.creditBalanceAfter : transfer.debitBalanceAfter;
}

/**
 * An operator's balance adjustment (POST /ops/members/:memberId/adjustments) through the ledger, audited in the
 * same transaction (`member.adjust`). One larger than the deployment's `adjustmentApprovalThreshold` (absolute)
 * moves no money yet: it is kept PENDING, audited as `member.adjust.request`, until another operator approves or
 * rejects it (docs/decisions/062-adjustment-second-approval.md). A debit larger than the balance is 400
 * balance.insufficient and leaves nothing behind (no adjustment, no audit row). A repeated `requestId` answers
 * the first adjustment (409 duplicate.request when it asked for something else).
 */
export async function adjustMemberBalance(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  memberId: number,
  request: AdjustmentRequest,
  now: number = Date.now(),
): Promise<Adjustment> {
  const settings = await getDeploymentSettings(handle);
  const currency = settings.currency.code;
  const needsApproval = Math.abs(request.amount) > settings.adjustmentApprovalThreshold;
  const requestId = request.requestId ?? null;
  const answerRepeat = async (db: Executor, earlier: MemberAdjustmentRow) => {
    if (
      earlier.member_id !== memberId ||
      earlier.amount !== request.amount ||
      earlier.reason !== request.reason
    ) {
      throw new AppError('duplicate.request');
    }
    return toAdjustment(db, earlier);
  };
  try {
    return await runInTransaction(handle, async (db) => {
      if ((await findMemberById(db, memberId)) === undefined) {
        throw new AppError('not.found');
      }
      if (requestId !== null) {
        const earlier = await selectAdjustmentByRequestId(db, actor.id, requestId);
        if (earlier !== undefined) {
          return answerRepeat(db, earlier);
        }
      }
      const status = needsApproval ? 'PENDING' : 'DONE';
      const id = await insertMemberAdjustment(db, {
        member_id: memberId,
        operator_id: actor.id,
        amount: request.amount,
        reason: request.reason,
        request_id: requestId,
        ledger_transfer_id: null,
        created_at: now,
        status,
      });
      if (id === undefined) {
        const twin =
          requestId === null ? undefined : await selectAdjustmentByRequestId(db, actor.id, requestId);
        if (twin === undefined) {
          throw new Error('payments: an adjustment insert was skipped without a twin');
        }
        return answerRepeat(db, twin);
      }
      // The audit row goes first: if the money cannot move, the transaction takes it back with everything else.
      await recordOperatorAction(db, {
        actor,
        action: needsApproval ? 'member.adjust.request' : 'member.adjust',
        targetType: 'member',
        targetId: memberId,
        details: { adjustmentId: id, amount: request.amount, reason: request.reason },
        now,
      });
      const balanceAfter = needsApproval
        ? null
        : await postAdjustment(
            db,
            { id, memberId, amount: request.amount, reason: request.reason, operatorId: actor.id },
            currency,
            now,
          );
      return {
        id: String(id),
        memberId,
        amount: request.amount,
        reason: request.reason,
        status,
        operatorId: actor.id,
        reviewedBy: null,
        reviewedAt: null,
        balanceAfter,
        createdAt: new Date(now).toISOString(),
      };
    });
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) {
      throw new AppError('balance.insufficient');
    }
    throw error;
  }
}

/** Balance adjustments, newest first, by status and member (GET /ops/adjustments). */
export async function listAdjustments(
  handle: DatabaseHandle,
  query: z.output<typeof adjustmentQuerySchema>,
): Promise<AdjustmentPage> {
  const filter = { status: query.status, memberId: query.memberId };
  const total = await countAdjustments(handle.db, filter);
  const rows = await selectAdjustmentPage(handle.db, filter, toLimitOffset(query));
  const items: Adjustment[] = [];
  for (const row of rows) {
    items.push(await toAdjustment(handle.db, row));
  }
  return toPage(items, query, total);
}

/**
 * The second operator's verdict on a PENDING adjustment (POST /ops/adjustments/:id/approve or …/reject). The
 * operator who asked for it is refused (409 adjustment.same.operator); one decided already is 409
 * already.processed. Approving moves the money through the ledger (a debit the balance no longer covers is 400
 * balance.insufficient and the adjustment stays PENDING); both are audited (`adjustment.approve`,
 * `adjustment.reject`) in the same transaction.
 */
export async function reviewAdjustment(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  adjustmentId: number,
  verdict: { approve: true } | { approve: false; reason: string },
  now: number = Date.now(),
): Promise<Adjustment> {
  const currency = (await getDeploymentSettings(handle)).currency.code;
  try {
    return await runInTransaction(handle, async (db) => {
      const adjustment = await selectAdjustment(db, adjustmentId);
      if (adjustment === undefined) {
        throw new AppError('not.found');
      }
      if (adjustment.operator_id === actor.id) {
        throw new AppError('adjustment.same.operator');
      }
      const status = verdict.approve ? 'DONE' : 'REJECTED';
      if (
        !(await reviewPendingAdjustment(db, adjustmentId, { status, reviewedBy: actor.id, reviewedAt: now }))
      ) {
        throw new AppError('already.processed');
      }
      await recordOperatorAction(db, {
        actor,
        action: verdict.approve ? 'adjustment.approve' : 'adjustment.reject',
        targetType: 'member',
        targetId: adjustment.member_id,
        details: {
          adjustmentId,
          amount: adjustment.amount,
          requestedBy: adjustment.operator_id,
          ...(verdict.approve ? {} : { reason: verdict.reason }),
        },
        now,
      });
      if (verdict.approve) {
        await postAdjustment(
          db,
          {
            id: adjustmentId,
            memberId: adjustment.member_id,
            amount: adjustment.amount,
            reason: adjustment.reason,
            operatorId: adjustment.operator_id,
          },
          currency,
          now,
        );
      }
      const reviewed = await selectAdjustment(db, adjustmentId);
      if (reviewed === undefined) {
        throw new Error('payments: a reviewed adjustment vanished');
      }
      return toAdjustment(db, reviewed);
    });
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) {
      throw new AppError('balance.insufficient');
    }
    throw error;
  }
}
