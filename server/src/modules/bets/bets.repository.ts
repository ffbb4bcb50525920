import type { RawBuilder, Selectable } from 'kysely';
import { sql } from 'kysely';

import type { Dialect } from '../../db/database';
import { lockOnPostgres } from '../../db/dialect';
import {
  columnNamesOf,
  getDialect,
  prepareQuery,
  selectEveryRow,
  toStatement,
} from '../../db/prepared-query';
import type { Parameter, Statement } from '../../db/prepared-query';
import type { BetDailyTotalTable, BetRecordTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { treePairs } from '../team-tree/team-tree.service';

/** A bet_record row, as the bet book reads and changes it. */
export type BetRecordRow = Omit<Selectable<BetRecordTable>, 'is_round_repeat'>;
/**
 * The columns of a new bet_record row, every one given (null where there is nothing); `is_round_repeat` as the
 * writer knows it (a record of the member in the same round written before it in the same list), the insert adding
 * what the table holds.
 */
export type BetRecordInsert = Omit<BetRecordRow, 'id'> & { is_round_repeat: number };
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

/**
 * A bet record a group of wallet calls reads: the one under a vendor's transaction id (`is_latest_in_round` 0),
 * or a member's latest in a round (`is_latest_in_round` 1); the other fields are empty.
 */
export interface BetRecordSearch {
  vendor_code: string;
  transaction_id: string;
  round_id: string;
  member_id: number;
  is_latest_in_round: number;
}

const BET_RECORD_SEARCH_COLUMNS = {
  vendor_code: 'text',
  transaction_id: 'text',
  round_id: 'text',
  member_id: 'bigint',
  is_latest_in_round: 'bigint',
} as const;

const selectBetRecordsQuery = prepareQuery(
  (db, _parameter: Parameter<{ keys: BetRecordSearch[] }>, { dialect, rows, rowValue }) => {
    if (dialect === 'sqlite') {
      // Run once per key: one of the two searches, by the key's own values (an IN over a union of joins built
      // its tables at every run: 17 µs a key).
      const vendorCode = rowValue('keys', 'vendor_code');
      const isLatestInRound = rowValue('keys', 'is_latest_in_round');
      return db
        .selectFrom('bet_record')
        .select(RECORD_COLUMNS)
        .where('vendor_code', '=', vendorCode)
        .where('transaction_id', '=', rowValue('keys', 'transaction_id'))
        .where(isLatestInRound, '=', 0)
        .unionAll((union) =>
          union
            .selectFrom('bet_record')
            .select(RECORD_COLUMNS)
            .where('id', '=', (eb) =>
              eb
                .selectFrom('bet_record as latest')
                .select((select) => select.fn.max('latest.id').as('id'))
                .where('latest.vendor_code', '=', vendorCode)
                .where('latest.round_id', '=', rowValue('keys', 'round_id'))
                .where('latest.member_id', '=', rowValue('keys', 'member_id')),
            )
            .where(isLatestInRound, '=', 1),
        );
    }
    const named = db
      .selectFrom('bet_record as named')
      .innerJoin(rows('keys', BET_RECORD_SEARCH_COLUMNS), (join) =>
        join
          .onRef('named.vendor_code', '=', 'keys.vendor_code')
          .onRef('named.transaction_id', '=', 'keys.transaction_id'),
      )
      .where('keys.is_latest_in_round', '=', 0)
      .select('named.id');
    const latest = db
      .selectFrom('bet_record as latest')
      .innerJoin(rows('keys', BET_RECORD_SEARCH_COLUMNS), (join) =>
        join
          .onRef('latest.vendor_code', '=', 'keys.vendor_code')
          .onRef('latest.round_id', '=', 'keys.round_id')
          .onRef('latest.member_id', '=', 'keys.member_id'),
      )
      .where('keys.is_latest_in_round', '=', 1)
      .select((select) => select.fn.max('latest.id').as('id'))
      .groupBy(['latest.vendor_code', 'latest.round_id', 'latest.member_id']);
    const query = db
      .selectFrom('bet_record')
      .select(RECORD_COLUMNS)
      .where('id', 'in', named.unionAll(latest))
      .orderBy('id');
    // Wins and rollbacks of one bet may come from two server processes: the second waits for the first (rows
    // locked in id order, so two such groups never deadlock on them).
    return lockOnPostgres(query, dialect);
  },
  // Planned once on the lanes: each search has an index only it can use (migration 0014).
);

/**
 * The bet records `keys` name, each once; on PostgreSQL their rows stay locked until the transaction ends. A
 * record may be named and be the latest of its round: it comes once (on SQLite, where each key is searched for
 * alone, the second find is dropped here).
 */
export function selectBetRecordsForUpdate(
  db: Executor,
  keys: readonly BetRecordSearch[],
): Statement<BetRecordRow[]> {
  return toStatement(
    db,
    selectBetRecordsQuery,
    { keys: [...keys] },
    (result) => [...new Map(result.rows.map(toRecordRow).map((row) => [row.id, row])).values()],
    keys.length === 0,
  );
}

/**
 * The bet records of one vendor under the transaction ids given, each once, in id order; on PostgreSQL locked until
 * the transaction ends. One plain statement over the unique key: for a group that names thousands of bets of one
 * vendor (a lottery draw's settlement), where the searches of selectBetRecordsForUpdate cost a lane per key.
 */
export async function selectBetRecordsOfVendor(
  db: Executor,
  dialect: Dialect,
  vendorCode: string,
  transactionIds: readonly string[],
): Promise<BetRecordRow[]> {
  if (transactionIds.length === 0) {
    return [];
  }
  const rows = await lockOnPostgres(
    db
      .selectFrom('bet_record')
      .select(RECORD_COLUMNS)
      .where('vendor_code', '=', vendorCode)
      .where('transaction_id', 'in', [...transactionIds])
      .orderBy('id'),
    dialect,
  ).execute();
  return rows.map(toRecordRow);
}

const RECORD_INSERT_COLUMNS = {
  member_id: 'bigint',
  vendor_code: 'text',
  transaction_id: 'text',
  kind: 'text',
  game_code: 'text',
  game_type: 'text',
  round_id: 'text',
  stake: 'bigint',
  payout: 'bigint',
  win_count: 'bigint',
  status: 'text',
  day: 'bigint',
  placed_at: 'bigint',
  settled_at: 'bigint',
  is_round_repeat: 'bigint',
} as const;

const insertBetRecordsQuery = prepareQuery(
  (db, _parameter: Parameter<{ records: BetRecordInsert[] }>, { rows }) => {
    const { is_round_repeat: _given, ...plain } = RECORD_INSERT_COLUMNS;
    return db
      .insertInto('bet_record')
      .columns(columnNamesOf(RECORD_INSERT_COLUMNS))
      .expression((eb) =>
        eb
          .selectFrom(rows('records', RECORD_INSERT_COLUMNS))
          .select(columnNamesOf(plain).map((column) => `records.${column}` as const))
          // Marked when the member has a record of the round already (decision 099): one probe of the index the
          // insert writes anyway. A record written before it by the same statement is not seen on PostgreSQL
          // (one statement for the list), hence what the writer gives. Two transactions of one member do not
          // race here: each holds the member's wallet locked (LedgerBook.read) before it writes, so the second
          // statement starts after the first commits and sees its rows.
          .select(
            sql<number>`case when records.is_round_repeat = 1 or exists (select 1 from bet_record as earlier
              where earlier.round_id = records.round_id and earlier.vendor_code = records.vendor_code
                and earlier.member_id = records.member_id) then 1 else 0 end`.as('is_round_repeat'),
          )
          .where(sql<boolean>`true`),
      );
  },
);

/** Inserts bet records, in one statement. */
export function insertBetRecords(db: Executor, records: readonly BetRecordInsert[]): Statement<void> {
  return toStatement(
    db,
    insertBetRecordsQuery,
    { records: [...records] },
    () => undefined,
    records.length === 0,
  );
}

/** What a settlement or a reversal changes in a bet record. */
export type BetRecordChange = Pick<BetRecordRow, 'id' | 'payout' | 'win_count' | 'status' | 'settled_at'>;

const updateBetRecordsQuery = prepareQuery(
  (db, _parameter: Parameter<{ changes: BetRecordChange[] }>, { dialect, rows, rowValue }) =>
    dialect === 'sqlite'
      ? // Run once per change, by its own values.
        db
          .updateTable('bet_record')
          .set({
            payout: rowValue('changes', 'payout'),
            win_count: rowValue('changes', 'win_count'),
            status: rowValue('changes', 'status'),
            settled_at: rowValue('changes', 'settled_at'),
          })
          .where('id', '=', rowValue('changes', 'id'))
      : db
          .updateTable('bet_record')
          .from(
            rows('changes', {
              id: 'bigint',
              payout: 'bigint',
              win_count: 'bigint',
              status: 'text',
              settled_at: 'bigint',
            }),
          )
          .set((eb) => ({
            payout: eb.ref('changes.payout'),
            win_count: eb.ref('changes.win_count'),
            status: eb.ref('changes.status'),
            settled_at: eb.ref('changes.settled_at'),
          }))
          .whereRef('bet_record.id', '=', 'changes.id'),
);

/** Writes settled and reversed bet records, in one statement (the rows were read under lock). */
export function updateBetRecords(db: Executor, changes: readonly BetRecordChange[]): Statement<void> {
  return toStatement(
    db,
    updateBetRecordsQuery,
    { changes: [...changes] },
    () => undefined,
    changes.length === 0,
  );
}

const DAILY_TOTAL_COLUMNS = {
  member_id: 'bigint',
  day: 'bigint',
  vendor_code: 'text',
  game_type: 'text',
  bet_count: 'bigint',
  stake: 'bigint',
  valid_bet: 'bigint',
  payout: 'bigint',
  profit: 'bigint',
  settled_stake: 'bigint',
} as const;

const addToDailyTotalsQuery = prepareQuery(
  (db, _parameter: Parameter<{ deltas: DailyTotalDelta[] }>, { rows }) =>
    db
      .insertInto('bet_daily_total')
      .columns(columnNamesOf(DAILY_TOTAL_COLUMNS))
      .expression((eb) => selectEveryRow(eb, rows('deltas', DAILY_TOTAL_COLUMNS)))
      .onConflict((conflict) =>
        conflict.columns(['member_id', 'day', 'vendor_code', 'game_type']).doUpdateSet({
          bet_count: sql<number>`bet_daily_total.bet_count + excluded.bet_count`,
          stake: sql<number>`bet_daily_total.stake + excluded.stake`,
          valid_bet: sql<number>`bet_daily_total.valid_bet + excluded.valid_bet`,
          payout: sql<number>`bet_daily_total.payout + excluded.payout`,
          profit: sql<number>`bet_daily_total.profit + excluded.profit`,
          settled_stake: sql<number>`bet_daily_total.settled_stake + excluded.settled_stake`,
        }),
      ),
);

/**
 * Adds each delta to its day's totals, creating the row the first time, in one statement. At most one delta per
 * key (PostgreSQL refuses to change a row twice in one statement); additions commute, so no lock is needed.
 */
export function addToDailyTotals(db: Executor, deltas: readonly DailyTotalDelta[]): Statement<void> {
  return toStatement(
    db,
    addToDailyTotalsQuery,
    { deltas: [...deltas] },
    () => undefined,
    deltas.length === 0,
  );
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

/**
 * The report days of bets settled in (after, upTo] a day or more after they were placed, from `bet_late_settlement`
 * (0091): each settlement writes its own there (`insertLateSettlements`, `addBulkLateSettlements`); ordinary
 * settlements are not in it.
 */
export async function selectDaysSettledLateBetween(
  db: Executor,
  after: number,
  upTo: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('bet_late_settlement')
    .select('day')
    .distinct()
    .where('settled_at', '>', after)
    .where('settled_at', '<=', upTo)
    .execute();
  return rows.map((row) => Number(row.day));
}

/**
 * How long after its placement a bet's settlement is late: one sooner lands on its placement's day or the next, which
 * the jobs re-read anyway (`listDaysSettledBetween`).
 */
const LATE_SETTLEMENT_MS = 86_400_000;

/** A bet settled a day or more after it was placed: it notes its settlement time and day (decision 107). */
export function isLateSettlement(row: Pick<BetRecordRow, 'placed_at' | 'settled_at'>): boolean {
  return row.settled_at !== null && row.settled_at >= row.placed_at + LATE_SETTLEMENT_MS;
}

const insertLateSettlementsQuery = prepareQuery(
  (db, _parameter: Parameter<{ settlements: { settled_at: number; day: number }[] }>, { rows }) =>
    db
      .insertInto('bet_late_settlement')
      .columns(['settled_at', 'day'])
      .expression((eb) => selectEveryRow(eb, rows('settlements', { settled_at: 'bigint', day: 'bigint' })))
      .onConflict((conflict) => conflict.doNothing()),
);

/** Notes the late settlements given (a pair noted already is left as it is). */
export function insertLateSettlements(
  db: Executor,
  settlements: readonly { settled_at: number; day: number }[],
): Statement<void> {
  return toStatement(
    db,
    insertLateSettlementsQuery,
    { settlements: [...settlements] },
    () => undefined,
    settlements.length === 0,
  );
}

/** Every member's bet totals of one report day, summed over vendors and game types. */
export async function selectDayTotalsByMember(
  db: Executor,
  day: number,
): Promise<(BetSums & { member_id: number })[]> {
  const rows = await db
    .selectFrom('bet_daily_total')
    .select('member_id')
    .select((eb) => [
      eb.fn.sum<number>('bet_count').as('bet_count'),
      eb.fn.sum<number>('stake').as('stake'),
      eb.fn.sum<number>('valid_bet').as('valid_bet'),
      eb.fn.sum<number>('payout').as('payout'),
      eb.fn.sum<number>('profit').as('profit'),
    ])
    .where('day', '=', day)
    .groupBy('member_id')
    .execute();
  return rows.map((row) => ({ ...toSums(row), member_id: Number(row.member_id) }));
}

/**
 * What a member staked and was paid back on bets placed since `from` (rolled-back bets left out), for the loss and
 * wager limits (docs/decisions/054-play-limits.md); read by the member and time index.
 */
export async function sumMemberPlaySince(
  db: Executor,
  memberId: number,
  from: number,
): Promise<{ wagered: number; paid: number }> {
  const row = await db
    .selectFrom('bet_record')
    .where('member_id', '=', memberId)
    .where('placed_at', '>=', from)
    .where('status', '!=', 'rolled_back')
    .select([
      sql<number>`coalesce(sum(stake), 0)`.as('wagered'),
      sql<number>`coalesce(sum(payout), 0)`.as('paid'),
    ])
    .executeTakeFirst();
  return { wagered: Number(row?.wagered ?? 0), paid: Number(row?.paid ?? 0) };
}

/**
 * Settled stake (prizes, open and rolled-back bets left out) of one report day per member and game type, maybe of
 * one member, from the daily totals (`settled_stake`, kept when each bet settles; decision 099): one row per
 * member, game type and vendor instead of one per bet.
 */
export async function selectSettledStakeOfDay(
  db: Executor,
  filter: { day: number; memberId?: number | undefined },
): Promise<{ member_id: number; game_type: string; stake: number }[]> {
  let query = db
    .selectFrom('bet_daily_total')
    .select(['member_id', 'game_type'])
    .select((eb) => eb.fn.sum<number | string>('settled_stake').as('stake'))
    .where('day', '=', filter.day);
  if (filter.memberId !== undefined) {
    query = query.where('member_id', '=', filter.memberId);
  }
  const rows = await query
    .groupBy(['member_id', 'game_type'])
    .having((eb) => eb.fn.sum('settled_stake'), '>', 0)
    .execute();
  return rows.map((row) => ({
    member_id: Number(row.member_id),
    game_type: row.game_type,
    stake: Number(row.stake),
  }));
}

/**
 * The stake of one report day's rounds in which the member's bets covered each other (two or more settled bets in
 * one round, net result under a fifth of their stake; docs/decisions/043-covering-lottery-and-vendor-bets.md) at
 * vendors other than `exceptVendorCodes`, per member and game type, maybe of one member. Only rounds with a record
 * marked `is_round_repeat` can hold two bets (decision 099): the day's marked rows are found by their partial index
 * (its condition repeated word for word, so that SQLite uses it), and only their rounds' bets are read.
 */
export async function selectHedgedStakeOfDay(
  db: Executor,
  filter: { day: number; memberId?: number | undefined; exceptVendorCodes: readonly string[] },
): Promise<{ member_id: number; game_type: string; hedged_stake: number }[]> {
  const vendorTest =
    filter.exceptVendorCodes.length === 0
      ? sql``
      : sql`and vendor_code not in (${sql.join(filter.exceptVendorCodes.map((code) => sql`${code}`))})`;
  const memberTest = filter.memberId === undefined ? sql`` : sql`and member_id = ${filter.memberId}`;
  const rows = await sql<{ member_id: number | string; game_type: string; hedged_stake: number | string }>`
    select member_id, game_type, sum(stake) as hedged_stake
    from (
      select r.member_id, r.game_type, sum(r.stake) as stake
      from (
        select distinct round_id, vendor_code, member_id
        from bet_record
        where day = ${filter.day} and is_round_repeat = 1 ${memberTest} ${vendorTest}
      ) as repeated
      ${forceJoinOrder(getDialect(db))} bet_record r on r.round_id = repeated.round_id
        and r.vendor_code = repeated.vendor_code and r.member_id = repeated.member_id
      where r.day = ${filter.day} and r.status = 'settled' and r.kind = 'bet' and r.stake > 0
      group by r.member_id, r.game_type, r.vendor_code, r.round_id
      having count(*) >= 2 and abs(sum(r.payout) - sum(r.stake)) * 5 < sum(r.stake)
    ) as rounds
    group by member_id, game_type`.execute(db);
  return rows.rows.map((row) => ({
    member_id: Number(row.member_id),
    game_type: row.game_type,
    hedged_stake: Number(row.hedged_stake),
  }));
}

/** The members with the most valid bet over report days `fromDay`..`toDay`, most first (the mission leaderboard). */
export async function selectTopValidBetMembers(
  db: Executor,
  range: { fromDay: number; toDay: number; limit: number },
): Promise<{ member_id: number; valid_bet: number }[]> {
  const rows = await db
    .selectFrom('bet_daily_total')
    .select('member_id')
    .select((eb) => eb.fn.sum<number | string>('valid_bet').as('valid_bet'))
    .where('day', '>=', range.fromDay)
    .where('day', '<=', range.toDay)
    .groupBy('member_id')
    .having((eb) => eb.fn.sum('valid_bet'), '>', 0)
    .orderBy((eb) => eb.fn.sum('valid_bet'), 'desc')
    .orderBy('member_id')
    .limit(range.limit)
    .execute();
  return rows.map((row) => ({ member_id: Number(row.member_id), valid_bet: Number(row.valid_bet) }));
}

/** The bet records of `memberIds` placed in [from, to) (along `bet_record_member_time`), for contract salaries. */
/** One team's settled bets placed in a range (selectTeamBetSums): sums in minor units, per single-bet threshold. */
export interface TeamBetSumsRow {
  team_id: number;
  active_members: number;
  valid_bet: number;
  /** Per threshold, in the order given: the stake of the lost bets of at least the threshold, then of the others. */
  lost: number[];
  won: number[];
}

/**
 * Every team's settled bets placed in [from, to) (stake above zero: prizes settle no bet), summed in SQL: each
 * betting member's own sums first (one row each, as its own team), then those sums added up for each of its uplines
 * through the tree's closure (team-tree's `treePairs`, one row per upline). A team with bets has up to two rows (the
 * member's own, and its downlines'), which the caller adds. For each threshold, the stake of the lost bets (payout
 * below stake) and of the others whose stake reaches it: the real-time salary's single-bet amount, applied per bet.
 */
export async function selectTeamBetSums(
  db: Executor,
  range: { from: number; to: number },
  thresholds: readonly number[],
): Promise<TeamBetSumsRow[]> {
  const own = thresholds.flatMap((threshold, index) => [
    sql`sum(case when stake >= ${threshold} and payout < stake then stake else 0 end) as ${sql.ref(`lost_${index}`)}`,
    sql`sum(case when stake >= ${threshold} and payout >= stake then stake else 0 end) as ${sql.ref(`won_${index}`)}`,
  ]);
  const columns = thresholds.flatMap((_, index) => [`lost_${index}`, `won_${index}`]);
  const plain = columns.map((column) => sql`own.${sql.ref(column)}`);
  const summed = columns.map((column) => sql`sum(own.${sql.ref(column)})`);
  const rows = await sql<Record<string, number | string>>`with own as (
      select member_id, sum(stake) as valid_bet${sql.join([sql``, ...own], sql`, `)}
      from bet_record
      where placed_at >= ${range.from} and placed_at < ${range.to} and status = 'settled' and stake > 0
      group by member_id)
    select own.member_id as team_id, 1 as active_members, own.valid_bet${sql.join([sql``, ...plain], sql`, `)}
    from own
    union all
    select tree.ancestor_id, count(*), sum(own.valid_bet)${sql.join([sql``, ...summed], sql`, `)}
    from own join (${treePairs(db)}) as tree on tree.member_id = own.member_id
    group by tree.ancestor_id`.execute(db);
  return rows.rows.map((row) => ({
    team_id: Number(row.team_id),
    active_members: Number(row.active_members),
    valid_bet: Number(row.valid_bet),
    lost: thresholds.map((_, index) => Number(row[`lost_${index}`] ?? 0)),
    won: thresholds.map((_, index) => Number(row[`won_${index}`] ?? 0)),
  }));
}

/** Settled bets (not prizes) of one report day at one vendor's games, maybe of one member. */
export async function selectSettledBetsOfGames(
  db: Executor,
  filter: { day: number; vendorCode: string; gameCodes: readonly string[]; memberId?: number | undefined },
): Promise<{ member_id: number; game_type: string; round_id: string; stake: number }[]> {
  let query = db
    .selectFrom('bet_record')
    .select(['member_id', 'game_type', 'round_id', 'stake'])
    .where('day', '=', filter.day)
    .where('status', '=', 'settled')
    .where('kind', '=', 'bet')
    .where('vendor_code', '=', filter.vendorCode)
    .where('game_code', 'in', [...filter.gameCodes]);
  if (filter.memberId !== undefined) {
    query = query.where('member_id', '=', filter.memberId);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    member_id: Number(row.member_id),
    game_type: row.game_type,
    round_id: row.round_id,
    stake: Number(row.stake),
  }));
}

