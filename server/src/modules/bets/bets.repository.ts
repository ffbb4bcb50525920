import type { Selectable } from 'kysely';
import { sql } from 'kysely';

import { prepareQuery } from '../../db/prepared-query';
import type { Parameter } from '../../db/prepared-query';
import type { BetDailyTotalTable, BetRecordTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A bet_record row. */
export type BetRecordRow = Selectable<BetRecordTable>;
/** The columns of a new bet_record row, every one given (null where there is nothing). */
export type BetRecordInsert = Omit<BetRecordRow, 'id'>;
/** What one bet adds to its day's totals (negative to take some away). */
export type DailyTotalDelta = Omit<BetDailyTotalTable, never>;

/** A bet record with the game's names from the catalogue, for the member's betting record. */
export type BetRecordListRow = BetRecordRow & { vendor_name: string | null; game_names: string | null };

/** Which of a member's bet records a query covers: placed in [from, to), maybe at one vendor. */
export interface BetRecordFilter {
  memberId: number;
  from: number;
  to: number;
  vendorCode?: string | undefined;
}

/** Sums of bet records. */
export interface BetSums {
  bet_count: number;
  stake: number;
  valid_bet: number;
  payout: number;
  profit: number;
}

const RECORD_COLUMNS = [
  'id',
  'member_id',
  'vendor_code',
  'transaction_id',
  'kind',
  'game_code',
  'game_type',
  'round_id',
  'stake',
  'payout',
  'win_count',
  'status',
  'day',
  'placed_at',
  'settled_at',
] as const;

function toRecordRow(row: BetRecordRow): BetRecordRow {
  return {
    ...row,
    id: Number(row.id),
    member_id: Number(row.member_id),
    stake: Number(row.stake),
    payout: Number(row.payout),
    win_count: Number(row.win_count),
    day: Number(row.day),
    placed_at: Number(row.placed_at),
    settled_at: row.settled_at === null ? null : Number(row.settled_at),
  };
}

const insertBetRecordQuery = prepareQuery((db, parameter: Parameter<BetRecordInsert>) =>
  db.insertInto('bet_record').values({
    member_id: parameter('member_id'),
    vendor_code: parameter('vendor_code'),
    transaction_id: parameter('transaction_id'),
    kind: parameter('kind'),
    game_code: parameter('game_code'),
    game_type: parameter('game_type'),
    round_id: parameter('round_id'),
    stake: parameter('stake'),
    payout: parameter('payout'),
    win_count: parameter('win_count'),
    status: parameter('status'),
    day: parameter('day'),
    placed_at: parameter('placed_at'),
    settled_at: parameter('settled_at'),
  }),
);

/** Inserts a bet record. */
export async function insertBetRecord(db: Executor, row: BetRecordInsert): Promise<void> {
  await insertBetRecordQuery(db, row);
}

interface WinAdded {
  amount: number;
  at: number;
}

function addWin(db: Executor, win: Parameter<WinAdded>) {
  return db.updateTable('bet_record').set((eb) => ({
    payout: eb('payout', '+', win('amount')),
    win_count: eb('win_count', '+', 1),
    status: sql<string>`case when status = 'unsettled' then 'settled' else status end`,
    settled_at: sql<number>`coalesce(settled_at, ${win('at')})`,
  }));
}

const addWinToNamedBetQuery = prepareQuery(
  (db, parameter: Parameter<WinAdded & { vendorCode: string; transactionId: string }>) =>
    addWin(db, parameter)
      .where('vendor_code', '=', parameter('vendorCode'))
      .where('transaction_id', '=', parameter('transactionId'))
      .returning(RECORD_COLUMNS),
);

const addWinToRoundQuery = prepareQuery(
  (db, parameter: Parameter<WinAdded & { vendorCode: string; roundId: string; memberId: number }>) =>
    addWin(db, parameter)
      .where('vendor_code', '=', parameter('vendorCode'))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('bet_record as latest')
          .select(sql<number>`max(latest.id)`.as('id'))
          .where('latest.vendor_code', '=', parameter('vendorCode'))
          .where('latest.round_id', '=', parameter('roundId'))
          .where('latest.member_id', '=', parameter('memberId')),
      )
      .returning(RECORD_COLUMNS),
);

