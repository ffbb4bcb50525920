import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';

import type { Dialect } from '../../db/database';
import { lockOnPostgres } from '../../db/dialect';
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

/** Rows per insert statement: at most 9 columns × 1,000 stays under both databases' parameter limits. */
const ROWS_PER_STATEMENT = 1_000;

/**
 * What the earning counted for `day` of the given members, their rows inserted at nothing counted where missing,
 * then read and on PostgreSQL locked until the transaction ends (a batch of the daily pass or of the earning job:
 * two of them on the same members wait for each other).
 */
export async function lockPointEarnings(
  db: Executor,
  filter: { day: number; memberIds: readonly number[]; lockFor: Dialect },
): Promise<Map<number, { valid_bet: number; points: number }>> {
  const counted = new Map<number, { valid_bet: number; points: number }>();
  for (let start = 0; start < filter.memberIds.length; start += ROWS_PER_STATEMENT) {
    await db
      .insertInto('point_earning')
      .values(
        filter.memberIds
          .slice(start, start + ROWS_PER_STATEMENT)
          .map((memberId) => ({ member_id: memberId, day: filter.day, valid_bet: 0, points: 0 })),
      )
      .onConflict((conflict) => conflict.columns(['member_id', 'day']).doNothing())
      .execute();
    const query = db
      .selectFrom('point_earning')
      .select(['member_id', 'valid_bet', 'points'])
      .where('day', '=', filter.day)
      .where('member_id', 'in', filter.memberIds.slice(start, start + ROWS_PER_STATEMENT));
    for (const row of await lockOnPostgres(query, filter.lockFor).execute()) {
      counted.set(Number(row.member_id), { valid_bet: Number(row.valid_bet), points: Number(row.points) });
    }
  }
  return counted;
}

/**
 * Writes what was counted for members' days, 1,000 a statement; a row that counted more already (another run got
 * there first) is left as it is.
 */
export async function writePointEarnings(
  db: Executor,
  rows: readonly { member_id: number; day: number; valid_bet: number; points: number }[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db
      .insertInto('point_earning')
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((conflict) =>
        conflict
          .columns(['member_id', 'day'])
          .doUpdateSet({ valid_bet: sql`excluded.valid_bet`, points: sql`excluded.points` })
          .where('point_earning.valid_bet', '<', sql<number>`excluded.valid_bet`),
      )
      .execute();
  }
}

/** Adds points and valid bet to members' balances (creating them), 1,000 a statement; answers each new balance. */
export async function addToPointBalances(
  db: Executor,
  changes: readonly { memberId: number; points: number; validBet: number }[],
  now: number,
): Promise<Map<number, number>> {
  const balances = new Map<number, number>();
  for (let start = 0; start < changes.length; start += ROWS_PER_STATEMENT) {
    const rows = await db
      .insertInto('point_balance')
      .values(
        changes.slice(start, start + ROWS_PER_STATEMENT).map((change) => ({
          member_id: change.memberId,
          balance: change.points,
          valid_bet_total: change.validBet,
          updated_at: now,
        })),
      )
      .onConflict((conflict) =>
        conflict.column('member_id').doUpdateSet({
          balance: sql`point_balance.balance + excluded.balance`,
          valid_bet_total: sql`point_balance.valid_bet_total + excluded.valid_bet_total`,
          updated_at: sql`excluded.updated_at`,
        }),
      )
      .returning(['member_id', 'balance'])
      .execute();
    for (const row of rows) {
      balances.set(Number(row.member_id), Number(row.balance));
    }
  }
  return balances;
}

/** Inserts movements whose keys are new, 1,000 a statement. */
export async function insertPointEntries(
  db: Executor,
  entries: readonly Omit<Insertable<PointEntryTable>, 'id'>[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += ROWS_PER_STATEMENT) {
    await db
      .insertInto('point_entry')
      .values(entries.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((conflict) => conflict.column('entry_key').doNothing())
      .execute();
  }
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
