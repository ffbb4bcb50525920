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
import type { MemberList, Parameter, Statement } from '../../db/prepared-query';
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

/** The columns of an accrual as a row list gives them (prepared-query.ts). */
const ACCRUAL_COLUMNS = {
  member_id: 'bigint',
  day: 'bigint',
  game_type: 'text',
  valid_bet: 'bigint',
  basis_points: 'bigint',
  amount: 'bigint',
  paid_amount: 'bigint',
  is_sealed: 'bigint',
  updated_at: 'bigint',
} as const;

type DayAccrualsParameters = MemberList & { day: number };

/** The accruals of one day of a list of members; `isUnsealedLocked`: only the unsealed, FOR UPDATE on PostgreSQL. */
function prepareDayAccrualsQuery(isUnsealedLocked: boolean) {
  return prepareQuery((db, parameter: Parameter<DayAccrualsParameters>, tools) => {
    const query = db.selectFrom('rebate_accrual').selectAll().where('day', '=', parameter('day'));
    if (tools.dialect === 'sqlite' && isUnsealedLocked) {
      // The unsealed rows of the day (claims' rows, few) along rebate_accrual_day, once, the statement's reader
      // keeping the members' own: run once per member, SQLite took that index for `day` alone (its statistics made
      // while the table was nearly empty) and read every row of the day at each run.
      return query.where('is_sealed', '=', 0);
    }
    const listed = query.where(isListedMember(tools));
    return isUnsealedLocked ? lockOnPostgres(listed.where('is_sealed', '=', 0), tools.dialect) : listed;
  });
}

const selectDayAccrualsQuery = prepareDayAccrualsQuery(false);
const lockUnsealedDayAccrualsQuery = prepareDayAccrualsQuery(true);

/** The accruals of one report day of the given members, in one statement whatever their number (a row list). */
export async function selectDayAccruals(
  db: Executor,
  filter: { day: number; memberIds: readonly number[] },
): Promise<RebateAccrualRow[]> {
  const [rows] = await runStatements(db, [
    toStatement(
      db,
      selectDayAccrualsQuery,
      { day: filter.day, members: filter.memberIds.map((id) => ({ member_id: id })) },
      (result) => result.rows.map(toAccrual),
      filter.memberIds.length === 0,
    ),
  ]);
  return rows;
}

/**
 * The statement that reads the unsealed accruals of one report day of the given members (a claim's), which on
 * PostgreSQL stay locked until the transaction ends (a claim of the same rows waits for the daily pass's batch).
 */
export function lockUnsealedDayAccrualsStatement(
  db: Executor,
  filter: { day: number; memberIds: readonly number[] },
): Statement<RebateAccrualRow[]> {
  return toStatement(
    db,
    lockUnsealedDayAccrualsQuery,
    { day: filter.day, members: filter.memberIds.map((id) => ({ member_id: id })) },
    (result) => {
      const members = new Set(filter.memberIds);
      return result.rows.map(toAccrual).filter((row) => row.is_sealed === 0 && members.has(row.member_id));
    },
    filter.memberIds.length === 0,
  );
}

const insertAccrualsQuery = prepareQuery(
  (
    db,
    _parameter: Parameter<{ accruals: RebateAccrualRow[] }>,
    { dialect, rows },
  ): Compilable<{ member_id: number; game_type: string }> => {
    const insert = db
      .insertInto('rebate_accrual')
      .columns(columnNamesOf(ACCRUAL_COLUMNS))
      .expression((eb) => selectEveryRow(eb, rows('accruals', ACCRUAL_COLUMNS)))
      .onConflict((conflict) => conflict.columns(['member_id', 'day', 'game_type']).doNothing());
    // On SQLite each inserted row comes back without RETURNING (prepareQuery).
    return dialect === 'sqlite' ? insert : insert.returning(['member_id', 'game_type']);
  },
  { insertedRowsOnSqlite: true },
);

/**
 * The statement that adds accruals, leaving those that exist, in one statement for any number (a row list); it
 * answers the member and game type of each row it inserted.
 */
export function insertAccrualsIfAbsentStatement(
  db: Executor,
  rows: readonly RebateAccrualRow[],
): Statement<{ memberId: number; gameType: string }[]> {
  return toStatement(
    db,
    insertAccrualsQuery,
    { accruals: [...rows] },
    (result) => result.rows.map((row) => ({ memberId: Number(row.member_id), gameType: row.game_type })),
    rows.length === 0,
  );
}

/** Adds accruals at nothing paid, leaving those that exist. */
export async function insertAccrualsIfAbsent(db: Executor, rows: readonly RebateAccrualRow[]): Promise<void> {
  await runStatements(db, [insertAccrualsIfAbsentStatement(db, rows)]);
}

const writeSealedAccrualsQuery = prepareQuery(
  (db, _parameter: Parameter<{ accruals: RebateAccrualRow[] }>, { rows }) =>
    db
      .insertInto('rebate_accrual')
      .columns(columnNamesOf(ACCRUAL_COLUMNS))
      .expression((eb) => selectEveryRow(eb, rows('accruals', ACCRUAL_COLUMNS)))
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
      ),
);

/**
 * The statement that writes accruals as the daily pass sealed them, one statement for all (an upsert onto rows
 * the caller inserted and locked): a row sealed already is left as it is.
 */
export function writeSealedAccrualsStatement(
  db: Executor,
  rows: readonly RebateAccrualRow[],
): Statement<void> {
  return toStatement(
    db,
    writeSealedAccrualsQuery,
    { accruals: [...rows] },
    () => undefined,
    rows.length === 0,
  );
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