/**
 * Adds a win to a bet record (the bet named, or else the member's latest in the round) and settles it if it
 * was open; answers the record as it now is, or undefined when there is none. One statement, so that on
 * PostgreSQL two wins of one bet queue on the row instead of overwriting each other.
 */
export async function addWinToBetRecord(
  db: Executor,
  target:
    { vendorCode: string; transactionId: string } | { vendorCode: string; roundId: string; memberId: number },
  win: WinAdded,
): Promise<BetRecordRow | undefined> {
  const result =
    'transactionId' in target
      ? await addWinToNamedBetQuery(db, { ...target, ...win })
      : await addWinToRoundQuery(db, { ...target, ...win });
  const row = result.rows[0];
  return row === undefined ? undefined : toRecordRow(row);
}

const markBetRecordRolledBackQuery = prepareQuery(
  (db, parameter: Parameter<{ vendorCode: string; transactionId: string }>) =>
    db
      .updateTable('bet_record')
      .set({ status: 'rolled_back' })
      .where('vendor_code', '=', parameter('vendorCode'))
      .where('transaction_id', '=', parameter('transactionId'))
      .where('status', '<>', 'rolled_back')
      .returning(RECORD_COLUMNS),
);

/** Marks a bet record rolled back; answers it as it now is, or undefined when it was not open to that. */
export async function markBetRecordRolledBack(
  db: Executor,
  vendorCode: string,
  transactionId: string,
): Promise<BetRecordRow | undefined> {
  const row = (await markBetRecordRolledBackQuery(db, { vendorCode, transactionId })).rows[0];
  return row === undefined ? undefined : toRecordRow(row);
}

const addToDailyTotalQuery = prepareQuery((db, parameter: Parameter<DailyTotalDelta>) =>
  db
    .insertInto('bet_daily_total')
    .values({
      member_id: parameter('member_id'),
      day: parameter('day'),
      vendor_code: parameter('vendor_code'),
      game_type: parameter('game_type'),
      bet_count: parameter('bet_count'),
      stake: parameter('stake'),
      valid_bet: parameter('valid_bet'),
      payout: parameter('payout'),
      profit: parameter('profit'),
    })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'day', 'vendor_code', 'game_type']).doUpdateSet({
        bet_count: sql<number>`bet_daily_total.bet_count + excluded.bet_count`,
        stake: sql<number>`bet_daily_total.stake + excluded.stake`,
        valid_bet: sql<number>`bet_daily_total.valid_bet + excluded.valid_bet`,
        payout: sql<number>`bet_daily_total.payout + excluded.payout`,
        profit: sql<number>`bet_daily_total.profit + excluded.profit`,
      }),
    ),
);

/** Adds `delta` to its day's totals, creating the row the first time. */
export async function addToDailyTotal(db: Executor, delta: DailyTotalDelta): Promise<void> {
  await addToDailyTotalQuery(db, delta);
}

function selectFiltered(db: Executor, filter: BetRecordFilter) {
  let query = db
    .selectFrom('bet_record')
    .where('bet_record.member_id', '=', filter.memberId)
    .where('bet_record.placed_at', '>=', filter.from)
    .where('bet_record.placed_at', '<', filter.to);
  if (filter.vendorCode !== undefined) {
    query = query.where('bet_record.vendor_code', '=', filter.vendorCode);
  }
  return query;
}

