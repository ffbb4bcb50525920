import { createHash } from 'node:crypto';

import { UPLOAD_LIMITS } from '@plaza/contracts/constants';
import type { Language } from '@plaza/contracts/languages';
import { WITHDRAWAL_REMARK_MAX_LENGTH } from '@plaza/contracts/withdrawals';
import type {
  TurnoverStatusView,
  Withdrawal,
  WithdrawalChannel,
  WithdrawalPayout,
  WithdrawalQuote,
  WithdrawalRecords,
  WithdrawalRecordsQuery,
  WithdrawalRequest,
} from '@plaza/contracts/withdrawals';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { UploadedImage } from '../../http/uploaded-image';
import { lockMember } from '../accounts/members.service';
import type { MemberRow } from '../accounts/members.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import {
  ensureAccount,
  getHouseAccount,
  getMemberMainAccount,
  ledgerAccountCodes,
  postTransfers,
} from '../ledger/ledger.service';
import { isLedgerError } from '../ledger/ledger.types';
import type { LedgerAccount, TransferRequest } from '../ledger/ledger.types';
import { getTurnoverStatus } from '../payments/turnover.service';
import { findProviderName, maskAccountNumber } from './bound-accounts.service';
import { requirePaymentPassword } from './payment-password.service';
import { computeWithdrawalFee } from './withdrawal-fee';
import {
  deriveWithdrawalProgress,
  isPayoutStatus,
  isWithdrawalStatus,
  judgeConfirmReceived,
  judgeReportNotReceived,
} from './withdrawal-state';
import type { ActionVerdict } from './withdrawal-state';
import {
  countRecentWithdrawalsByChannel,
  insertProof,
  insertWithdrawalChannelIfAbsent,
  insertWithdrawal,
  lockWithdrawal,
  selectBoundAccount,
  selectEnabledWithdrawalChannels,
  selectOverduePayouts,
  selectPayouts,
  selectProof,
  selectProofIds,
  selectWithdrawalChannel,
  selectWithdrawalChannelNames,
  selectWithdrawalPage,
  updatePayout,
  updateWithdrawal,
} from './withdrawals.repository';
import type {
  PayoutRow,
  WithdrawalChannelInsert,
  WithdrawalChannelRow,
  WithdrawalRow,
} from './withdrawals.repository';

export type { WithdrawalChannelInsert } from './withdrawals.repository';

/** The daily count is over any 24 hours, not a calendar day (docs/decisions/008-withdrawals.md). */
export const DAILY_COUNT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How many overdue payments one pass of the auto-confirmation settles. */
const AUTO_CONFIRM_BATCH = 200;

