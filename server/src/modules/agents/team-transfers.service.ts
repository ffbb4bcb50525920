import { isAgentType } from '@plaza/contracts/accounts';
import type {
  DownlineTransferRequest,
  TeamTransfer,
  TeamTransferPage,
  TeamTransferQuery,
  TeamTransferResult,
  TransferContext,
  UplineTransferRequest,
} from '@plaza/contracts/agents';
import { isFeatureEnabled } from '@plaza/contracts/feature-switches';
import type { FeatureSwitchId } from '@plaza/contracts/feature-switches';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { resolveTimeRange, toLimitOffset, toPage } from '../../http/paging';
import { findMemberById, lockMember } from '../accounts/members.service';
import type { MemberRow } from '../accounts/members.service';
import { toReportDay } from '../bets/bets.service';
import { getDeploymentSettings, getFeatureTree } from '../deployment/deployment.service';
import { getAccountBalance, getMemberMainAccount, postTransfers } from '../ledger/ledger.service';
import { isLedgerError } from '../ledger/ledger.types';
import type { TransferRequest, TransferResult } from '../ledger/ledger.types';
import { getPaymentPasswordStatus, requirePaymentPassword } from '../withdrawals/payment-password.service';
import { requireAgent, requireTeamMember } from './agent-center.service';
import { selectMembers } from './agents.repository';
import {
  insertTeamTransfer,
  selectMemberTransfers,
  selectTransferByRequest,
  sumSentOnDay,
} from './team-transfers.repository';
import type { TeamTransferRow } from './team-transfers.repository';

/*
 * Transfers inside a tree (docs/product/agents.md "Transfers"): an agent sends to any member of its team
 * (MEMTRANS3), a member to its direct upline (FUNDTRANS3). The payment password, the deployment's limits and a
 * request id guard each one; the money moves as one ledger transfer of kind `team_transfer` in the transaction
 * that records it, so both sides see it in their account records.
 */

async function requireSwitch(handle: DatabaseHandle, id: FeatureSwitchId): Promise<void> {
  if (!isFeatureEnabled(await getFeatureTree(handle), id)) {
    throw new AppError('operation.not.enabled');
  }
}

async function toTransfers(db: Executor, rows: readonly TeamTransferRow[]): Promise<TeamTransfer[]> {
  const ids = [...new Set(rows.flatMap((row) => [row.sender_id, row.receiver_id]))];
  const names = new Map((await selectMembers(db, ids)).map((member) => [member.id, member.username]));
  return rows.map((row) => ({
    id: String(row.id),
    direction: row.direction === 'TO_UPLINE' ? 'TO_UPLINE' : 'TO_DOWNLINE',
    from: { id: row.sender_id, account: names.get(row.sender_id) ?? '' },
    to: { id: row.receiver_id, account: names.get(row.receiver_id) ?? '' },
    amount: row.amount,
    remark: row.remark,
    time: new Date(row.created_at).toISOString(),
  }));
}

/** What the transfer pages show before a transfer: balance, limits, what was sent today, the upline. */
export async function getTransferContext(
  handle: DatabaseHandle,
  member: MemberRow,
  now: number = Date.now(),
): Promise<TransferContext> {
  const settings = await getDeploymentSettings(handle);
  const features = await getFeatureTree(handle);
  const account = await getMemberMainAccount(handle.db, member.id, settings.currency.code, now);
  const upline =
    member.parent_id === null ? undefined : (await selectMembers(handle.db, [member.parent_id]))[0];
  const password = await getPaymentPasswordStatus(handle, member, now);
  return {
    balance: await getAccountBalance(handle.db, account.id),
    minAmount: settings.teamTransfer.minAmount,
    maxAmount: settings.teamTransfer.maxAmount,
    dailyMaxAmount: settings.teamTransfer.dailyMaxAmount,
    sentToday: await sumSentOnDay(handle.db, member.id, toReportDay(now, settings.reportUtcOffsetMinutes)),
    upline: upline === undefined ? null : { id: upline.id, account: upline.username },
    canSendToUpline: upline !== undefined && isFeatureEnabled(features, 'FUNDTRANS3'),
    canSendToDownline: isAgentType(member.type) && isFeatureEnabled(features, 'MEMTRANS3'),
    paymentPassword: { isSet: password.isSet, isLocked: password.isLocked },
  };
}

