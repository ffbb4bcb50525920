import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';

import type { Dialect } from '../../db/database';
import { lockOnPostgres } from '../../db/dialect';
import type { RebateAccrualTable, RebateRateTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type RebateRateRow = Selectable<RebateRateTable>;
export type RebateAccrualRow = Selectable<RebateAccrualTable>;

const toAccrual = (row: RebateAccrualRow): RebateAccrualRow => ({
  member_id: Number(row.member_id),
  day: Number(row.day),
  game_type: row.game_type,
  valid_bet: Number(row.valid_bet),
  basis_points: Number(row.basis_points),
  amount: Number(row.amount),
  paid_amount: Number(row.paid_amount),
  is_sealed: Number(row.is_sealed),
  updated_at: Number(row.updated_at),
});

/** Every rate, by level then game type. */
export async function selectRebateRates(db: Executor): Promise<RebateRateRow[]> {
  const rows = await db
    .selectFrom('rebate_rate')
    .selectAll()
    .orderBy('vip_level')
    .orderBy('game_type')
    .execute();
  return rows.map((row) => ({
    ...row,
    vip_level: Number(row.vip_level),
    basis_points: Number(row.basis_points),
  }));
}

/** Replaces every rate. */
export async function replaceRebateRates(
  db: Executor,
  rates: readonly Insertable<RebateRateTable>[],
): Promise<void> {
  await db.deleteFrom('rebate_rate').execute();
  if (rates.length > 0) {
    await db
      .insertInto('rebate_rate')
      .values([...rates])
      .execute();
  }
}

/** A member's accruals of some report days. */
export async function selectMemberAccruals(
  db: Executor,
  filter: { memberId: number; fromDay: number; toDay: number },
): Promise<RebateAccrualRow[]> {
  const rows = await db
    .selectFrom('rebate_accrual')
    .selectAll()
    .where('member_id', '=', filter.memberId)
    .where('day', '>=', filter.fromDay)
    .where('day', '<=', filter.toDay)
    .orderBy('day', 'desc')
    .orderBy('game_type')
    .execute();
  return rows.map(toAccrual);
}

/**
 * The accruals of one report day of the given members; with `lockFor` 'postgres' their rows stay locked until the
 * transaction ends (the daily pass reads a batch so, and a claim of the same rows waits for it).
 */
export async function selectDayAccruals(
  db: Executor,
  filter: { day: number; memberIds: readonly number[]; lockFor?: Dialect | undefined },
): Promise<RebateAccrualRow[]> {
  if (filter.memberIds.length === 0) {
    return [];
  }
  const query = db
    .selectFrom('rebate_accrual')
    .selectAll()
    .where('day', '=', filter.day)
    .where('member_id', 'in', [...filter.memberIds]);
  const rows = await (filter.lockFor === undefined ? query : lockOnPostgres(query, filter.lockFor)).execute();
  return rows.map(toAccrual);
}

/** Rows per insert statement: 9 columns × 1,000 stays under both databases' parameter limits. */
const ROWS_PER_STATEMENT = 1_000;

/** Adds accruals at nothing paid, leaving those that exist. */
export async function insertAccrualsIfAbsent(
  db: Executor,
  rows: readonly Insertable<RebateAccrualTable>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db
      .insertInto('rebate_accrual')
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((conflict) => conflict.columns(['member_id', 'day', 'game_type']).doNothing())
      .execute();
  }
}

/**
 * Writes accruals as the daily pass sealed them, 1,000 a statement (an upsert onto rows the caller inserted and
 * locked): a row sealed already is left as it is.
 */
export async function writeSealedAccruals(db: Executor, rows: readonly RebateAccrualRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db
      .insertInto('rebate_accrual')
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((conflict) =>
        conflict
          .columns(['member_id', 'day', 'game_type'])
          .doUpdateSet({
            valid_bet: sql`excluded.valid_bet`,
            basis_points: sql`excluded.basis_points`,
            amount: sql`excluded.amount`,
            paid_amount: sql`excluded.paid_amount`,
            is_sealed: sql`excluded.is_sealed`,
            updated_at: sql`excluded.updated_at`,
          })
          .where('rebate_accrual.is_sealed', '=', 0),
      )
      .execute();
  }
}

/**
 * Brings an unsealed accrual to what it is now, only if nothing was paid of it since it was read
 * (`paid_amount` as read): answers false when another claim or the daily pass changed it first.
 */
export async function updateAccrual(
  db: Executor,
  row: RebateAccrualRow,
  previousPaid: number,
): Promise<boolean> {
  const result = await db
    .updateTable('rebate_accrual')
    .set({
      valid_bet: row.valid_bet,
      basis_points: row.basis_points,
      amount: row.amount,
      paid_amount: row.paid_amount,
      is_sealed: row.is_sealed,
      updated_at: row.updated_at,
    })
    .where('member_id', '=', row.member_id)
    .where('day', '=', row.day)
    .where('game_type', '=', row.game_type)
    .where('is_sealed', '=', 0)
    .where('paid_amount', '=', previousPaid)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
