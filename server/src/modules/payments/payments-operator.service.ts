import type { Language } from '@plaza/contracts/languages';
import type { Adjustment, AdjustmentRequest } from '@plaza/contracts/operator';
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
  countDeposits,
  insertMemberAdjustment,
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

async function toAdjustment(db: Executor, row: MemberAdjustmentRow): Promise<Adjustment> {
  const transfer = await findTransferByKey(db, `adjustment:${row.id}`);
  if (transfer === undefined) {
    throw new Error(`payments: adjustment ${row.id} has no ledger transfer`);
  }
  return {
    id: String(row.id),
    memberId: row.member_id,
    amount: row.amount,
    reason: row.reason,
    balanceAfter: row.amount > 0 ? transfer.creditBalanceAfter : transfer.debitBalanceAfter,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * An operator's balance adjustment (POST /ops/members/:memberId/adjustments): a positive amount credits the
 * member's main wallet from the member's house shard, a negative one debits it back to the house, through the
 * ledger (kind `adjustment`, reference `adjustment:<id>`), audited in the same transaction. A debit larger than
 * the balance is 400 balance.insufficient and leaves nothing behind (no adjustment, no audit row). A repeated
 * `requestId` answers the first adjustment (409 duplicate.request when it asked for something else).
 */
export async function adjustMemberBalance(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  memberId: number,
  request: AdjustmentRequest,
  now: number = Date.now(),
): Promise<Adjustment> {
  const currency = (await getDeploymentSettings(handle)).currency.code;
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
      const id = await insertMemberAdjustment(db, {
        member_id: memberId,
        operator_id: actor.id,
        amount: request.amount,
        reason: request.reason,
        request_id: requestId,
        ledger_transfer_id: null,
        created_at: now,
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
        action: 'member.adjust',
        targetType: 'member',
        targetId: memberId,
        details: { adjustmentId: id, amount: request.amount, reason: request.reason },
        now,
      });
      const main = await getMemberMainAccount(db, memberId, currency, now);
      const house = await getHouseAccount(db, memberId, currency, now);
      const isCredit = request.amount > 0;
      const [transfer] = await postTransfers(
        db,
        [
          {
            idempotencyKey: `adjustment:${id}`,
            kind: 'adjustment',
            reference: `adjustment:${id}`,
            debitAccountId: isCredit ? house.id : main.id,
            creditAccountId: isCredit ? main.id : house.id,
            amount: Math.abs(request.amount),
            metadata: { reason: request.reason, operatorId: actor.id },
          },
        ],
        now,
      );
      if (transfer === undefined) {
        throw new Error('payments: the ledger answered no transfer');
      }
      await updateAdjustmentTransfer(db, id, transfer.transferId);
      return {
        id: String(id),
        memberId,
        amount: request.amount,
        reason: request.reason,
        balanceAfter: isCredit ? transfer.creditBalanceAfter : transfer.debitBalanceAfter,
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
