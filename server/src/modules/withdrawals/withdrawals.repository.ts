import type { Insertable, Selectable, Updateable } from 'kysely';

import type {
  MemberBoundAccountTable,
  WithdrawalChannelTable,
  WithdrawalPayoutTable,
  WithdrawalProofTable,
  WithdrawalTable,
} from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type BoundAccountRow = Selectable<MemberBoundAccountTable>;
export type WithdrawalChannelRow = Selectable<WithdrawalChannelTable>;
export type WithdrawalRow = Selectable<WithdrawalTable>;
export type PayoutRow = Selectable<WithdrawalPayoutTable>;
export type ProofRow = Selectable<WithdrawalProofTable>;

// Bound accounts -------------------------------------------------------------------------------------------

/** A member's bound (not unbound) accounts, oldest first. */
export async function selectBoundAccounts(db: Executor, memberId: number): Promise<BoundAccountRow[]> {
  return db
    .selectFrom('member_bound_account')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('unbound_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** A bound account by id, bound or not. */
export async function selectBoundAccount(db: Executor, id: number): Promise<BoundAccountRow | undefined> {
  return db.selectFrom('member_bound_account').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The bound account, of any member, that holds this number at this provider now. */
export async function selectBoundAccountByNumber(
  db: Executor,
  kind: string,
  providerCode: string,
  accountNumber: string,
): Promise<BoundAccountRow | undefined> {
  return db
    .selectFrom('member_bound_account')
    .selectAll()
    .where('kind', '=', kind)
    .where('provider_code', '=', providerCode)
    .where('account_number', '=', accountNumber)
    .where('unbound_at', 'is', null)
    .executeTakeFirst();
}

/** Binds an account; answers its id. */
export async function insertBoundAccount(
  db: Executor,
  account: Omit<Insertable<MemberBoundAccountTable>, 'id' | 'unbound_at'>,
): Promise<number> {
  const row = await db
    .insertInto('member_bound_account')
    .values({ ...account, unbound_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Unbinds a member's account; false when it is not theirs or not bound. */
export async function markBoundAccountUnbound(
  db: Executor,
  id: number,
  memberId: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('member_bound_account')
    .set({ unbound_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('unbound_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Channels -------------------------------------------------------------------------------------------------

/** A withdrawal channel as configured (demo data and operator configuration). */
export interface WithdrawalChannelInsert {
  code: string;
  names: Record<string, string>;
  accountKind: 'BANK' | 'EWALLET';
  minAmount: number;
  maxAmount: number;
  dailyCountLimit: number;
  feeFixed: number;
  feePercentBasisPoints: number;
  sortOrder: number;
  updatedAt: number;
}

/** Adds a channel unless one with its code exists (which is left as it is). */
export async function insertWithdrawalChannelIfAbsent(
  db: Executor,
  channel: WithdrawalChannelInsert,
): Promise<void> {
  await db
    .insertInto('withdrawal_channel')
    .values({
      code: channel.code,
      name: JSON.stringify(channel.names),
      account_kind: channel.accountKind,
      min_amount: channel.minAmount,
      max_amount: channel.maxAmount,
      daily_count_limit: channel.dailyCountLimit,
      fee_fixed: channel.feeFixed,
      fee_percent_bp: channel.feePercentBasisPoints,
      enabled: 1,
      sort_order: channel.sortOrder,
      updated_at: channel.updatedAt,
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

/** Changes a channel's limits, fee or availability. */
export async function updateWithdrawalChannel(
  db: Executor,
  code: string,
  patch: Updateable<WithdrawalChannelTable>,
): Promise<void> {
  await db.updateTable('withdrawal_channel').set(patch).where('code', '=', code).execute();
}

/** The enabled channels in display order. */
export async function selectEnabledWithdrawalChannels(db: Executor): Promise<WithdrawalChannelRow[]> {
  return db
    .selectFrom('withdrawal_channel')
    .selectAll()
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

/** A channel by code, enabled or not. */
export async function selectWithdrawalChannel(
  db: Executor,
  code: string,
): Promise<WithdrawalChannelRow | undefined> {
  return db.selectFrom('withdrawal_channel').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Channel names by code, for labelling records. */
export async function selectWithdrawalChannelNames(db: Executor): Promise<Map<string, string>> {
  const rows = await db.selectFrom('withdrawal_channel').select(['code', 'name']).execute();
  return new Map(rows.map((row) => [row.code, row.name]));
}

// Withdrawals ----------------------------------------------------------------------------------------------

/** Stores a new withdrawal; answers its id. */
export async function insertWithdrawal(
  db: Executor,
  withdrawal: Omit<
    Insertable<WithdrawalTable>,
    'id' | 'disbursed_amount' | 'received_amount' | 'refunded_amount'
  >,
): Promise<number> {
  const row = await db.insertInto('withdrawal').values(withdrawal).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A member's requests per channel since `since`, rejected ones left out (the daily count). */
export async function countRecentWithdrawalsByChannel(
  db: Executor,
  memberId: number,
  since: number,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('withdrawal')
    .select((select) => ['channel_code', select.fn.countAll<number>().as('count')])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .where('status', '!=', 'REJECTED')
    .groupBy('channel_code')
    .execute();
  return new Map(rows.map((row) => [row.channel_code, Number(row.count)]));
}

/**
 * Takes a withdrawal's row lock for the rest of the transaction and answers the row as committed now: a
 * concurrent action on the same withdrawal waits, then sees this one's outcome.
 */
export async function lockWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | undefined> {
  return db
    .updateTable('withdrawal')
    .set((update) => ({ updated_at: update.ref('updated_at') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** A withdrawal by id. */
export async function selectWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | undefined> {
  return db.selectFrom('withdrawal').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Changes a withdrawal. */
export async function updateWithdrawal(
  db: Executor,
  id: number,
  patch: Updateable<WithdrawalTable>,
): Promise<void> {
  await db.updateTable('withdrawal').set(patch).where('id', '=', id).execute();
}

export interface WithdrawalFilter {
  id?: number;
  memberId?: number;
  status?: string;
  /** Created at or after. */
  from?: number;
  /** Created before. */
  to?: number;
}

function filterWithdrawals(db: Executor, filter: WithdrawalFilter) {
  let query = db.selectFrom('withdrawal');
  if (filter.id !== undefined) {
    query = query.where('withdrawal.id', '=', filter.id);
  }
  if (filter.memberId !== undefined) {
    query = query.where('withdrawal.member_id', '=', filter.memberId);
  }
  if (filter.status !== undefined) {
    query = query.where('withdrawal.status', '=', filter.status);
  }
  if (filter.from !== undefined) {
    query = query.where('withdrawal.created_at', '>=', filter.from);
  }
  if (filter.to !== undefined) {
    query = query.where('withdrawal.created_at', '<', filter.to);
  }
  return query;
}

/** A page of withdrawals, newest first, with the member's user name, and how many match in all. */
export async function selectWithdrawalPage(
  db: Executor,
  filter: WithdrawalFilter,
  paging: { limit: number; offset: number },
): Promise<{ rows: Array<WithdrawalRow & { username: string }>; total: number }> {
  const rows = await filterWithdrawals(db, filter)
    .innerJoin('member', 'member.id', 'withdrawal.member_id')
    .selectAll('withdrawal')
    .select('member.username')
    .orderBy('withdrawal.created_at', 'desc')
    .orderBy('withdrawal.id', 'desc')
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
  const count = await filterWithdrawals(db, filter)
    .select((select) => select.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.count) };
}

/** A member's user name. */
export async function selectMemberUsername(db: Executor, memberId: number): Promise<string | undefined> {
  const row = await db.selectFrom('member').select('username').where('id', '=', memberId).executeTakeFirst();
  return row?.username;
}

// Payouts --------------------------------------------------------------------------------------------------

/** Stores a disbursed payment; answers its id. */
export async function insertPayout(
  db: Executor,
  payout: Omit<
    Insertable<WithdrawalPayoutTable>,
    'id' | 'confirmed_at' | 'remark' | 'resolved_by' | 'resolution' | 'resolved_at'
  >,
): Promise<number> {
  const row = await db
    .insertInto('withdrawal_payout')
    .values({
      ...payout,
      confirmed_at: null,
      remark: null,
      resolved_by: null,
      resolution: null,
      resolved_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The payments of some withdrawals, oldest first. */
export async function selectPayouts(db: Executor, withdrawalIds: readonly number[]): Promise<PayoutRow[]> {
  if (withdrawalIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('withdrawal_payout')
    .selectAll()
    .where('withdrawal_id', 'in', withdrawalIds)
    .orderBy('id')
    .execute();
}

/** The payment of a withdrawal disbursed under `reference`. */
export async function selectPayoutByReference(
  db: Executor,
  withdrawalId: number,
  reference: string,
): Promise<PayoutRow | undefined> {
  return db
    .selectFrom('withdrawal_payout')
    .selectAll()
    .where('withdrawal_id', '=', withdrawalId)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** Changes a payment, only while it is in one of `fromStatuses`; false when it was not. */
export async function updatePayout(
  db: Executor,
  id: number,
  fromStatuses: readonly string[],
  patch: Updateable<WithdrawalPayoutTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('withdrawal_payout')
    .set(patch)
    .where('id', '=', id)
    .where('status', 'in', fromStatuses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Unconfirmed payments whose confirmation deadline has passed (of one member, or of all), oldest first. */
export async function selectOverduePayouts(
  db: Executor,
  now: number,
  limit: number,
  memberId?: number,
): Promise<PayoutRow[]> {
  let query = db
    .selectFrom('withdrawal_payout')
    .selectAll()
    .where('status', '=', 'AWAITING_CONFIRMATION')
    .where('confirm_deadline_at', '<=', now);
  if (memberId !== undefined) {
    query = query.where('member_id', '=', memberId);
  }
  return query.orderBy('confirm_deadline_at').orderBy('id').limit(limit).execute();
}

// Proofs ---------------------------------------------------------------------------------------------------

/** Stores a proof image; answers its id. */
export async function insertProof(
  db: Executor,
  proof: Omit<Insertable<WithdrawalProofTable>, 'id'>,
): Promise<number> {
  const row = await db.insertInto('withdrawal_proof').values(proof).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The proof ids of some payments, by payment. */
export async function selectProofIds(
  db: Executor,
  payoutIds: readonly number[],
): Promise<Map<number, number[]>> {
  const proofs = new Map<number, number[]>();
  if (payoutIds.length === 0) {
    return proofs;
  }
  const rows = await db
    .selectFrom('withdrawal_proof')
    .select(['id', 'payout_id'])
    .where('payout_id', 'in', payoutIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    proofs.set(row.payout_id, [...(proofs.get(row.payout_id) ?? []), row.id]);
  }
  return proofs;
}

/** A proof image with its bytes. */
export async function selectProof(db: Executor, id: number): Promise<ProofRow | undefined> {
  return db.selectFrom('withdrawal_proof').selectAll().where('id', '=', id).executeTakeFirst();
}
