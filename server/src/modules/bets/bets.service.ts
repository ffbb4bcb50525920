import { betRecordStatusSchema } from '@plaza/contracts/bets';
import type {
  BetRecord,
  BetRecordPage,
  BetRecordQuery,
  BetTotals,
  DailyBetTotals,
  DailyBetTotalsQuery,
} from '@plaza/contracts/bets';
import type { VendorCoded } from '@plaza/contracts/catalogue';
import type { Language } from '@plaza/contracts/languages';

import type { RawBuilder } from 'kysely';

import type { DatabaseHandle, Dialect } from '../../db/database';
import type { Statement } from '../../db/prepared-query';
import type { Executor } from '../../db/transaction';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { pickName } from '../games/games.service';
import { resolveTimeRange, toLimitOffset, toPage } from '../../http/paging';
import {
  addBulkLateSettlements,
  addBulkSettlementsToDailyTotals,
  addToDailyTotals,
  updateBulkSettledRecords,
  insertBetRecords,
  insertLateSettlements,
  isLateSettlement,
  selectBetRecordPage,
  selectBetRecordsForUpdate,
  selectBetRecordsOfVendor,
  selectDailyTotals,
  selectDayTotalsByMember,
  selectHedgedStakeOfDay,
  selectSettledBetsOfGames,
  selectSettledStakeOfDay,
  selectTopValidBetMembers,
  selectTeamBetSums,
  sumBetRecords,
  sumBetRecordsByGameType,
  sumMemberPlaySince,
  updateBetRecords,
  selectDaysSettledLateBetween,
} from './bets.repository';
import type {
  BetRecordChange,
  BetRecordFilter,
  BetRecordInsert,
  BetRecordListRow,
  BetRecordRow,
  BetSums,
  DailyTotalDelta,
} from './bets.repository';

/**
 * Bet records (docs/decisions/015-bet-records.md): the wallet calls these inside the transaction of the money
 * call that placed, settled or reversed a bet, so a record and its day's totals never disagree with the money.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The report day of an instant: whole days since 1970-01-01 at `utcOffsetMinutes` east of UTC. */
export function toReportDay(at: number, utcOffsetMinutes: number): number {
  return Math.floor((at + utcOffsetMinutes * 60_000) / DAY_MS);
}

/** The first instant of a report day. */
export function reportDayStart(day: number, utcOffsetMinutes: number): number {
  return day * DAY_MS - utcOffsetMinutes * 60_000;
}

/** A report day as YYYY-MM-DD. */
export function formatReportDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** What a record adds to its day's totals; a prize (a win with no bet) is no bet of its own. */
export function measureBetRecord(
  record: Pick<BetRecordRow, 'kind' | 'stake' | 'payout' | 'status'>,
): BetSums {
  const validBet = record.status === 'rolled_back' ? 0 : record.stake;
  return {
    bet_count: record.kind === 'bet' ? 1 : 0,
    stake: record.stake,
    valid_bet: validBet,
    payout: record.payout,
    profit: record.status === 'unsettled' ? 0 : record.payout - validBet,
  };
}

/**
 * What a record adds to its day's settled stake (`bet_daily_total.settled_stake`, decision 099): its stake once a
 * win settled it, while it stands; a prize is no bet, an open or rolled-back bet counts nothing.
 */
export function settledStakeOf(record: Pick<BetRecordRow, 'kind' | 'stake' | 'status'>): number {
  return record.kind === 'bet' && record.status === 'settled' ? record.stake : 0;
}

/** What the wallet tells the book of a call that places or settles a bet. */
export interface RoundCall {
  memberId: number;
  vendorCode: string;
  /** The vendor's transaction id of this call. */
  transactionId: string;
  gameCode: string;
  gameType: string;
  roundId: string;
  amount: number;
  at: number;
  reportUtcOffsetMinutes: number;
}

/** What a group of wallet calls will ask of the book, so that it reads those records, and only those, first. */
export interface BetBookKeys {
  /** Bets named by the wins and rollbacks: vendor and transaction id. */
  named: readonly { vendorCode: string; transactionId: string }[];
  /** Rounds whose latest bet a win that names no bet settles. */
  rounds: readonly { vendorCode: string; roundId: string; memberId: number }[];
}

/**
 * A record as the book holds it: its row (no id while it is new) and whether it must be written; a new one, whether
 * the member had a record in its round already in the book (`is_round_repeat`).
 */