/** A channel's name in `language`, else English, else any. */
export function pickChannelName(namesJson: string | undefined, language: Language, code: string): string {
  if (namesJson === undefined) {
    return code;
  }
  const names: unknown = JSON.parse(namesJson);
  if (names === null || typeof names !== 'object') {
    return code;
  }
  const byLanguage = new Map(
    Object.entries(names).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return byLanguage.get(language) ?? byLanguage.get('en') ?? byLanguage.values().next().value ?? code;
}

function feeRuleOf(channel: WithdrawalChannelRow) {
  return { fixed: channel.fee_fixed, percentBasisPoints: channel.fee_percent_bp };
}

function toChannel(channel: WithdrawalChannelRow, language: Language, usedToday: number): WithdrawalChannel {
  return {
    code: channel.code,
    name: pickChannelName(channel.name, language, channel.code),
    accountKind: channel.account_kind === 'BANK' ? 'BANK' : 'EWALLET',
    minAmount: channel.min_amount,
    maxAmount: channel.max_amount,
    dailyCountLimit: channel.daily_count_limit,
    usedToday,
    fee: feeRuleOf(channel),
  };
}

/** The enabled withdrawal channels with their limits, fee rules and the member's count of the last 24 hours. */
export async function listWithdrawalChannels(
  handle: DatabaseHandle,
  member: MemberRow,
  language: Language,
  now: number = Date.now(),
): Promise<{ channels: WithdrawalChannel[] }> {
  const channels = await selectEnabledWithdrawalChannels(handle.db);
  const used = await countRecentWithdrawalsByChannel(handle.db, member.id, now - DAILY_COUNT_WINDOW_MS);
  return { channels: channels.map((channel) => toChannel(channel, language, used.get(channel.code) ?? 0)) };
}

async function requireEnabledChannel(db: Executor, code: string): Promise<WithdrawalChannelRow> {
  const channel = await selectWithdrawalChannel(db, code);
  if (!channel || channel.enabled !== 1) {
    throw new AppError('withdrawal.channel.unavailable');
  }
  return channel;
}

/** The fee and payout of an amount through a channel, refusing an amount outside the channel's limits. */
function quoteAmount(channel: WithdrawalChannelRow, amount: number): WithdrawalQuote {
  const fee = computeWithdrawalFee(amount, feeRuleOf(channel));
  if (amount < channel.min_amount || amount > channel.max_amount || amount - fee < 1) {
    throw new AppError('withdrawal.amount.out.of.range', {
      minAmount: channel.min_amount,
      maxAmount: channel.max_amount,
      fee,
    });
  }
  return { amount, fee, payoutAmount: amount - fee };
}

/** What withdrawing `amount` through a channel costs and pays. */
export async function quoteWithdrawal(
  handle: DatabaseHandle,
  request: { channelCode: string; amount: number },
): Promise<WithdrawalQuote> {
  return quoteAmount(await requireEnabledChannel(handle.db, request.channelCode), request.amount);
}

/** The member's turnover requirement against what they wagered, per game type (the turnover page). */
export async function getMemberTurnover(
  handle: DatabaseHandle,
  memberId: number,
): Promise<TurnoverStatusView> {
  const status = await getTurnoverStatus(handle.db, memberId);
  return {
    required: status.required,
    wagered: status.wagered,
    byGameType: Object.entries(status.byGameType).map(([gameType, wagered]) => ({ gameType, wagered })),
    isMet: status.isMet,
  };
}

/** The member's hold account: their requested withdrawals until disbursed or returned. */
export function getWithdrawalHoldAccount(
  db: Executor,
  memberId: number,
  currency: string,
  now: number,
): Promise<LedgerAccount> {
  return ensureAccount(
    db,
    {
      code: ledgerAccountCodes.withdrawalHold(memberId),
      kind: 'withdrawal_hold',
      ownerId: memberId,
      currency,
      allowNegative: false,
    },
    now,
  );
}

/** The ledger account of a payout channel (money leaves through it, so it may go negative). */
export function getChannelAccount(
  db: Executor,
  channelCode: string,
  currency: string,
  now: number,
): Promise<LedgerAccount> {
  return ensureAccount(
    db,
    {
      code: ledgerAccountCodes.paymentChannel(channelCode),
      kind: 'payment_channel',
      ownerId: null,
      currency,
      allowNegative: true,
    },
    now,
  );
}

/** How the ledger reference of everything a withdrawal moves begins; the account record tells them apart by it. */
export const WITHDRAWAL_REFERENCE_PREFIX = 'withdrawal:';

/** The ledger reference of everything a withdrawal moves. */
export function withdrawalReference(withdrawalId: number): string {
  return `${WITHDRAWAL_REFERENCE_PREFIX}${withdrawalId}`;
}

/**
 * Requests a withdrawal (docs/product/withdrawals.md#confirmation-of-each-payment): through an enabled channel, to
 * one of the member's bound accounts of the channel's kind, within the channel's limits, with the payment
 * password; refused while the turnover requirement is not met, past the channel's count in 24 hours, or beyond the
 * main wallet's balance. `amount` leaves the main wallet in two linked transfers: amount − fee to the member's
 * withdrawal hold, and the fee to the house. Nothing moves when anything is refused.
 */
export async function requestWithdrawal(
  handle: DatabaseHandle,
  member: MemberRow,
  request: WithdrawalRequest,
  language: Language,
  now: number = Date.now(),
): Promise<Withdrawal> {
  const settings = await getDeploymentSettings(handle);
  const channel = await requireEnabledChannel(handle.db, request.channelCode);
  const account = await selectBoundAccount(handle.db, Number(request.boundAccountId));
  if (!account || account.member_id !== member.id || account.unbound_at !== null) {
    throw new AppError('not.found');
  }
  if (account.kind !== channel.account_kind) {
    throw new AppError('withdrawal.channel.unavailable');
  }
  const quote = quoteAmount(channel, request.amount);
  await requirePaymentPassword(handle, member, request.paymentPassword, now);

  const currency = settings.currency.code;
  const withdrawalId = await runInTransaction(handle, async (db) => {
    // The member's row lock serializes their requests, so the 24-hour count cannot be raced past.
    await lockMember(db, member.id);
    const used = (await countRecentWithdrawalsByChannel(db, member.id, now - DAILY_COUNT_WINDOW_MS)).get(
      channel.code,
    );
    if ((used ?? 0) >= channel.daily_count_limit) {
      throw new AppError('withdrawal.daily.limit', { limit: channel.daily_count_limit, used: used ?? 0 });
    }
    const turnover = await getTurnoverStatus(db, member.id);
    if (!turnover.isMet) {
      throw new AppError('withdrawal.turnover.not.met', {
        required: turnover.required,
        wagered: turnover.wagered,
      });
    }
    const id = await insertWithdrawal(db, {
      member_id: member.id,
      channel_code: channel.code,
      bound_account_id: account.id,
      account_kind: account.kind,
      provider_code: account.provider_code,
      provider_name: findProviderName(settings.withdrawal, account.kind, account.provider_code),
      account_number: account.account_number,
      holder_name: account.holder_name,
      currency,
      amount: quote.amount,
      fee: quote.fee,
      payout_amount: quote.payoutAmount,
      status: 'PENDING',
      reject_reason: null,
      review_remark: null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: now,
      updated_at: now,
      completed_at: null,
    });
    const main = await getMemberMainAccount(db, member.id, currency, now);
    const hold = await getWithdrawalHoldAccount(db, member.id, currency, now);
    const transfers: TransferRequest[] = [
      {
        idempotencyKey: `${withdrawalReference(id)}:hold`,
        kind: 'withdrawal',
        reference: withdrawalReference(id),
        debitAccountId: main.id,
        creditAccountId: hold.id,
        amount: quote.payoutAmount,
        metadata: { channel: channel.code },
      },
    ];
    if (quote.fee > 0) {
      const house = await getHouseAccount(db, member.id, currency, now);
      transfers.push({
        idempotencyKey: `${withdrawalReference(id)}:fee`,
        kind: 'fee',
        reference: withdrawalReference(id),
        debitAccountId: main.id,
        creditAccountId: house.id,
        amount: quote.fee,
        metadata: { channel: channel.code },
      });
    }
    try {
      await postTransfers(db, transfers, now);
    } catch (error) {
      if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) {
        throw new AppError('balance.insufficient');
      }
      throw error;
    }
    return id;
  });
  return getMemberWithdrawal(handle, member, String(withdrawalId), language, now);
}

