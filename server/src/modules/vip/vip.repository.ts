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

/** The columns of a standing as a row list gives them (prepared-query.ts). */
const STANDING_COLUMNS = {
  member_id: 'bigint',
  level: 'bigint',
  total_deposit: 'bigint',
  total_valid_bet: 'bigint',
  evaluated_day: 'bigint',
  level_day: 'bigint',
  keep_from_day: 'bigint',
  keep_valid_bet: 'bigint',
  updated_at: 'bigint',
} as const;

const insertStandingsQuery = prepareQuery(
  (db, _parameter: Parameter<{ standings: MemberVipRow[] }>, { rows }) =>
    db
      .insertInto('member_vip')
      .columns(columnNamesOf(STANDING_COLUMNS))
      .expression((eb) => selectEveryRow(eb, rows('standings', STANDING_COLUMNS)))
      .onConflict((conflict) => conflict.column('member_id').doNothing()),
);

/** Adds standings at level 0 for members without one. */
export async function insertMemberVipsIfAbsent(db: Executor, rows: readonly MemberVipRow[]): Promise<void> {
  await runStatements(db, [
    toStatement(db, insertStandingsQuery, { standings: [...rows] }, () => undefined, rows.length === 0),
  ]);
}

const lockStandingsQuery = prepareQuery((db, _parameter: Parameter<MemberList>, tools) =>
  lockOnPostgres(db.selectFrom('member_vip').selectAll().where(isListedMember(tools)), tools.dialect),
);

/**
 * The standings a batch of members has, read and on PostgreSQL locked until the transaction ends, in one statement
 * whatever their number (a row list): the daily pass reads its batch so.
 */
export async function lockMemberVips(db: Executor, memberIds: readonly number[]): Promise<MemberVipRow[]> {
  const [rows] = await runStatements(db, [
    toStatement(
      db,
      lockStandingsQuery,
      { members: memberIds.map((id) => ({ member_id: id })) },
      (result) => result.rows.map(toMemberVip),
      memberIds.length === 0,
    ),
  ]);
  return rows;
}

const writeStandingsQuery = prepareQuery(
  (
    db,
    _parameter: Parameter<{ standings: MemberVipRow[] }>,
    { dialect, rows },
  ): Compilable<{ member_id: number }> => {
    const upsert = db
      .insertInto('member_vip')
      .columns(columnNamesOf(STANDING_COLUMNS))
      .expression((eb) => selectEveryRow(eb, rows('standings', STANDING_COLUMNS)))
      .onConflict((conflict) =>
        conflict
          .column('member_id')
          .doUpdateSet({
            level: sql`excluded.level`,
            total_deposit: sql`excluded.total_deposit`,
            total_valid_bet: sql`excluded.total_valid_bet`,
            evaluated_day: sql`excluded.evaluated_day`,
            level_day: sql`excluded.level_day`,
            keep_from_day: sql`excluded.keep_from_day`,
            keep_valid_bet: sql`excluded.keep_valid_bet`,
            updated_at: sql`excluded.updated_at`,
          })
          .where('member_vip.evaluated_day', '<', sql<number>`excluded.evaluated_day`),
      );
    // On SQLite each row written (inserted or updated) comes back without RETURNING (prepareQuery).
    return dialect === 'sqlite' ? upsert : upsert.returning('member_id');
  },
  { insertedRowsOnSqlite: true },
);

/**
 * Writes standings evaluated for a day, in one statement (an upsert, a row list): a member without a standing gets
 * it as evaluated, written once (decision 109); a row that counted that day already (another run got there first)
 * is left as it is. Answers the members whose standing this wrote.
 */
export async function writeMemberVipsForDay(
  db: Executor,
  rows: readonly MemberVipRow[],
): Promise<Set<number>> {
  const [written] = await runStatements(db, [
    toStatement(
      db,
      writeStandingsQuery,
      { standings: [...rows] },
      (result) => new Set(result.rows.map((row) => Number(row.member_id))),
      rows.length === 0,
    ),
  ]);
  return written;
}

/** The birthdays (YYYY-MM-DD) of the given members that have one. */
export async function selectBirthdays(
  db: Executor,
  memberIds: readonly number[],
): Promise<Map<number, string>> {
  if (memberIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('member')
    .select(['id', 'birthday'])
    .where('id', 'in', [...memberIds])
    .where('birthday', 'is not', null)
    .execute();
  return new Map(rows.flatMap((row) => (row.birthday === null ? [] : [[Number(row.id), row.birthday]])));
}