interface HeldRecord {
  row: Omit<BetRecordRow, 'id'> & { id: number | undefined };
  isChanged: boolean;
  isRoundRepeat?: boolean;
}

const KEY_SEPARATOR = '\u0000';

function recordKey(vendorCode: string, transactionId: string): string {
  return `${vendorCode}${KEY_SEPARATOR}${transactionId}`;
}

function roundKey(vendorCode: string, roundId: string, memberId: number): string {
  return `${vendorCode}${KEY_SEPARATOR}${roundId}${KEY_SEPARATOR}${memberId}`;
}

/**
 * The bet records a group of wallet calls touches (docs/decisions/015-bet-records.md), inside the group's
 * transaction: the records it names are read (and on PostgreSQL locked) once, each call changes them in memory in
 * the order the calls run, and `write` stores the new and changed records and adds what changed to their days'
 * totals, a statement for each. A record and its day's totals never disagree with the money, which the same
 * transaction moves.
 */
export class BetBook {
  private readonly records = new Map<string, HeldRecord>();
  private readonly latestInRound = new Map<string, HeldRecord>();
  private readonly deltas = new Map<string, DailyTotalDelta>();
  /** The days' totals that a record created here belongs to: written even when they add nothing. */
  private readonly daysOfNewRecords = new Set<string>();

  private constructor(rows: readonly BetRecordRow[]) {
    for (const row of rows) {
      this.hold({ row: { ...row }, isChanged: false });
    }
  }

  /** The statement that reads the records `keys` names (on PostgreSQL, locked), and makes the book of them. */
  static read(db: Executor, keys: BetBookKeys): Statement<BetBook> {
    const searches = [
      ...keys.named.map(({ vendorCode, transactionId }) => ({
        vendor_code: vendorCode,
        transaction_id: transactionId,
        round_id: '',
        member_id: 0,
        is_latest_in_round: 0,
      })),
      ...keys.rounds.map(({ vendorCode, roundId, memberId }) => ({
        vendor_code: vendorCode,
        transaction_id: '',
        round_id: roundId,
        member_id: memberId,
        is_latest_in_round: 1,
      })),
    ];
    const statement = selectBetRecordsForUpdate(db, searches);
    return { query: statement.query, read: (result) => new BetBook(statement.read(result)) };
  }

  /**
   * The book of the records of many bets each named by its own transaction id (no round searches), read (on
   * PostgreSQL locked) vendor by vendor, one statement each over the unique key: what a lottery draw's settlement
   * names, thousands of bets at a time, where `read` costs a search per key.
   */
  static async readBets(
    db: Executor,
    dialect: Dialect,
    named: readonly { vendorCode: string; transactionId: string }[],
  ): Promise<BetBook> {
    const byVendor = new Map<string, string[]>();
    for (const { vendorCode, transactionId } of named) {
      const ids = byVendor.get(vendorCode) ?? [];
      ids.push(transactionId);
      byVendor.set(vendorCode, ids);
    }
    const rows: BetRecordRow[] = [];
    // Vendors in one order, so two such groups lock their rows in the same order.
    for (const vendorCode of [...byVendor.keys()].sort()) {
      rows.push(...(await selectBetRecordsOfVendor(db, dialect, vendorCode, byVendor.get(vendorCode) ?? [])));
    }
    return new BetBook(rows);
  }

  /** A bet the wallet accepted: an open record on the day it was placed. */
  placeBet(bet: RoundCall): void {
    this.create({
      member_id: bet.memberId,
      vendor_code: bet.vendorCode,
      transaction_id: bet.transactionId,
      kind: 'bet',
      game_code: bet.gameCode,
      game_type: bet.gameType,
      round_id: bet.roundId,
      stake: bet.amount,
      payout: 0,
      win_count: 0,
      status: 'unsettled',
      day: toReportDay(bet.at, bet.reportUtcOffsetMinutes),
      placed_at: bet.at,
      settled_at: null,
    });
  }