/** Stores what follows from a withdrawal's payments: its status, received and refunded amounts, completion. */
export async function recomputeWithdrawal(
  db: Executor,
  withdrawal: WithdrawalRow,
  now: number,
): Promise<void> {
  const payouts = await selectPayouts(db, [withdrawal.id]);
  const progress = deriveWithdrawalProgress(
    {
      status: toWithdrawalStatus(withdrawal.status),
      payoutAmount: withdrawal.payout_amount,
      disbursedAmount: withdrawal.disbursed_amount,
    },
    payouts.map((payout) => ({ amount: payout.amount, status: toPayoutStatus(payout.status) })),
  );
  await updateWithdrawal(db, withdrawal.id, {
    status: progress.status,
    received_amount: progress.receivedAmount,
    refunded_amount: progress.refundedAmount,
    completed_at:
      progress.status === 'COMPLETED' ? (withdrawal.completed_at ?? now) : withdrawal.completed_at,
    updated_at: now,
  });
}

/** A stored withdrawal status, checked. */
export function toWithdrawalStatus(value: string) {
  if (!isWithdrawalStatus(value)) {
    throw new Error(`withdrawal has unknown status ${value}`);
  }
  return value;
}

/** A stored payout status, checked. */
export function toPayoutStatus(value: string) {
  if (!isPayoutStatus(value)) {
    throw new Error(`withdrawal_payout has unknown status ${value}`);
  }
  return value;
}

/**
 * Inside a transaction holding the withdrawal's lock: every payment of it still unconfirmed past its deadline
 * counts as received (AUTO_RECEIVED, at its deadline). Conditional updates: a second pass changes nothing.
 * Answers how many it settled.
 */