/** One page of the member's bet records, newest first, with the vendor's and the game's names. */
export async function selectBetRecordPage(
  db: Executor,
  filter: BetRecordFilter,
  paging: { limit: number; offset: number },
): Promise<BetRecordListRow[]> {
  const rows = await selectFiltered(db, filter)
    .leftJoin('game_vendor', 'game_vendor.code', 'bet_record.vendor_code')
    .leftJoin('game', (join) =>
      join
        .onRef('game.vendor_code', '=', 'bet_record.vendor_code')
        .onRef('game.game_code', '=', 'bet_record.game_code'),
    )
    .select(RECORD_COLUMNS.map((column) => `bet_record.${column}` as const))
    .select(['game_vendor.name as vendor_name', 'game.names as game_names'])
    .orderBy('bet_record.placed_at', 'desc')
    .orderBy('bet_record.id', 'desc')
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
  return rows.map((row) => ({
    ...toRecordRow(row),
    vendor_name: row.vendor_name,
    game_names: row.game_names,
  }));
}

/** The sums of the selected records, as BetSums names them (see measureBetRecord in bets.service.ts). */
function sumColumns() {
  return [
    sql<number>`coalesce(sum(case when kind = 'bet' then 1 else 0 end), 0)`.as('bet_count'),
    sql<number>`coalesce(sum(stake), 0)`.as('stake'),
    sql<number>`coalesce(sum(case when status = 'rolled_back' then 0 else stake end), 0)`.as('valid_bet'),
    sql<number>`coalesce(sum(payout), 0)`.as('payout'),
    sql<number>`coalesce(sum(case when status = 'unsettled' then 0 when status = 'rolled_back' then payout
      else payout - stake end), 0)`.as('profit'),
  ];
}

function toSums(row: Record<string, unknown> | undefined): BetSums {
  return {
    bet_count: Number(row?.bet_count ?? 0),
    stake: Number(row?.stake ?? 0),
    valid_bet: Number(row?.valid_bet ?? 0),
    payout: Number(row?.payout ?? 0),
    profit: Number(row?.profit ?? 0),
  };
}

/** How many records the filter selects, and their sums. */
export async function sumBetRecords(
  db: Executor,
  filter: BetRecordFilter,
): Promise<BetSums & { record_count: number }> {
  const row = await selectFiltered(db, filter)
    .select(sql<number>`count(*)`.as('record_count'))
    .select(sumColumns())
    .executeTakeFirst();
  return { ...toSums(row), record_count: Number(row?.record_count ?? 0) };
}

/** The filter's sums per game type. */
export async function sumBetRecordsByGameType(
  db: Executor,
  filter: BetRecordFilter,
): Promise<(BetSums & { game_type: string })[]> {
  const rows = await selectFiltered(db, filter)
    .select('bet_record.game_type')
    .select(sumColumns())
    .groupBy('bet_record.game_type')
    .orderBy('bet_record.game_type')
    .execute();
  return rows.map((row) => ({ ...toSums(row), game_type: row.game_type }));
}

/** The member's daily totals over report days [fromDay, toDay], maybe at one vendor; newest day first. */
export async function selectDailyTotals(
  db: Executor,
  filter: { memberId: number; fromDay: number; toDay: number; vendorCode?: string | undefined },
): Promise<(BetSums & { day: number })[]> {
  let query = db
    .selectFrom('bet_daily_total')
    .where('member_id', '=', filter.memberId)
    .where('day', '>=', filter.fromDay)
    .where('day', '<=', filter.toDay);
  if (filter.vendorCode !== undefined) {
    query = query.where('vendor_code', '=', filter.vendorCode);
  }
  const rows = await query
    .select('day')
    .select((eb) => [
      eb.fn.sum<number>('bet_count').as('bet_count'),
      eb.fn.sum<number>('stake').as('stake'),
      eb.fn.sum<number>('valid_bet').as('valid_bet'),
      eb.fn.sum<number>('payout').as('payout'),
      eb.fn.sum<number>('profit').as('profit'),
    ])
    .groupBy('day')
    .orderBy('day', 'desc')
    .execute();
  return rows.map((row) => ({ ...toSums(row), day: Number(row.day) }));
}
