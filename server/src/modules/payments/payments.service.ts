import type { Language } from '@plaza/contracts/languages';
import {
  depositStatusSchema,
  paymentChannelKindSchema,
  paymentChannelTypeSchema,
  receivingAccountSchema,
} from '@plaza/contracts/payments';
import type {
  DepositRecord,
  DepositRecordPage,
  DepositRecordsQuery,
  DepositRequest,
  DepositResponse,
  DepositStatus,
  PaymentChannel,
} from '@plaza/contracts/payments';
import { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { sendSystemMessage } from '../inbox/inbox.service';
import { requireWithinLimits } from '../responsible-gambling/responsible-gambling.service';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { getDeploymentSettings } from '../deployment/deployment.service';
import {
  ensureAccount,
  getMemberMainAccount,
  ledgerAccountCodes,
  postTransfers,
} from '../ledger/ledger.service';
import {
  countDeposits,
  countEarlierCompletedDeposits,
  insertDeposit,
  insertPaymentChannelIfAbsent,
  selectCompletedDepositsSince,
  sumCompletedDepositsByMember,
  selectDeposit,
  selectDepositByRequestId,
  selectDepositPage,
  selectPaymentChannel,
  selectPaymentChannels,
  updateDepositTransfer,
  updatePendingDeposit,
  sumMemberDepositsSince,
} from './payments.repository';
import type { DepositRow, NewPaymentChannel, PaymentChannelRow } from './payments.repository';

export type { NewPaymentChannel } from './payments.repository';
import { addTurnoverRequirement } from './turnover.service';
import { resolveTimeRange, toLimitOffset, toPage } from '../../http/paging';

const channelNamesSchema = z.record(z.string(), z.string());
const fixedAmountsSchema = z.array(z.number().int().positive());

/** A channel's name in `language`, else in the default language, else any name it has, else its code. */
function pickChannelName(row: PaymentChannelRow, language: Language, defaultLanguage: Language): string {
  const names = channelNamesSchema.safeParse(JSON.parse(row.name));
  if (!names.success) {
    return row.code;
  }
  return names.data[language] ?? names.data[defaultLanguage] ?? Object.values(names.data)[0] ?? row.code;
}

function parseFixedAmounts(row: PaymentChannelRow): number[] {
  const parsed = fixedAmountsSchema.safeParse(JSON.parse(row.fixed_amounts));
  return parsed.success ? parsed.data : [];
}

/** Maps a channel row to what the wire carries. */
function toPaymentChannel(
  row: PaymentChannelRow,
  language: Language,
  defaultLanguage: Language,
): PaymentChannel {
  const receiving =
    row.receiving_account === null
      ? null
      : receivingAccountSchema.safeParse(JSON.parse(row.receiving_account));
  return {
    code: row.code,
    kind: paymentChannelKindSchema.parse(row.kind),
    type: paymentChannelTypeSchema.parse(row.type),
    name: pickChannelName(row, language, defaultLanguage),
    nameKey: row.name_key,
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    fixedAmounts: parseFixedAmounts(row),
    receivingAccount: receiving?.success === true ? receiving.data : null,
  };
}

function toDepositStatus(row: DepositRow): DepositStatus {
  return depositStatusSchema.parse(row.status);
}

/** The enabled deposit channels in display order, named in `language` (GET /wps/payment/channels). */
export async function listPaymentChannels(
  handle: DatabaseHandle,
  language: Language,
): Promise<PaymentChannel[]> {
  const { defaultLanguage } = await getDeploymentSettings(handle);
  const rows = await selectPaymentChannels(handle.db);
  return rows
    .filter((row) => row.enabled === 1)
    .map((row) => toPaymentChannel(row, language, defaultLanguage));
}

/** The amount rules of a channel: within its limits and, when it has fixed amounts, one of them. */
function checkAmount(channel: PaymentChannelRow, amount: number): void {
  const fixedAmounts = parseFixedAmounts(channel);
  const isAllowed =
    amount >= channel.min_amount &&
    amount <= channel.max_amount &&
    (fixedAmounts.length === 0 || fixedAmounts.includes(amount));
  if (!isAllowed) {
    throw new AppError('request_param_err', {
      fields: { amount: 'validation.invalid' },
      limits: { minAmount: channel.min_amount, maxAmount: channel.max_amount, fixedAmounts },
    });
  }
}

/** What completing a deposit needs from the deployment. */
export interface DepositCompletion {
  currency: string;
  turnoverMultiplier: number;
  /** The operator who approved it; null when the channel completed it by itself. */
  reviewerId: number | null;
  now: number;
}

/**
 * Completes a PENDING deposit inside the caller's transaction: marks it COMPLETED (one conditional update, so
 * of two concurrent completions one does nothing), credits the member's main wallet from the channel's ledger
 * account (`channel:<code>`, which may go negative: money from outside) under the idempotency key
 * `deposit:<id>`, and adds the turnover requirement. Answers the completed row, or undefined when the deposit
 * was not PENDING any more (nothing moved).
 */
export async function completeDeposit(
  db: Executor,
  depositId: number,
  completion: DepositCompletion,
): Promise<DepositRow | undefined> {
  const deposit = await updatePendingDeposit(db, depositId, {
    status: 'COMPLETED',
    rejectReason: null,
    reviewedBy: completion.reviewerId,
    reviewedAt: completion.reviewerId === null ? null : completion.now,
    now: completion.now,
  });
  if (deposit === undefined) {
    return undefined;
  }
  const channel = await ensureAccount(
    db,
    {
      code: ledgerAccountCodes.paymentChannel(deposit.channel_code),
      kind: 'payment_channel',
      ownerId: null,
      currency: completion.currency,
      allowNegative: true,
    },
    completion.now,
  );
  const main = await getMemberMainAccount(db, deposit.member_id, completion.currency, completion.now);
  const [transfer] = await postTransfers(
    db,
    [
      {
        idempotencyKey: `deposit:${deposit.id}`,
        kind: 'deposit',
        reference: `deposit:${deposit.id}`,
        debitAccountId: channel.id,
        creditAccountId: main.id,
        amount: deposit.amount,
        metadata: { channel: deposit.channel_code, reviewedBy: completion.reviewerId },
      },
    ],
    completion.now,
  );
  if (transfer === undefined) {
    throw new Error('payments: the ledger answered no transfer');
  }
  await updateDepositTransfer(db, deposit.id, transfer.transferId);
  await addTurnoverRequirement(db, {
    memberId: deposit.member_id,
    source: 'deposit',
    sourceId: String(deposit.id),
    amountRequired: Math.ceil(deposit.amount * completion.turnoverMultiplier),
    now: completion.now,
  });
  // The member's inbox tells them, in the same transaction: the message exists if and only if the money arrived.
  await sendSystemMessage(db, {
    memberId: deposit.member_id,
    topic: 'deposit.credited',
    amount: deposit.amount,
    now: completion.now,
  });
  return { ...deposit, ledger_transfer_id: transfer.transferId };
}

/** The answer to a repeated submit: the first deposit, if it asked for the same thing. */
function answerRepeat(earlier: DepositRow, request: DepositRequest): DepositResponse {
  if (earlier.channel_code !== request.channelCode || earlier.amount !== request.amount) {
    throw new AppError('duplicate.request');
  }
  return { id: String(earlier.id), status: toDepositStatus(earlier) };
}

/**
 * A member's deposit (POST /wps/payment/deposit). The channel must exist and be enabled and the amount be
 * within its limits (400 request_param_err with the field otherwise, nothing written). An INSTANT channel
 * completes it at once (COMPLETED, wallet credited); a MANUAL one leaves it PENDING for an operator. A
 * repeated `requestId` answers the first deposit (or 409 duplicate.request when it asked for something else).
 */
export async function createDeposit(
  handle: DatabaseHandle,
  memberId: number,
  request: DepositRequest,
  now: number = Date.now(),
): Promise<DepositResponse> {
  const settings = await getDeploymentSettings(handle);
  const channel = await selectPaymentChannel(handle.db, request.channelCode);
  if (channel === undefined || channel.enabled !== 1) {
    throw new AppError('request_param_err', { fields: { channelCode: 'validation.invalid' } });
  }
  checkAmount(channel, request.amount);
  const requestId = request.requestId ?? null;
  return runInTransaction(handle, async (db) => {
    if (requestId !== null) {
      const earlier = await selectDepositByRequestId(db, memberId, requestId);
      if (earlier !== undefined) {
        return answerRepeat(earlier, request);
      }
    }
    // The member's deposit limits (docs/product/member-services.md): gross deposits asked for, pending ones included.
    await requireWithinLimits(db, memberId, 'DEPOSIT', request.amount, now, (from) =>
      sumMemberDepositsSince(db, memberId, from),
    );
    const id = await insertDeposit(db, {
      member_id: memberId,
      channel_code: channel.code,
      amount: request.amount,
      status: 'PENDING',
      request_id: requestId,
      reject_reason: null,
      ledger_transfer_id: null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: now,
      updated_at: now,
    });
    if (id === undefined) {
      // A concurrent twin with the same requestId committed first (PostgreSQL): answer it.
      const twin = requestId === null ? undefined : await selectDepositByRequestId(db, memberId, requestId);
      if (twin === undefined) {
        throw new Error('payments: a deposit insert was skipped without a twin');
      }
      return answerRepeat(twin, request);
    }
    if (channel.kind === 'INSTANT') {
      await completeDeposit(db, id, {
        currency: settings.currency.code,
        turnoverMultiplier: settings.depositTurnoverMultiplier,
        reviewerId: null,
        now,
      });
      return { id: String(id), status: 'COMPLETED' };
    }
    return { id: String(id), status: 'PENDING' };
  });
}

/** Maps a deposit row to the member's record. */
export function toDepositRecord(row: DepositRow, channelNames: ReadonlyMap<string, string>): DepositRecord {
  return {
    id: String(row.id),
    channelCode: row.channel_code,
    channelName: channelNames.get(row.channel_code) ?? row.channel_code,
    amount: row.amount,
    status: toDepositStatus(row),
    rejectReason: row.reject_reason,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Every channel's name in `language`, by code (disabled channels too: old deposits name them). */
export async function getChannelNames(
  handle: DatabaseHandle,
  language: Language,
): Promise<Map<string, string>> {
  const { defaultLanguage } = await getDeploymentSettings(handle);
  const rows = await selectPaymentChannels(handle.db);
  return new Map(rows.map((row) => [row.code, pickChannelName(row, language, defaultLanguage)]));
}

/** A member's deposits, newest first, filtered by status and creation time (GET /wps/payment/deposits). */
export async function listMemberDeposits(
  handle: DatabaseHandle,
  memberId: number,
  query: DepositRecordsQuery,
  language: Language,
  now: number = Date.now(),
): Promise<DepositRecordPage> {
  const range = resolveTimeRange(query, now);
  const filter = { memberId, status: query.status, from: range.from, to: range.to };
  const total = await countDeposits(handle.db, filter);
  const rows = await selectDepositPage(handle.db, filter, toLimitOffset(query));
  const names = await getChannelNames(handle, language);
  return toPage(
    rows.map((row) => toDepositRecord(row, names)),
    query,
    total,
  );
}

/** A deposit by id, for the operator's review; 404 not.found when there is none. */
export async function requireDeposit(db: Executor, id: number): Promise<DepositRow> {
  const deposit = await selectDeposit(db, id);
  if (deposit === undefined) {
    throw new AppError('not.found');
  }
  return deposit;
}

/** Adds a deposit channel unless one with its code exists (which is left as it is). */
export async function addPaymentChannel(db: Executor, channel: NewPaymentChannel): Promise<void> {
  await insertPaymentChannelIfAbsent(db, channel);
}

/** A completed deposit, as the deposit bonus reads it. */
export interface CompletedDeposit {
  id: number;
  memberId: number;
  amount: number;
  completedAt: number;
  /** Whether it is the member's first completed deposit. */
  isFirst: boolean;
}

/** Deposits completed since `since`, oldest first, at most `limit` (docs/product/promotions.md "Deposit bonuses"). */
export async function listCompletedDepositsSince(
  db: Executor,
  since: number,
  limit: number,
): Promise<CompletedDeposit[]> {
  const rows = await selectCompletedDepositsSince(db, since, limit);
  const deposits: CompletedDeposit[] = [];
  for (const row of rows) {
    deposits.push({
      id: row.id,
      memberId: row.member_id,
      amount: row.amount,
      completedAt: row.updated_at,
      isFirst: (await countEarlierCompletedDeposits(db, row.member_id, row.id)) === 0,
    });
  }
  return deposits;
}

/**
 * Deposits completed in [from, to) summed per member (a deposit counts when it completed), maybe of one member:
 * what the VIP ladder counts (docs/product/rebate-vip.md).
 */
export async function sumCompletedDeposits(
  db: Executor,
  filter: { from: number; to: number; memberId?: number | undefined },
): Promise<{ memberId: number; amount: number }[]> {
  const rows = await sumCompletedDepositsByMember(db, filter);
  return rows.map((row) => ({ memberId: row.member_id, amount: row.amount }));
}