async function settleOverduePayoutsOf(
  db: Executor,
  withdrawal: WithdrawalRow,
  payouts: readonly PayoutRow[],
  now: number,
): Promise<number> {
  let settled = 0;
  for (const payout of payouts) {
    if (payout.status === 'AWAITING_CONFIRMATION' && payout.confirm_deadline_at <= now) {
      const isSettled = await updatePayout(db, payout.id, ['AWAITING_CONFIRMATION'], {
        status: 'AUTO_RECEIVED',
        confirmed_at: payout.confirm_deadline_at,
      });
      settled += isSettled ? 1 : 0;
    }
  }
  if (settled > 0) {
    await recomputeWithdrawal(db, withdrawal, now);
  }
  return settled;
}

/**
 * Counts as received every disbursed payment left unconfirmed past its deadline
 * (docs/product/withdrawals.md#confirmation-of-each-payment: "deemed received"), of one member or of everyone. Run
 * by the periodic job and lazily before a withdrawal is read or acted on; idempotent, one short transaction per
 * withdrawal. Answers how many payments it settled.
 */
export async function settleOverduePayouts(
  handle: DatabaseHandle,
  now: number = Date.now(),
  memberId?: number,
): Promise<number> {
  let settled = 0;
  for (;;) {
    const overdue = await selectOverduePayouts(handle.db, now, AUTO_CONFIRM_BATCH, memberId);
    const withdrawalIds = [...new Set(overdue.map((payout) => payout.withdrawal_id))];
    let settledNow = 0;
    for (const withdrawalId of withdrawalIds) {
      settledNow += await runInTransaction(handle, async (db) => {
        const withdrawal = await lockWithdrawal(db, withdrawalId);
        return withdrawal
          ? settleOverduePayoutsOf(db, withdrawal, await selectPayouts(db, [withdrawalId]), now)
          : 0;
      });
    }
    settled += settledNow;
    if (overdue.length < AUTO_CONFIRM_BATCH || settledNow === 0) {
      return settled;
    }
  }
}

function isoOrNull(time: number | null): string | null {
  return time === null ? null : new Date(time).toISOString();
}

/** A payment as its member sees it. */
function toPayout(payout: PayoutRow, proofIds: readonly number[]): WithdrawalPayout {
  return {
    id: String(payout.id),
    amount: payout.amount,
    status: toPayoutStatus(payout.status),
    disbursedAt: new Date(payout.disbursed_at).toISOString(),
    confirmDeadlineAt: new Date(payout.confirm_deadline_at).toISOString(),
    confirmedAt: isoOrNull(payout.confirmed_at),
    remark: payout.remark,
    proofIds: proofIds.map(String),
  };
}

/** A withdrawal with its payments as its member sees it. */
export function toWithdrawal(
  row: WithdrawalRow,
  payouts: readonly PayoutRow[],
  proofs: ReadonlyMap<number, number[]>,
  channelName: string,
): Withdrawal {
  return {
    id: String(row.id),
    channelCode: row.channel_code,
    channelName,
    destination: {
      kind: row.account_kind === 'BANK' ? 'BANK' : 'EWALLET',
      providerCode: row.provider_code,
      providerName: row.provider_name,
      accountNumberMasked: maskAccountNumber(row.account_number),
      holderName: row.holder_name,
    },
    amount: row.amount,
    fee: row.fee,
    payoutAmount: row.payout_amount,
    disbursedAmount: row.disbursed_amount,
    receivedAmount: row.received_amount,
    refundedAmount: row.refunded_amount,
    remainingAmount: row.payout_amount - row.received_amount - row.refunded_amount,
    status: toWithdrawalStatus(row.status),
    rejectReason: row.reject_reason,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    completedAt: isoOrNull(row.completed_at),
    payouts: payouts
      .filter((payout) => payout.withdrawal_id === row.id)
      .map((payout) => toPayout(payout, proofs.get(payout.id) ?? [])),
  };
}

/** Withdrawals with their payments, proofs and channel names loaded. */
export async function loadWithdrawalDetails(db: Executor, rows: readonly WithdrawalRow[]) {
  const payouts = await selectPayouts(
    db,
    rows.map((row) => row.id),
  );
  const proofs = await selectProofIds(
    db,
    payouts.map((payout) => payout.id),
  );
  const channelNames = await selectWithdrawalChannelNames(db);
  return { payouts, proofs, channelNames };
}