  /**
   * A win the wallet paid (zero for a lost round): it settles the bet it names, or else the member's latest bet
   * in its round; a win that finds no bet at all (a jackpot, a tournament prize) is a prize record of its own.
   */
  addWin(win: RoundCall & { betTransactionId: string | undefined }): void {
    const target =
      win.betTransactionId === undefined
        ? this.latestInRound.get(roundKey(win.vendorCode, win.roundId, win.memberId))
        : this.records.get(recordKey(win.vendorCode, win.betTransactionId));
    if (target !== undefined) {
      this.change(target, (row) => {
        row.payout += win.amount;
        row.win_count += 1;
        if (row.status === 'unsettled') {
          row.status = 'settled';
        }
        row.settled_at ??= win.at;
      });
      return;
    }
    if (win.betTransactionId !== undefined) {
      // The wallet checked the bet exists; it was placed before bet records were kept, and was carried over
      // only if it stood then. Nothing to add to.
      return;
    }
    this.create({
      member_id: win.memberId,
      vendor_code: win.vendorCode,
      transaction_id: win.transactionId,
      kind: 'prize',
      game_code: win.gameCode,
      game_type: win.gameType,
      round_id: win.roundId,
      stake: 0,
      payout: win.amount,
      win_count: 1,
      status: 'settled',
      day: toReportDay(win.at, win.reportUtcOffsetMinutes),
      placed_at: win.at,
      settled_at: win.at,
    });
  }

  /** A bet the vendor reversed: its stake no longer counts; what its wins paid stays paid. */
  rollBack(rollback: { vendorCode: string; betTransactionId: string }): void {
    const target = this.records.get(recordKey(rollback.vendorCode, rollback.betTransactionId));
    if (target === undefined || target.row.status === 'rolled_back') {
      return;
    }
    this.change(target, (row) => {
      row.status = 'rolled_back';
    });
  }

  /** The statements that store the new and changed records and add the changes to their days' totals. */
  write(db: Executor): Statement<void>[] {
    const created: BetRecordInsert[] = [];
    const changed: BetRecordChange[] = [];
    const late: { settled_at: number; day: number }[] = [];
    for (const { row, isChanged, isRoundRepeat } of this.records.values()) {
      if (row.id === undefined) {
        const { id: _none, ...insert } = row;
        created.push({ ...insert, is_round_repeat: isRoundRepeat === true ? 1 : 0 });
      } else if (isChanged) {
        const { id, payout, win_count, status, settled_at } = row;
        changed.push({ id, payout, win_count, status, settled_at });
      }
      // A record settled late notes its day (decision 107); noted again, the pair is left as it is.
      if (isChanged && row.settled_at !== null && isLateSettlement(row)) {
        late.push({ settled_at: row.settled_at, day: row.day });
      }
    }
    // A delta of zero changes nothing, unless a new record needs its day's total row: a prize of nothing (a win
    // of zero that settles no bet) is a record that adds nothing, and every record's day has a total row
    // (ledger:verify, check f).
    const deltas = [...this.deltas.entries()]
      .filter(
        ([key, delta]) =>
          this.daysOfNewRecords.has(key) ||
          delta.bet_count !== 0 ||
          delta.stake !== 0 ||
          delta.valid_bet !== 0 ||
          delta.payout !== 0 ||
          delta.profit !== 0 ||
          delta.settled_stake !== 0,
      )
      .map(([, delta]) => delta);
    return [
      insertBetRecords(db, created),
      updateBetRecords(db, changed),
      addToDailyTotals(db, deltas),
      insertLateSettlements(db, late),
    ];
  }

  private hold(held: HeldRecord): void {
    const { row } = held;
    this.records.set(recordKey(row.vendor_code, row.transaction_id), held);
    const round = roundKey(row.vendor_code, row.round_id, row.member_id);
    const latest = this.latestInRound.get(round)?.row;
    // A new record comes after every stored one; stored ones compare by id.
    const isLater =
      latest === undefined || row.id === undefined || (latest.id !== undefined && latest.id < row.id);
    if (isLater) {
      this.latestInRound.set(round, held);
    }
  }

  private create(row: Omit<BetRecordRow, 'id'>): void {
    // The insert marks a record whose round the table holds already; one of this book's own is known only here.
    const isRoundRepeat = this.latestInRound.has(roundKey(row.vendor_code, row.round_id, row.member_id));
    this.hold({ row: { ...row, id: undefined }, isChanged: true, isRoundRepeat });
    this.addToDay(row, measureBetRecord(row), settledStakeOf(row), undefined);
  }