// Bulk settlement (settleBetRecordsInBulk): bet records named by a SELECT of (record_id, is_rollback, amount),
// settled in SQL.

/**
 * The join that keeps the settlements (a few thousand rows) outside: SQLite, without statistics, otherwise scanned
 * every bet record and looked each up in them (CROSS JOIN fixes SQLite's order); PostgreSQL plans by statistics.
 */
function forceJoinOrder(dialect: Dialect) {
  return sql.raw(dialect === 'sqlite' ? 'cross join' : 'join');
}

/**
 * PostgreSQL: the records `source` names, found by their ids in the primary key. Joined by id alone, PostgreSQL
 * hashed the 50,000 settlements of a lottery batch and read every one of a million bet records to find them (a
 * sequential scan per batch, which it costed below 50,000 index look-ups); an array of ids is looked up in the index.
 */
function recordsNamedBy(dialect: Dialect, alias: string, source: RawBuilder<unknown>) {
  return dialect === 'postgres'
    ? sql`${sql.ref(`${alias}.id`)} = any(array(select named.record_id from (${source}) named))`
    : sql`true`;
}

/**
 * Adds to the daily totals what the bulk settlement will change, from the records as they are before it (so call
 * it first): the same differences as `measureBetRecord` before and after `BetBook.addWin` (payout plus the win;
 * an unsettled record's profit becomes payout − stake, and its stake settled stake) and `BetBook.rollBack` (a
 * rolled-back record's valid bet is 0 and its profit its payout, a settled one's stake leaves the settled stake;
 * one rolled back already does not change).
 */
