import type { Insertable, Selectable } from 'kysely';

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

/** The accruals of one report day of the given members. */
export async function selectDayAccruals(
  db: Executor,
  filter: { day: number; memberIds: readonly number[] },
): Promise<RebateAccrualRow[]> {
  if (filter.memberIds.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('rebate_accrual')
    .selectAll()
    .where('day', '=', filter.day)
    .where('member_id', 'in', [...filter.memberIds])
    .execute();
  return rows.map(toAccrual);
}

/** Adds accruals at nothing paid, leaving those that exist. */
export async function insertAccrualsIfAbsent(
  db: Executor,
  rows: readonly Insertable<RebateAccrualTable>[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  await db
    .insertInto('rebate_accrual')
    .values([...rows])
    .onConflict((conflict) => conflict.columns(['member_id', 'day', 'game_type']).doNothing())
    .execute();
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