  private change(held: HeldRecord, apply: (row: HeldRecord['row']) => void): void {
    const before = { sums: measureBetRecord(held.row), settledStake: settledStakeOf(held.row) };
    apply(held.row);
    held.isChanged = true;
    this.addToDay(held.row, measureBetRecord(held.row), settledStakeOf(held.row), before);
  }

  private addToDay(
    record: DailyTotalKey,
    now: BetSums,
    settledStake: number,
    was: { sums: BetSums; settledStake: number } | undefined,
  ): void {
    const key = [record.member_id, record.day, record.vendor_code, record.game_type].join(KEY_SEPARATOR);
    const delta = this.deltas.get(key) ?? {
      member_id: record.member_id,
      day: record.day,
      vendor_code: record.vendor_code,
      game_type: record.game_type,
      bet_count: 0,
      stake: 0,
      valid_bet: 0,
      payout: 0,
      profit: 0,
      settled_stake: 0,
    };
    delta.bet_count += now.bet_count - (was?.sums.bet_count ?? 0);
    delta.stake += now.stake - (was?.sums.stake ?? 0);
    delta.valid_bet += now.valid_bet - (was?.sums.valid_bet ?? 0);
    delta.payout += now.payout - (was?.sums.payout ?? 0);
    delta.profit += now.profit - (was?.sums.profit ?? 0);
    delta.settled_stake += settledStake - (was?.settledStake ?? 0);
    this.deltas.set(key, delta);
    if (was === undefined) {
      this.daysOfNewRecords.add(key);
    }
  }
}

/**
 * Settles the records of many bets in SQL, inside the caller's transaction, without reading them: what a lottery
 * draw's settlement does to a million bets at once (docs/decisions/036-lottery-settlement-by-selection.md).
 * `source` is a SELECT of (record_id, is_rollback, amount), one row per bet record (it is read three times, so it
 * should be cheap: a transaction table's rows; the caller finds each record's id once, where it reads its bets):
 * is_rollback 0 is a win of `amount` (0 for a lost bet) that settles the bet as `BetBook.addWin` does; 1 rolls it
 * back as `BetBook.rollBack` does. The days' totals change by what the records change, and the late settlements are
 * noted once a day (decision 107), in the same transaction. Answers how many records it found (a bet placed before
 * bet records were kept has none and changes nothing).
 */
export async function settleBetRecordsInBulk(
  db: Executor,
  dialect: Dialect,
  source: RawBuilder<unknown>,
  now: number,
): Promise<number> {
  await addBulkSettlementsToDailyTotals(db, dialect, source);
  await addBulkLateSettlements(db, dialect, source, now);
  return updateBulkSettledRecords(db, dialect, source, now);
}

/** What a record's day totals are keyed by. */
type DailyTotalKey = Pick<BetRecordRow, 'member_id' | 'day' | 'vendor_code' | 'game_type'>;

function toTotals(sums: BetSums): BetTotals {
  return {
    betCount: sums.bet_count,
    stake: sums.stake,
    validBet: sums.valid_bet,
    payout: sums.payout,
    profit: sums.profit,
  };
}

/** One bet of the betting record (BetRecord on the wire). */
export type BetRecordItem = VendorCoded<BetRecord>;
/** A page of the betting record with the range's totals (BetRecordPage on the wire). */
export type BetRecordItemPage = Omit<BetRecordPage, 'content'> & { content: BetRecordItem[] };

function toBetRecord(row: BetRecordListRow, language: Language): BetRecordItem {
  const measured = measureBetRecord(row);
  const isOpen = row.status === 'unsettled';
  return {
    id: String(row.id),
    time: new Date(row.placed_at).toISOString(),
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name ?? row.vendor_code,
    gameCode: row.game_code,
    gameName: row.game_names === null ? row.game_code : pickName(row.game_names, language, row.game_code),
    gameType: row.game_type,
    roundId: row.round_id,
    stake: row.stake,
    validBet: measured.valid_bet,
    payout: isOpen ? null : row.payout,
    profit: isOpen ? null : measured.profit,
    status: betRecordStatusSchema.parse(row.status),
  };
}

/**
 * The betting record (personalHistoryCopy, GET /wps/member/bets): the member's bets at every vendor placed in the
 * range, newest first, each with what settled it, and the sums over every bet of the range (not only the page).
 */