export async function addBulkSettlementsToDailyTotals(
  db: Executor,
  dialect: Dialect,
  source: RawBuilder<unknown>,
): Promise<void> {
  await sql`insert into bet_daily_total (member_id, day, vendor_code, game_type, bet_count, stake, valid_bet,
      payout, profit, settled_stake)
    select r.member_id, r.day, r.vendor_code, r.game_type, 0, 0,
      sum(case when s.is_rollback = 1 and r.status <> 'rolled_back' then -r.stake else 0 end),
      sum(case when s.is_rollback = 1 then 0 else s.amount end),
      sum(case
        when s.is_rollback = 0 then s.amount + (case when r.status = 'unsettled' then r.payout - r.stake else 0 end)
        when r.status = 'rolled_back' then 0
        when r.status = 'unsettled' then r.payout
        else r.stake end),
      sum(case
        when r.kind <> 'bet' then 0
        when s.is_rollback = 0 and r.status = 'unsettled' then r.stake
        when s.is_rollback = 1 and r.status = 'settled' then -r.stake
        else 0 end)
    from (${source}) s
    ${forceJoinOrder(dialect)} bet_record r on r.id = s.record_id
    where ${recordsNamedBy(dialect, 'r', source)}
    group by r.member_id, r.day, r.vendor_code, r.game_type
    on conflict (member_id, day, vendor_code, game_type) do update set
      valid_bet = bet_daily_total.valid_bet + excluded.valid_bet,
      payout = bet_daily_total.payout + excluded.payout,
      profit = bet_daily_total.profit + excluded.profit,
      settled_stake = bet_daily_total.settled_stake + excluded.settled_stake`.execute(db);
}

