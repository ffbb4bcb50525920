import { sql } from 'kysely';
import type { Compilable, Insertable, Selectable } from 'kysely';

import { lockOnPostgres } from '../../db/dialect';
import {
  columnNamesOf,
  isListedMember,
  prepareQuery,
  runStatements,
  selectEveryRow,
  toStatement,
} from '../../db/prepared-query';
import type { MemberList, Parameter } from '../../db/prepared-query';
import type {
  PointConfigTable,
  PointEntryTable,
  PointRedemptionTable,
  PointRewardTable,
} from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type PointConfigRow = Selectable<PointConfigTable>;
export type PointEntryRow = Selectable<PointEntryTable>;
export type PointRewardRow = Selectable<PointRewardTable>;
export type PointRedemptionRow = Selectable<PointRedemptionTable>;
export type PointRewardInsert = Omit<Insertable<PointRewardTable>, 'id'>;

export function selectPointConfig(db: Executor): Promise<PointConfigRow | undefined> {
  return db.selectFrom('point_config').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Writes the one row of rates (insert or replace). */
export async function upsertPointConfig(db: Executor, config: PointConfigRow): Promise<void> {
  await db
    .insertInto('point_config')
    .values(config)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({
        valid_bet_per_point: config.valid_bet_per_point,
        convert_points: config.convert_points,
        convert_amount: config.convert_amount,
        min_convert_points: config.min_convert_points,
        convert_turnover_x100: config.convert_turnover_x100,
        updated_at: config.updated_at,
      }),
    )
    .execute();
}