export async function listBetRecords(
  handle: DatabaseHandle,
  memberId: number,
  query: VendorCoded<BetRecordQuery>,
  language: Language,
  now: number = Date.now(),
): Promise<BetRecordItemPage> {
  const filter = { memberId, ...resolveTimeRange(query, now), vendorCode: query.vendorCode };
  const sums = await sumBetRecords(handle.db, filter);
  const rows = await selectBetRecordPage(handle.db, filter, toLimitOffset(query));
  return {
    ...toPage(
      rows.map((row) => toBetRecord(row, language)),
      query,
      sums.record_count,
    ),
    totals: toTotals(sums),
  };
}

/**
 * The member's play per report day (GET /wps/member/bets/daily), from the daily totals: every report day the
 * range touches, newest first, days without bets left out.
 */
export async function getDailyBetTotals(
  handle: DatabaseHandle,
  memberId: number,
  query: VendorCoded<DailyBetTotalsQuery>,
  now: number = Date.now(),
): Promise<DailyBetTotals> {
  const range = resolveTimeRange(query, now);
  const offset = (await getDeploymentSettings(handle)).reportUtcOffsetMinutes;
  const days = await selectDailyTotals(handle.db, {
    memberId,
    fromDay: toReportDay(range.from, offset),
    toDay: toReportDay(range.to - 1, offset),
    vendorCode: query.vendorCode,
  });
  const sum = (key: keyof BetSums) => days.reduce((total, day) => total + day[key], 0);
  return {
    utcOffsetMinutes: offset,
    days: days.map((day) => ({ date: formatReportDay(day.day), ...toTotals(day) })),
    totals: toTotals({
      bet_count: sum('bet_count'),
      stake: sum('stake'),
      valid_bet: sum('valid_bet'),
      payout: sum('payout'),
      profit: sum('profit'),
    }),
  };
}

/** The member's bets placed in a range, summed per game type (personal profit and loss shows them). */
export async function sumBetsByGameType(
  db: Executor,
  filter: BetRecordFilter,
): Promise<{ gameType: string; betCount: number; validBet: number; payout: number; profit: number }[]> {
  const rows = await sumBetRecordsByGameType(db, filter);
  return rows.map((row) => ({
    gameType: row.game_type,
    betCount: row.bet_count,
    validBet: row.valid_bet,
    payout: row.payout,
    profit: row.profit,
  }));
}

/** Every member's play of one report day (the daily totals the betting record reads), for the agent center. */
export async function sumDayByMember(
  db: Executor,
  day: number,
): Promise<
  { memberId: number; betCount: number; stake: number; validBet: number; payout: number; profit: number }[]
> {
  const rows = await selectDayTotalsByMember(db, day);
  return rows.map((row) => ({
    memberId: row.member_id,
    betCount: row.bet_count,
    stake: row.stake,
    validBet: row.valid_bet,
    payout: row.payout,
    profit: row.profit,
  }));
}

/**
 * The report days (placement days) of the bets settled in (after, upTo], or more: what readers of the daily totals
 * re-read when a bet settles days after it was placed (the agents' team figures job, the back office's daily
 * summary). Bets settled a day or more after they were placed are found by the partial index of 0066
 * (docs/decisions/069-late-settlements-partial-index.md); one settled sooner was placed the day it settled or the day
 * before, so every day from the one before `after`'s day to `upTo`'s is answered too (usually days the callers
 * re-read anyway).
 */
export async function listDaysSettledBetween(
  db: Executor,
  range: { after: number; upTo: number; utcOffsetMinutes: number },
): Promise<number[]> {
  const days = new Set(await selectDaysSettledLateBetween(db, range.after, range.upTo));
  const lastDay = toReportDay(range.upTo, range.utcOffsetMinutes);
  for (let day = toReportDay(range.after, range.utcOffsetMinutes) - 1; day <= lastDay; day += 1) {
    days.add(day);
  }
  return [...days].sort((left, right) => left - right);
}

/** What a member staked and was paid back since `from` (rolled-back bets left out), for the play limits. */
export function sumMemberPlay(
  db: Executor,
  memberId: number,
  from: number,
): Promise<{ wagered: number; paid: number }> {
  return sumMemberPlaySince(db, memberId, from);
}