/**
 * A page of the member's withdrawals, newest first, filtered by status and creation time. Overdue payments are
 * settled first, so the page never shows one as still awaiting confirmation.
 */
export async function listMemberWithdrawals(
  handle: DatabaseHandle,
  member: MemberRow,
  query: WithdrawalRecordsQuery,
  language: Language,
  now: number = Date.now(),
): Promise<WithdrawalRecords> {
  await settleOverduePayouts(handle, now, member.id);
  const { rows, total } = await selectWithdrawalPage(
    handle.db,
    {
      memberId: member.id,
      ...(query.status === undefined ? {} : { status: query.status }),
      ...(query.from === undefined ? {} : { from: Date.parse(query.from) }),
      ...(query.to === undefined ? {} : { to: Date.parse(query.to) }),
    },
    { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
  );
  const { payouts, proofs, channelNames } = await loadWithdrawalDetails(handle.db, rows);
  return {
    content: rows.map((row) =>
      toWithdrawal(
        row,
        payouts,
        proofs,
        pickChannelName(channelNames.get(row.channel_code), language, row.channel_code),
      ),
    ),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** One of the member's withdrawals (not.found for another member's). */
export async function getMemberWithdrawal(
  handle: DatabaseHandle,
  member: MemberRow,
  withdrawalId: string,
  language: Language,
  now: number = Date.now(),
): Promise<Withdrawal> {
  await settleOverduePayouts(handle, now, member.id);
  const { rows } = await selectWithdrawalPage(
    handle.db,
    { memberId: member.id, id: Number(withdrawalId) },
    { limit: 1, offset: 0 },
  );
  const row = rows[0];
  if (!row) {
    throw new AppError('not.found');
  }
  const { payouts, proofs, channelNames } = await loadWithdrawalDetails(handle.db, [row]);
  return toWithdrawal(
    row,
    payouts,
    proofs,
    pickChannelName(channelNames.get(row.channel_code), language, row.channel_code),
  );
}

/**
 * Runs a member's confirmation on one of their withdrawals in one transaction holding its lock: overdue
 * payments are settled first, then `act` decides per payment. Refuses another member's withdrawal (not.found).
 */
async function confirmOnWithdrawal(
  handle: DatabaseHandle,
  member: MemberRow,
  withdrawalId: string,
  now: number,
  act: (db: Executor, withdrawal: WithdrawalRow, payouts: PayoutRow[]) => Promise<void>,
): Promise<void> {
  await runInTransaction(handle, async (db) => {
    const withdrawal = await lockWithdrawal(db, Number(withdrawalId));
    if (!withdrawal || withdrawal.member_id !== member.id) {
      throw new AppError('not.found');
    }
    await settleOverduePayoutsOf(db, withdrawal, await selectPayouts(db, [withdrawal.id]), now);
    await act(db, withdrawal, await selectPayouts(db, [withdrawal.id]));
  });
}

function refuseTransition(action: string, status: string): never {
  throw new AppError('withdrawal.invalid.transition', { action, status });
}

function findPayout(payouts: readonly PayoutRow[], payoutId: string): PayoutRow {
  const payout = payouts.find((candidate) => String(candidate.id) === payoutId);
  if (!payout) {
    throw new AppError('not.found');
  }
  return payout;
}

/** The member confirms one payment received (also one they had reported not received). */
export async function confirmPayoutReceived(
  handle: DatabaseHandle,
  member: MemberRow,
  request: { withdrawalId: string; payoutId: string },
  language: Language,
  now: number = Date.now(),
): Promise<Withdrawal> {
  await confirmOnWithdrawal(handle, member, request.withdrawalId, now, async (db, withdrawal, payouts) => {
    const payout = findPayout(payouts, request.payoutId);
    const verdict: ActionVerdict = judgeConfirmReceived(toPayoutStatus(payout.status));
    if (verdict === 'refuse') {
      refuseTransition('received', payout.status);
    }
    if (verdict === 'apply') {
      await updatePayout(db, payout.id, [payout.status], { status: 'RECEIVED', confirmed_at: now });
      await recomputeWithdrawal(db, withdrawal, now);
    }
  });
  return getMemberWithdrawal(handle, member, request.withdrawalId, language, now);
}

/** The member confirms every disbursed payment of a withdrawal received ("all received"). */
export async function confirmAllReceived(
  handle: DatabaseHandle,
  member: MemberRow,
  request: { withdrawalId: string },
  language: Language,
  now: number = Date.now(),
): Promise<Withdrawal> {
  await confirmOnWithdrawal(handle, member, request.withdrawalId, now, async (db, withdrawal, payouts) => {
    const open = payouts.filter((payout) => judgeConfirmReceived(toPayoutStatus(payout.status)) === 'apply');
    if (open.length === 0) {
      // Nothing disbursed yet, or only refunded payments: there is nothing to confirm. All confirmed already:
      // a repeat, answered as before.
      const hasReceived = payouts.some(
        (payout) => judgeConfirmReceived(toPayoutStatus(payout.status)) === 'replay',
      );
      if (!hasReceived) {
        refuseTransition('allReceived', withdrawal.status);
      }
      return;
    }
    for (const payout of open) {
      await updatePayout(db, payout.id, [payout.status], { status: 'RECEIVED', confirmed_at: now });
    }
    await recomputeWithdrawal(db, withdrawal, now);
  });
  return getMemberWithdrawal(handle, member, request.withdrawalId, language, now);
}

/**
 * The member reports a payment not received, with 1 to 3 proof images (checked by checkUploadedImage) and an
 * optional remark of at most 140 characters (400 upload.invalid, 400 remark.too.long); the withdrawal becomes
 * DISPUTED until the operator settles the payment. Only a payment still awaiting confirmation: one received, or
 * counted as received after the deadline, cannot be disputed
 * (docs/product/withdrawals.md#confirmation-of-each-payment: a forced receipt is not refunded).
 */
export async function reportPayoutNotReceived(
  handle: DatabaseHandle,
  member: MemberRow,
  report: {
    withdrawalId: string;
    payoutId: string;
    remark?: string | undefined;
    proofs: readonly UploadedImage[];
  },
  language: Language,
  now: number = Date.now(),
): Promise<Withdrawal> {
  if (report.proofs.length === 0 || report.proofs.length > UPLOAD_LIMITS.maxImages) {
    throw new AppError('upload.invalid');
  }
  const remark = report.remark === undefined || report.remark === '' ? null : report.remark;
  if (remark !== null && [...remark].length > WITHDRAWAL_REMARK_MAX_LENGTH) {
    throw new AppError('remark.too.long');
  }
  const request = { ...report, remark };
  await confirmOnWithdrawal(handle, member, request.withdrawalId, now, async (db, withdrawal, payouts) => {
    const payout = findPayout(payouts, request.payoutId);
    if (judgeReportNotReceived(toPayoutStatus(payout.status)) !== 'apply') {
      refuseTransition('notReceived', payout.status);
    }
    await updatePayout(db, payout.id, ['AWAITING_CONFIRMATION'], {
      status: 'NOT_RECEIVED',
      confirmed_at: now,
      remark: request.remark,
    });
    for (const proof of request.proofs) {
      await insertProof(db, {
        payout_id: payout.id,
        withdrawal_id: withdrawal.id,
        member_id: member.id,
        content_type: proof.contentType,
        size_bytes: proof.bytes.length,
        sha256: createHash('sha256').update(proof.bytes).digest('hex'),
        data: proof.bytes,
        created_at: now,
      });
    }
    await recomputeWithdrawal(db, withdrawal, now);
  });
  return getMemberWithdrawal(handle, member, request.withdrawalId, language, now);
}

/** A proof image: the member's own (memberId given) or any (operators). */
export async function readProofImage(
  handle: DatabaseHandle,
  proofId: string,
  memberId?: number,
): Promise<{ contentType: string; bytes: Buffer }> {
  const proof = await selectProof(handle.db, Number(proofId));
  if (!proof || (memberId !== undefined && proof.member_id !== memberId)) {
    throw new AppError('not.found');
  }
  return { contentType: proof.content_type, bytes: Buffer.from(proof.data) };
}

/** Adds a withdrawal channel unless one with its code exists (which is left as it is). */
export async function addWithdrawalChannel(db: Executor, channel: WithdrawalChannelInsert): Promise<void> {
  await insertWithdrawalChannelIfAbsent(db, channel);
}
