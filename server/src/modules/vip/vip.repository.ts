import type { Insertable, Selectable } from 'kysely';

import type { MemberVipTable, VipLevelTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type VipLevelRow = Selectable<VipLevelTable>;
export type MemberVipRow = Selectable<MemberVipTable>;

const toNumbers = (row: VipLevelRow): VipLevelRow => ({
  ...row,
  level: Number(row.level),
  min_deposit: Number(row.min_deposit),
  min_valid_bet: Number(row.min_valid_bet),
  keep_valid_bet: Number(row.keep_valid_bet),
  keep_days: Number(row.keep_days),
  upgrade_gift: Number(row.upgrade_gift),
  birthday_gift: Number(row.birthday_gift),
  monthly_gift: Number(row.monthly_gift),
  gift_turnover_x100: Number(row.gift_turnover_x100),
  rebate_turnover_x100: Number(row.rebate_turnover_x100),
  daily_rebate_cap: Number(row.daily_rebate_cap),
});

const toMemberVip = (row: MemberVipRow): MemberVipRow => ({
  member_id: Number(row.member_id),
  level: Number(row.level),
  total_deposit: Number(row.total_deposit),
  total_valid_bet: Number(row.total_valid_bet),
  evaluated_day: Number(row.evaluated_day),
  level_day: Number(row.level_day),
  keep_from_day: Number(row.keep_from_day),
  keep_valid_bet: Number(row.keep_valid_bet),
  updated_at: Number(row.updated_at),
});

/** The ladder, level 0 first. */
export async function selectVipLevels(db: Executor): Promise<VipLevelRow[]> {
  const rows = await db.selectFrom('vip_level').selectAll().orderBy('level').execute();
  return rows.map(toNumbers);
}

/** Replaces the whole ladder. */
export async function replaceVipLevels(
  db: Executor,
  levels: readonly Insertable<VipLevelTable>[],
): Promise<void> {
  await db.deleteFrom('vip_level').execute();
  if (levels.length > 0) {
    await db
      .insertInto('vip_level')
      .values([...levels])
      .execute();
  }
}

/** Members' standings, of the given members. */
export async function selectMemberVips(db: Executor, memberIds: readonly number[]): Promise<MemberVipRow[]> {
  if (memberIds.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('member_vip')
    .selectAll()
    .where('member_id', 'in', [...memberIds])
    .execute();
  return rows.map(toMemberVip);
}

/** The members above level 0 (the keep requirement and the gifts look at them every day). */
export async function selectMembersAboveLevelZero(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('member_vip').select('member_id').where('level', '>', 0).execute();
  return rows.map((row) => Number(row.member_id));
}

/** Adds standings at level 0 for members without one. */
export async function insertMemberVipsIfAbsent(
  db: Executor,
  rows: readonly Insertable<MemberVipTable>[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  await db
    .insertInto('member_vip')
    .values([...rows])
    .onConflict((conflict) => conflict.column('member_id').doNothing())
    .execute();
}

/**
 * Writes a standing evaluated for `day`, only if that day was not counted yet: answers false when another run
 * counted it first (nothing is written then).
 */
export async function updateMemberVipForDay(db: Executor, row: MemberVipRow): Promise<boolean> {
  const result = await db
    .updateTable('member_vip')
    .set({
      level: row.level,
      total_deposit: row.total_deposit,
      total_valid_bet: row.total_valid_bet,
      evaluated_day: row.evaluated_day,
      level_day: row.level_day,
      keep_from_day: row.keep_from_day,
      keep_valid_bet: row.keep_valid_bet,
      updated_at: row.updated_at,
    })
    .where('member_id', '=', row.member_id)
    .where('evaluated_day', '<', row.evaluated_day)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