/**
 * Settled valid bet of one report day per member and game type (docs/product/definitions.md "Valid bet": settled
 * bets only, prizes and rolled-back bets left out), maybe of one member, and of it the stake of the rounds in which
 * the member's bets covered each other (decision 043) at vendors other than `hedgedExceptVendorCodes`: what
 * rebates, the VIP ladder, points and missions count. The settled stake comes from the daily totals, the covering
 * rounds from the few rounds with more than one record of the member (decision 099), not from the day's bets.
 */
export async function sumSettledValidBetOfDay(
  db: Executor,
  filter: { day: number; memberId?: number | undefined; hedgedExceptVendorCodes: readonly string[] },
): Promise<{ memberId: number; gameType: string; validBet: number; hedgedStake: number }[]> {
  const settled = await selectSettledStakeOfDay(db, filter);
  const hedged = await selectHedgedStakeOfDay(db, {
    ...filter,
    exceptVendorCodes: filter.hedgedExceptVendorCodes,
  });
  const hedgedStakes = new Map(hedged.map((row) => [`${row.member_id}:${row.game_type}`, row.hedged_stake]));
  return settled.map((row) => ({
    memberId: row.member_id,
    gameType: row.game_type,
    validBet: row.stake,
    hedgedStake: hedgedStakes.get(`${row.member_id}:${row.game_type}`) ?? 0,
  }));
}

/** The members with the most valid bet over a range of report days, most first (the mission leaderboard). */
export async function rankMembersByValidBet(
  db: Executor,
  range: { fromDay: number; toDay: number; limit: number },
): Promise<{ memberId: number; validBet: number }[]> {
  const rows = await selectTopValidBetMembers(db, range);
  return rows.map((row) => ({ memberId: row.member_id, validBet: row.valid_bet }));
}

/** A team's settled bets placed in a range (sumTeamBetsPlacedBetween). */
export interface TeamBetSums {
  /** The team's valid bet: every settled bet's stake. */
  validBet: number;
  /** Members of the team (itself included) with at least one settled bet. */
  activeMembers: number;
  /** Per threshold asked, in order: the valid bet of the lost bets whose stake reaches it, and of the others. */
  lost: number[];
  won: number[];
}

/** Thresholds per query: each adds two sums to every row. */
const THRESHOLDS_PER_QUERY = 8;

/**
 * Each team's settled bets placed in [from, to) (docs/product/definitions.md "Valid bet": settled records only),
 * by the team's top member (itself and everyone below it), summed in SQL over the tree: for the contracts' hourly
 * and real-time salary. `thresholds`: single-bet amounts; for each, what the team's bets of at least that stake
 * lost and won (a real-time salary pays by each bet's outcome, bets below its single-bet amount earning nothing).
 * Teams without a settled bet in the range are absent.
 */
export async function sumTeamBetsPlacedBetween(
  db: Executor,
  range: { from: number; to: number },
  thresholds: readonly number[],
): Promise<Map<number, TeamBetSums>> {
  const sums = new Map<number, TeamBetSums>();
  for (let first = 0; first === 0 || first < thresholds.length; first += THRESHOLDS_PER_QUERY) {
    const some = thresholds.slice(first, first + THRESHOLDS_PER_QUERY);
    for (const row of await selectTeamBetSums(db, range, some)) {
      let team = sums.get(row.team_id);
      if (team === undefined) {
        team = {
          validBet: 0,
          activeMembers: 0,
          lost: thresholds.map(() => 0),
          won: thresholds.map(() => 0),
        };
        sums.set(row.team_id, team);
      }
      if (first === 0) {
        // Every query answers the same totals: counted from the first alone.
        team.validBet += row.valid_bet;
        team.activeMembers += row.active_members;
      }
      some.forEach((_, index) => {
        const at = first + index;
        team.lost[at] = (team.lost[at] ?? 0) + (row.lost[index] ?? 0);
        team.won[at] = (team.won[at] ?? 0) + (row.won[index] ?? 0);
      });
    }
  }
  return sums;
}

/** Settled bets of one report day at one vendor's games, with their rounds, maybe of one member. */
export async function listSettledBetsOfGames(
  db: Executor,
  filter: { day: number; vendorCode: string; gameCodes: readonly string[]; memberId?: number | undefined },
): Promise<{ memberId: number; gameType: string; roundId: string; stake: number }[]> {
  const rows = await selectSettledBetsOfGames(db, filter);
  return rows.map((row) => ({
    memberId: row.member_id,
    gameType: row.game_type,
    roundId: row.round_id,
    stake: row.stake,
  }));
}