/** The member's points and counted valid bet; zeros when nothing was ever earned. */
export async function selectPointBalance(
  db: Executor,
  memberId: number,
): Promise<{ balance: number; validBetTotal: number }> {
  const row = await db
    .selectFrom('point_balance')
    .select(['balance', 'valid_bet_total'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return { balance: row?.balance ?? 0, validBetTotal: row?.valid_bet_total ?? 0 };
}

/**
 * Adds `points` (negative to spend) and `validBet` to the member's balance row, creating it at zero first. A spend
 * only happens when the balance covers it: answers the new balance, or undefined when it did not.
 */
export async function changePointBalance(
  db: Executor,
  change: { memberId: number; points: number; validBet: number; now: number },
): Promise<number | undefined> {
  await db
    .insertInto('point_balance')
    .values({ member_id: change.memberId, balance: 0, valid_bet_total: 0, updated_at: change.now })
    .onConflict((conflict) => conflict.column('member_id').doNothing())
    .execute();
  const updated = await db
    .updateTable('point_balance')
    .set((eb) => ({
      balance: eb('balance', '+', change.points),
      valid_bet_total: eb('valid_bet_total', '+', change.validBet),
      updated_at: change.now,
    }))
    .where('member_id', '=', change.memberId)
    .where('balance', '>=', -Math.min(change.points, 0))
    .returning('balance')
    .executeTakeFirst();
  return updated?.balance;
}

/** Inserts a movement unless its key exists; answers whether it was inserted. */
export async function insertPointEntryOnce(
  db: Executor,
  entry: Omit<Insertable<PointEntryTable>, 'id'>,
): Promise<boolean> {
  const result = await db
    .insertInto('point_entry')
    .values(entry)
    .onConflict((conflict) => conflict.column('entry_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function selectPointEntryByKey(db: Executor, key: string): Promise<PointEntryRow | undefined> {
  return db.selectFrom('point_entry').selectAll().where('entry_key', '=', key).executeTakeFirst();
}

export async function countPointEntries(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('point_entry')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function selectPointEntryPage(
  db: Executor,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<PointEntryRow[]> {
  return db
    .selectFrom('point_entry')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** What the earning job counted for one member and report day. */
export function selectPointEarnings(
  db: Executor,
  day: number,
): Promise<{ member_id: number; valid_bet: number; points: number }[]> {
  return db
    .selectFrom('point_earning')
    .select(['member_id', 'valid_bet', 'points'])
    .where('day', '=', day)
    .execute();
}

/** What the earning job counted for one member from `fromDay` on, by day. */
export async function selectMemberPointEarnings(
  db: Executor,
  memberId: number,
  fromDay: number,
): Promise<Map<number, { valid_bet: number; points: number }>> {
  const rows = await db
    .selectFrom('point_earning')
    .select(['day', 'valid_bet', 'points'])
    .where('member_id', '=', memberId)
    .where('day', '>=', fromDay)
    .execute();
  return new Map(rows.map((row) => [row.day, { valid_bet: row.valid_bet, points: row.points }]));
}

/** A member's count of one report day (point_earning), as a row list gives it (prepared-query.ts). */
export interface PointEarningRow {
  member_id: number;
  day: number;
  valid_bet: number;
  points: number;
}

const EARNING_COLUMNS = {
  member_id: 'bigint',
  day: 'bigint',
  valid_bet: 'bigint',
  points: 'bigint',
} as const;

const insertEarningsQuery = prepareQuery(
  (
    db,
    _parameter: Parameter<{ earnings: PointEarningRow[] }>,
    { dialect, rows },
  ): Compilable<{ member_id: number }> => {
    const insert = db
      .insertInto('point_earning')
      .columns(columnNamesOf(EARNING_COLUMNS))
      .expression((eb) => selectEveryRow(eb, rows('earnings', EARNING_COLUMNS)))
      .onConflict((conflict) => conflict.columns(['member_id', 'day']).doNothing());
    // On SQLite each inserted row comes back without RETURNING (prepareQuery).
    return dialect === 'sqlite' ? insert : insert.returning('member_id');
  },
  { insertedRowsOnSqlite: true },
);

const lockEarningsQuery = prepareQuery((db, parameter: Parameter<MemberList & { day: number }>, tools) =>
  lockOnPostgres(
    db
      .selectFrom('point_earning')
      .select(['member_id', 'valid_bet', 'points'])
      .where('day', '=', parameter('day'))
      .where(isListedMember(tools)),
    tools.dialect,
  ),
);

type CountedEarnings = Map<number, { valid_bet: number; points: number }>;

function lockEarningsStatement(db: Executor, day: number, memberIds: readonly number[]) {
  return toStatement(
    db,
    lockEarningsQuery,
    { day, members: memberIds.map((id) => ({ member_id: id })) },
    (result): CountedEarnings =>
      new Map(
        result.rows.map((row) => [
          Number(row.member_id),
          { valid_bet: Number(row.valid_bet), points: Number(row.points) },
        ]),
      ),
    memberIds.length === 0,
  );
}

/**
 * The counts of one report day of a batch of members (`earnings`, each as counted from nothing), inside the caller's
 * transaction: the rows that exist read and on PostgreSQL locked until the transaction ends, then the others
 * inserted as given, in one round trip (row lists), so that a new count is written once, not inserted at nothing
 * and rewritten (decision 109). A row another transaction inserted between the two (the earning job's batch) is
 * read and locked in a second round trip. Answers the members whose rows this inserted, and what the others had
 * counted; two batches on the same members (the daily pass, the earning job) wait for each other.
 */
export async function insertOrLockPointEarnings(
  db: Executor,
  request: { day: number; earnings: readonly PointEarningRow[] },
): Promise<{ inserted: Set<number>; counted: CountedEarnings }> {
  const memberIds = request.earnings.map((row) => row.member_id);
  const [counted, inserted] = await runStatements(db, [
    lockEarningsStatement(db, request.day, memberIds),
    toStatement(
      db,
      insertEarningsQuery,
      { earnings: [...request.earnings] },
      (result) => new Set(result.rows.map((row) => Number(row.member_id))),
      request.earnings.length === 0,
    ),
  ]);
  const raced = memberIds.filter((id) => !inserted.has(id) && !counted.has(id));
  if (raced.length > 0) {
    const [late] = await runStatements(db, [lockEarningsStatement(db, request.day, raced)]);
    for (const [memberId, count] of late) {
      counted.set(memberId, count);
    }
  }
  return { inserted, counted };
}

const writeEarningsQuery = prepareQuery(
  (db, _parameter: Parameter<{ earnings: PointEarningRow[] }>, { rows }) =>
    db
      .insertInto('point_earning')
      .columns(columnNamesOf(EARNING_COLUMNS))
      .expression((eb) => selectEveryRow(eb, rows('earnings', EARNING_COLUMNS)))
      .onConflict((conflict) =>
        conflict
          .columns(['member_id', 'day'])
          .doUpdateSet({ valid_bet: sql`excluded.valid_bet`, points: sql`excluded.points` })
          .where('point_earning.valid_bet', '<', sql<number>`excluded.valid_bet`),
      ),
);

/** A change of a member's points balance: points and valid bet added. */
export interface PointBalanceChange {
  member_id: number;
  points: number;
  valid_bet: number;
}

const addToBalancesQuery = prepareQuery(
  (db, parameter: Parameter<{ changes: PointBalanceChange[]; now: number }>, { rows }) =>
    db
      .insertInto('point_balance')
      .columns(['member_id', 'balance', 'valid_bet_total', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom(rows('changes', { member_id: 'bigint', points: 'bigint', valid_bet: 'bigint' }))
          .select(['changes.member_id', 'changes.points', 'changes.valid_bet'])
          // Typed: an untyped parameter in a SELECT's list would be read as text on PostgreSQL.
          .select(sql<number>`cast(${parameter('now')} as bigint)`.as('updated_at'))
          // SQLite reads an ON CONFLICT right after a SELECT without WHERE as the ON of a join.
          .where(sql<boolean>`true`),
      )
      .onConflict((conflict) =>
        conflict.column('member_id').doUpdateSet({
          balance: sql`point_balance.balance + excluded.balance`,
          valid_bet_total: sql`point_balance.valid_bet_total + excluded.valid_bet_total`,
          updated_at: sql`excluded.updated_at`,
        }),
      ),
);

/** An earning's movement, its balance after read from the balance the same statements changed. */
export interface EarnedPointEntry {
  member_id: number;
  entry_key: string;
  kind: string;
  points: number;
  amount: number;
  reference: string;
  remark: string;
  created_at: number;
}

const ENTRY_COLUMNS = {
  member_id: 'bigint',
  entry_key: 'text',
  kind: 'text',
  points: 'bigint',
  amount: 'bigint',
  reference: 'text',
  remark: 'text',
  created_at: 'bigint',
} as const;

const insertEarnedEntriesQuery = prepareQuery(
  (db, _parameter: Parameter<{ entries: EarnedPointEntry[] }>, { rows }) =>
    db
      .insertInto('point_entry')
      .columns([...columnNamesOf(ENTRY_COLUMNS), 'balance_after'])
      .expression((eb) =>
        eb
          .selectFrom(rows('entries', ENTRY_COLUMNS))
          .select([
            'entries.member_id',
            'entries.entry_key',
            'entries.kind',
            'entries.points',
            'entries.amount',
            'entries.reference',
            'entries.remark',
            'entries.created_at',
          ])
          .select((inner) =>
            inner
              .selectFrom('point_balance')
              .select('point_balance.balance')
              .whereRef('point_balance.member_id', '=', 'entries.member_id')
              .as('balance_after'),
          )
          .where(sql<boolean>`true`),
      )
      .onConflict((conflict) => conflict.column('entry_key').doNothing()),
);

/**
 * Credits what the daily pass or the earning job counted, in one round trip whatever the number of members (row
 * lists), inside the caller's transaction, after insertOrLockPointEarnings: the counts moved on (a row that counted more
 * already, another run's, is left as it is), the points and valid bet added to the balances (created where
 * missing), and the movements inserted under their keys with the balance after them.
 */
export async function writePointCredits(
  db: Executor,
  credit: {
    earnings: readonly PointEarningRow[];
    changes: readonly PointBalanceChange[];
    entries: readonly EarnedPointEntry[];
    now: number;
  },
): Promise<void> {
  await runStatements(db, [
    toStatement(
      db,
      writeEarningsQuery,
      { earnings: [...credit.earnings] },
      () => undefined,
      credit.earnings.length === 0,
    ),
    toStatement(
      db,
      addToBalancesQuery,
      { changes: [...credit.changes], now: credit.now },
      () => undefined,
      credit.changes.length === 0,
    ),
    toStatement(
      db,
      insertEarnedEntriesQuery,
      { entries: [...credit.entries] },
      () => undefined,
      credit.entries.length === 0,
    ),
  ]);
}

/** The mall's rewards on sale, in the operator's order. */
export function selectActivePointRewards(db: Executor): Promise<PointRewardRow[]> {
  return db
    .selectFrom('point_reward')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function selectPointRewardsByIds(db: Executor, ids: readonly number[]): Promise<PointRewardRow[]> {
  if (ids.length === 0) {
    return Promise.resolve([]);
  }
  return db.selectFrom('point_reward').selectAll().where('id', 'in', ids).execute();
}

export function selectPointReward(db: Executor, id: number): Promise<PointRewardRow | undefined> {
  return db.selectFrom('point_reward').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Adds a reward unless one has its code. */
export async function insertPointRewardOnce(db: Executor, reward: PointRewardInsert): Promise<void> {
  await db
    .insertInto('point_reward')
    .values(reward)
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

/** Takes `quantity` from the stock when there is that much; answers whether it did. */
export async function takePointRewardStock(db: Executor, id: number, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('point_reward')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', id)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function returnPointRewardStock(db: Executor, id: number, quantity: number): Promise<void> {
  await db
    .updateTable('point_reward')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', id)
    .execute();
}

export async function insertPointRedemption(
  db: Executor,
  redemption: Omit<Insertable<PointRedemptionTable>, 'id'>,
): Promise<number> {
  const row = await db
    .insertInto('point_redemption')
    .values(redemption)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function selectPointRedemption(db: Executor, id: number): Promise<PointRedemptionRow | undefined> {
  return db.selectFrom('point_redemption').selectAll().where('id', '=', id).executeTakeFirst();
}

export function selectPointRedemptionByRequest(
  db: Executor,
  memberId: number,
  requestId: string,
): Promise<PointRedemptionRow | undefined> {
  return db
    .selectFrom('point_redemption')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The redemptions of one member, or of every member in one status (the operator's queue). */
export interface RedemptionFilter {
  memberId?: number | undefined;
  status?: string | undefined;
}

function filterRedemptions(db: Executor, filter: RedemptionFilter) {
  let query = db.selectFrom('point_redemption');
  if (filter.memberId !== undefined) {
    query = query.where('member_id', '=', filter.memberId);
  }
  if (filter.status !== undefined) {
    query = query.where('status', '=', filter.status);
  }
  return query;
}

export async function countPointRedemptions(db: Executor, filter: RedemptionFilter): Promise<number> {
  const row = await filterRedemptions(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function selectPointRedemptionPage(
  db: Executor,
  filter: RedemptionFilter,
  page: { limit: number; offset: number },
): Promise<PointRedemptionRow[]> {
  return filterRedemptions(db, filter)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** IN_PROCESS → `status`, once; answers whether it changed. */
export async function decidePointRedemption(
  db: Executor,
  id: number,
  decision: { status: string; operatorId: number; reason: string | null; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('point_redemption')
    .set({
      status: decision.status,
      decided_at: decision.now,
      decided_by: decision.operatorId,
      reject_reason: decision.reason,
    })
    .where('id', '=', id)
    .where('status', '=', 'IN_PROCESS')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPointRedemptionTransfer(
  db: Executor,
  id: number,
  transferId: number,
): Promise<void> {
  await db
    .updateTable('point_redemption')
    .set({ ledger_transfer_id: transferId })
    .where('id', '=', id)
    .execute();
}

/** Every item of the mall, active or not, in the mall's order (the back office). */
export function selectAllPointRewards(db: Executor): Promise<PointRewardRow[]> {
  return db.selectFrom('point_reward').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export async function insertPointReward(db: Executor, reward: PointRewardInsert): Promise<number> {
  const row = await db.insertInto('point_reward').values(reward).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Changes an item's settings; answers whether it existed. */
export async function updatePointReward(
  db: Executor,
  id: number,
  values: Omit<PointRewardInsert, 'code'>,
): Promise<boolean> {
  const result = await db.updateTable('point_reward').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Redemptions waiting for a decision, per item. */
export async function countPendingRedemptionsByReward(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('point_redemption')
    .select((eb) => ['reward_id', eb.fn.countAll<number | string>().as('pending')])
    .where('status', '=', 'IN_PROCESS')
    .groupBy('reward_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.reward_id), Number(row.pending)]));
}
