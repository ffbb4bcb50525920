import type { Insertable, Selectable } from 'kysely';

import type { DepositTable, MemberAdjustmentTable, PaymentChannelTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A payment_channel row; mapped by the service before it leaves the server. */
export type PaymentChannelRow = Selectable<PaymentChannelTable>;
/** A deposit row. */
export type DepositRow = Selectable<DepositTable>;
/** A deposit row with its member's user name. */
export type DepositWithMemberRow = DepositRow & { username: string };
/** A member_adjustment row. */
export type MemberAdjustmentRow = Selectable<MemberAdjustmentTable>;
/** A deposit channel to add. */
export type NewPaymentChannel = Insertable<PaymentChannelTable>;

/** Inserts a channel unless its code exists already. */
export async function insertPaymentChannelIfAbsent(db: Executor, channel: NewPaymentChannel): Promise<void> {
  await db
    .insertInto('payment_channel')
    .values(channel)
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

/** Every channel, enabled or not, in display order. */
export async function selectPaymentChannels(db: Executor): Promise<PaymentChannelRow[]> {
  return db.selectFrom('payment_channel').selectAll().orderBy('sort_order').orderBy('code').execute();
}

/** A channel by code. */
export async function selectPaymentChannel(
  db: Executor,
  code: string,
): Promise<PaymentChannelRow | undefined> {
  return db.selectFrom('payment_channel').selectAll().where('code', '=', code).executeTakeFirst();
}

/**
 * Inserts a deposit and answers its id; undefined when the member already has a deposit under the same
 * `request_id` (committed by a concurrent twin: PostgreSQL waits for it, then skips the row).
 */
export async function insertDeposit(
  db: Executor,
  deposit: Omit<Insertable<DepositTable>, 'id'>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('deposit')
    .values(deposit)
    .onConflict((conflict) => conflict.columns(['member_id', 'request_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A deposit by id. */
export async function selectDeposit(db: Executor, id: number): Promise<DepositRow | undefined> {
  return db.selectFrom('deposit').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A member's deposit by the client's request id. */
/** The sum of a member's deposits asked for since `from` that were not rejected (pending and completed). */
export async function sumMemberDepositsSince(db: Executor, memberId: number, from: number): Promise<number> {
  const row = await db
    .selectFrom('deposit')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', from)
    .where('status', '!=', 'REJECTED')
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

export async function selectDepositByRequestId(
  db: Executor,
  memberId: number,
  requestId: string,
): Promise<DepositRow | undefined> {
  return db
    .selectFrom('deposit')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/**
 * Moves a PENDING deposit to `status` in one conditional statement; answers the row after the change, or
 * undefined when the deposit was not PENDING (any more): a concurrent reviewer got there first.
 */
export async function updatePendingDeposit(
  db: Executor,
  id: number,
  change: {
    status: string;
    rejectReason: string | null;
    reviewedBy: number | null;
    reviewedAt: number | null;
    now: number;
  },
): Promise<DepositRow | undefined> {
  return db
    .updateTable('deposit')
    .set({
      status: change.status,
      reject_reason: change.rejectReason,
      reviewed_by: change.reviewedBy,
      reviewed_at: change.reviewedAt,
      updated_at: change.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

/** Links a deposit to the ledger transfer that credited it. */
export async function updateDepositTransfer(db: Executor, id: number, transferId: number): Promise<void> {
  await db.updateTable('deposit').set({ ledger_transfer_id: transferId }).where('id', '=', id).execute();
}

/** Filters of a deposit list. */
export interface DepositFilter {
  memberId?: number | undefined;
  status?: string | undefined;
  /** created_at >= from */
  from?: number | undefined;
  /** created_at < to */
  to?: number | undefined;
}

function filterDeposits(db: Executor, filter: DepositFilter) {
  let query = db.selectFrom('deposit');
  if (filter.memberId !== undefined) {
    query = query.where('deposit.member_id', '=', filter.memberId);
  }
  if (filter.status !== undefined) {
    query = query.where('deposit.status', '=', filter.status);
  }
  if (filter.from !== undefined) {
    query = query.where('deposit.created_at', '>=', filter.from);
  }
  if (filter.to !== undefined) {
    query = query.where('deposit.created_at', '<', filter.to);
  }
  return query;
}

/** How many deposits match. */
export async function countDeposits(db: Executor, filter: DepositFilter): Promise<number> {
  const row = await filterDeposits(db, filter)
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of matching deposits with their member's user name, newest first. */
export async function selectDepositPage(
  db: Executor,
  filter: DepositFilter,
  page: { limit: number; offset: number },
): Promise<DepositWithMemberRow[]> {
  return filterDeposits(db, filter)
    .innerJoin('member', 'member.id', 'deposit.member_id')
    .selectAll('deposit')
    .select('member.username')
    .orderBy('deposit.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Inserts an adjustment and answers its id; undefined when the operator's request id was used already. */
export async function insertMemberAdjustment(
  db: Executor,
  adjustment: Omit<Insertable<MemberAdjustmentTable>, 'id'>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('member_adjustment')
    .values(adjustment)
    .onConflict((conflict) => conflict.columns(['operator_id', 'request_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** An operator's adjustment by the operator client's request id. */
export async function selectAdjustmentByRequestId(
  db: Executor,
  operatorId: number,
  requestId: string,
): Promise<MemberAdjustmentRow | undefined> {
  return db
    .selectFrom('member_adjustment')
    .selectAll()
    .where('operator_id', '=', operatorId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** Links an adjustment to the ledger transfer that made it. */
export async function updateAdjustmentTransfer(db: Executor, id: number, transferId: number): Promise<void> {
  await db
    .updateTable('member_adjustment')
    .set({ ledger_transfer_id: transferId })
    .where('id', '=', id)
    .execute();
}

/** An adjustment by id. */
export async function selectAdjustment(db: Executor, id: number): Promise<MemberAdjustmentRow | undefined> {
  return db.selectFrom('member_adjustment').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves a PENDING adjustment to its second operator's verdict; false when it was not PENDING any more (another
 * operator decided first).
 */
export async function reviewPendingAdjustment(
  db: Executor,
  id: number,
  review: { status: 'DONE' | 'REJECTED'; reviewedBy: number; reviewedAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable('member_adjustment')
    .set({ status: review.status, reviewed_by: review.reviewedBy, reviewed_at: review.reviewedAt })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface AdjustmentFilter {
  status?: 'DONE' | 'PENDING' | 'REJECTED' | undefined;
  memberId?: number | undefined;
}

function filterAdjustments(db: Executor, filter: AdjustmentFilter) {
  let query = db.selectFrom('member_adjustment');
  if (filter.status !== undefined) {
    query = query.where('member_adjustment.status', '=', filter.status);
  }
  if (filter.memberId !== undefined) {
    query = query.where('member_adjustment.member_id', '=', filter.memberId);
  }
  return query;
}

/** How many adjustments the filter keeps. */
export async function countAdjustments(db: Executor, filter: AdjustmentFilter): Promise<number> {
  const row = await filterAdjustments(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of adjustments with their members' user names, newest first. */
export function selectAdjustmentPage(
  db: Executor,
  filter: AdjustmentFilter,
  page: { limit: number; offset: number },
): Promise<(MemberAdjustmentRow & { username: string })[]> {
  return filterAdjustments(db, filter)
    .innerJoin('member', 'member.id', 'member_adjustment.member_id')
    .selectAll('member_adjustment')
    .select('member.username')
    .orderBy('member_adjustment.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Deposits completed at or after `since` (their last change), oldest id first, at most `limit`. */
export function selectCompletedDepositsSince(
  db: Executor,
  since: number,
  limit: number,
): Promise<DepositRow[]> {
  return db
    .selectFrom('deposit')
    .selectAll()
    .where('status', '=', 'COMPLETED')
    .where('updated_at', '>=', since)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** How many of a member's deposits completed before deposit `depositId` (by id). */
export async function countEarlierCompletedDeposits(
  db: Executor,
  memberId: number,
  depositId: number,
): Promise<number> {
  const row = await db
    .selectFrom('deposit')
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'COMPLETED')
    .where('id', '<', depositId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Completed deposits of [from, to) (by completion time) summed per member, maybe of one member. */
export async function sumCompletedDepositsByMember(
  db: Executor,
  filter: { from: number; to: number; memberId?: number | undefined },
): Promise<{ member_id: number; amount: number }[]> {
  let query = db
    .selectFrom('deposit')
    .select('member_id')
    .select((eb) => eb.fn.sum<number | string>('amount').as('amount'))
    .where('status', '=', 'COMPLETED')
    .where('updated_at', '>=', filter.from)
    .where('updated_at', '<', filter.to);
  if (filter.memberId !== undefined) {
    query = query.where('member_id', '=', filter.memberId);
  }
  const rows = await query.groupBy('member_id').execute();
  return rows.map((row) => ({ member_id: Number(row.member_id), amount: Number(row.amount) }));
}