async function send(
  handle: DatabaseHandle,
  sender: MemberRow,
  receiverId: number,
  direction: 'TO_DOWNLINE' | 'TO_UPLINE',
  request: { amount: number; paymentPassword: string; requestId: string; remark?: string | undefined },
  now: number,
): Promise<TeamTransferResult> {
  const settings = await getDeploymentSettings(handle);
  const replay = async (row: TeamTransferRow): Promise<TeamTransferResult> => {
    if (row.receiver_id !== receiverId || row.amount !== request.amount || row.direction !== direction) {
      throw new AppError('duplicate.request');
    }
    const account = await getMemberMainAccount(handle.db, sender.id, settings.currency.code, now);
    const [transfer] = await toTransfers(handle.db, [row]);
    if (transfer === undefined) {
      throw new Error('team transfer: no row to answer');
    }
    return { ...transfer, balanceAfter: await getAccountBalance(handle.db, account.id) };
  };
  const earlier = await selectTransferByRequest(handle.db, sender.id, request.requestId);
  if (earlier !== undefined) {
    return replay(earlier);
  }
  const limits = settings.teamTransfer;
  if (request.amount < limits.minAmount || request.amount > limits.maxAmount) {
    throw new AppError('transfer.amount.out.of.range', {
      minAmount: limits.minAmount,
      maxAmount: limits.maxAmount,
    });
  }
  await requirePaymentPassword(handle, sender, request.paymentPassword, now);
  const day = toReportDay(now, settings.reportUtcOffsetMinutes);
  const reference = `team-transfer:${sender.id}:${request.requestId}`;
  type Outcome = { repeated: TeamTransferRow } | { created: TeamTransferRow; balanceAfter: number };
  const outcome = await runInTransaction(handle, async (db): Promise<Outcome> => {
    // One member's transfers run one at a time, so the daily limit and the replay check hold under double submits.
    await lockMember(db, sender.id);
    const repeated = await selectTransferByRequest(db, sender.id, request.requestId);
    if (repeated !== undefined) {
      return { repeated };
    }
    if ((await sumSentOnDay(db, sender.id, day)) + request.amount > limits.dailyMaxAmount) {
      throw new AppError('transfer.daily.limit', { dailyMaxAmount: limits.dailyMaxAmount });
    }
    const from = await getMemberMainAccount(db, sender.id, settings.currency.code, now);
    const to = await getMemberMainAccount(db, receiverId, settings.currency.code, now);
    const posted = await postTeamTransfer(
      db,
      {
        idempotencyKey: reference,
        kind: 'team_transfer',
        reference,
        debitAccountId: from.id,
        creditAccountId: to.id,
        amount: request.amount,
        metadata: { direction, remark: request.remark ?? null },
      },
      now,
    );
    const row: Omit<TeamTransferRow, 'id'> = {
      sender_id: sender.id,
      receiver_id: receiverId,
      direction,
      amount: request.amount,
      remark: request.remark === undefined || request.remark === '' ? null : request.remark,
      request_id: request.requestId,
      ledger_transfer_id: posted.transferId,
      day,
      created_at: now,
    };
    const id = await insertTeamTransfer(db, row);
    return { created: { ...row, id }, balanceAfter: posted.debitBalanceAfter };
  });
  if ('repeated' in outcome) {
    return replay(outcome.repeated);
  }
  const [transfer] = await toTransfers(handle.db, [outcome.created]);
  if (transfer === undefined) {
    throw new Error('team transfer: no row to answer');
  }
  return { ...transfer, balanceAfter: outcome.balanceAfter };
}

/** Posts one transfer; an overdraft is the sender's balance.insufficient. */
async function postTeamTransfer(
  db: Executor,
  request: TransferRequest,
  now: number,
): Promise<TransferResult> {
  try {
    const [result] = await postTransfers(db, [request], now);
    if (result === undefined) {
      throw new Error('ledger: no result');
    }
    return result;
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) {
      throw new AppError('balance.insufficient');
    }
    throw error;
  }
}

/** An agent sends money to a member of its own team (anyone else is not.found). */
export async function transferToDownline(
  handle: DatabaseHandle,
  session: MemberRow,
  request: DownlineTransferRequest,
  now: number = Date.now(),
): Promise<TeamTransferResult> {
  const agent = requireAgent(session);
  await requireSwitch(handle, 'MEMTRANS3');
  await requireTeamMember(handle.db, agent, request.memberId);
  return send(handle, agent, request.memberId, 'TO_DOWNLINE', request, now);
}

/** A member sends money to its direct upline. */
export async function transferToUpline(
  handle: DatabaseHandle,
  member: MemberRow,
  request: UplineTransferRequest,
  now: number = Date.now(),
): Promise<TeamTransferResult> {
  await requireSwitch(handle, 'FUNDTRANS3');
  const current = await findMemberById(handle.db, member.id);
  if (current?.parent_id === null || current?.parent_id === undefined) {
    throw new AppError('transfer.no.upline');
  }
  return send(handle, current, current.parent_id, 'TO_UPLINE', request, now);
}

/** The member's team transfers, sent and received, newest first. */
export async function listTeamTransfers(
  handle: DatabaseHandle,
  member: MemberRow,
  query: TeamTransferQuery,
  now: number = Date.now(),
): Promise<TeamTransferPage> {
  const range = resolveTimeRange(query, now);
  const { rows, total } = await selectMemberTransfers(
    handle.db,
    { memberId: member.id, side: query.side, ...range },
    toLimitOffset(query),
  );
  return toPage(await toTransfers(handle.db, rows), query, total);
}