/**
 * Notes the days of the records `source` settles a day or more after they were placed (`bet_late_settlement`, once a
 * day per call), from the records as they are before the settlement (so call it first): a win settles a record that
 * has no settlement time yet, at `now`, as `updateBulkSettledRecords` does.
 */
export async function addBulkLateSettlements(
  db: Executor,
  dialect: Dialect,
  source: RawBuilder<unknown>,
  now: number,
): Promise<void> {
  await sql`insert into bet_late_settlement (settled_at, day)
    select distinct cast(${now} as bigint), r.day
    from (${source}) s
    ${forceJoinOrder(dialect)} bet_record r on r.id = s.record_id
    where ${recordsNamedBy(dialect, 'r', source)} and s.is_rollback = 0 and r.settled_at is null
      and r.placed_at <= ${now - LATE_SETTLEMENT_MS}
    on conflict (settled_at, day) do nothing`.execute(db);
}

/** Settles the records `source` names, as `addBulkSettlementsToDailyTotals` counted them; answers how many. */
export async function updateBulkSettledRecords(
  db: Executor,
  dialect: Dialect,
  source: RawBuilder<unknown>,
  now: number,
): Promise<number> {
  const result = await sql`update bet_record set
      payout = case when s.is_rollback = 1 then bet_record.payout else bet_record.payout + s.amount end,
      win_count = case when s.is_rollback = 1 then bet_record.win_count else bet_record.win_count + 1 end,
      status = case
        when s.is_rollback = 1 then 'rolled_back'
        when bet_record.status = 'unsettled' then 'settled'
        else bet_record.status end,
      settled_at = case when s.is_rollback = 1 then bet_record.settled_at
        else coalesce(bet_record.settled_at, ${now}) end
    from (${source}) s
    where bet_record.id = s.record_id and ${recordsNamedBy(dialect, 'bet_record', source)}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
