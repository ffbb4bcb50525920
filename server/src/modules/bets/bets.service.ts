import { betRecordStatusSchema } from '@plaza/contracts/bets';
import type {
  BetRecord,
  BetRecordPage,
  BetRecordQuery,
  BetTotals,
  DailyBetTotals,
  DailyBetTotalsQuery,
} from '@plaza/contracts/bets';
import type { Language } from '@plaza/contracts/languages';

import type { DatabaseHandle } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { pickName } from '../games/games.service';
import { resolveTimeRange, toLimitOffset, toPage } from '../records/paging';
import {
  addToDailyTotal,
  addWinToBetRecord,
  insertBetRecord,
  markBetRecordRolledBack,
  selectBetRecordPage,
  selectDailyTotals,
  sumBetRecords,
  sumBetRecordsByGameType,
} from './bets.repository';
import type {
  BetRecordFilter,
  BetRecordInsert,
  BetRecordListRow,
  BetRecordRow,
  BetSums,
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

/** What a record's day totals are keyed by and add up. */
type MeasuredRecord = Pick<
  BetRecordRow,
  'member_id' | 'day' | 'vendor_code' | 'game_type' | 'kind' | 'stake' | 'payout' | 'status'
>;

async function addChangeToDailyTotal(
  db: Executor,
  before: MeasuredRecord | undefined,
  after: MeasuredRecord,
): Promise<void> {
  const now = measureBetRecord(after);
  const was = before === undefined ? undefined : measureBetRecord(before);
  await addToDailyTotal(db, {
    member_id: after.member_id,
    day: after.day,
    vendor_code: after.vendor_code,
    game_type: after.game_type,
    bet_count: now.bet_count - (was?.bet_count ?? 0),
    stake: now.stake - (was?.stake ?? 0),
    valid_bet: now.valid_bet - (was?.valid_bet ?? 0),
    payout: now.payout - (was?.payout ?? 0),
    profit: now.profit - (was?.profit ?? 0),
  });
}

interface RoundCall {
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

/** A bet the wallet accepted: an open record on the day it was placed. */
export async function recordBetPlaced(db: Executor, bet: RoundCall): Promise<void> {
  const record: BetRecordInsert = {
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
  };
  await insertBetRecord(db, record);
  await addChangeToDailyTotal(db, undefined, record);
}

/**
 * A win the wallet paid (zero for a lost round): it settles the bet it names, or else the member's latest bet
 * in its round; a win that finds no bet at all (a jackpot, a tournament prize) is a prize record of its own.
 */
export async function recordWin(
  db: Executor,
  win: RoundCall & { betTransactionId: string | undefined },
): Promise<void> {
  const target =
    win.betTransactionId === undefined
      ? { vendorCode: win.vendorCode, roundId: win.roundId, memberId: win.memberId }
      : { vendorCode: win.vendorCode, transactionId: win.betTransactionId };
  const settled = await addWinToBetRecord(db, target, { amount: win.amount, at: win.at });
  if (settled !== undefined) {
    const wasOpen = settled.status === 'settled' && settled.win_count === 1;
    await addChangeToDailyTotal(
      db,
      {
        ...settled,
        payout: settled.payout - win.amount,
        status: wasOpen ? 'unsettled' : settled.status,
      },
      settled,
    );
    return;
  }
  if (win.betTransactionId !== undefined) {
    // The wallet checked the bet exists; it was placed before bet records were kept, and was carried over
    // only if it stood then. Nothing to add to.
    return;
  }
  const prize: BetRecordInsert = {
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
  };
  await insertBetRecord(db, prize);
  await addChangeToDailyTotal(db, undefined, prize);
}

/** A bet the vendor reversed: its stake no longer counts; what its wins paid stays paid. */
export async function recordBetRolledBack(
  db: Executor,
  rollback: { vendorCode: string; betTransactionId: string },
): Promise<void> {
  const reversed = await markBetRecordRolledBack(db, rollback.vendorCode, rollback.betTransactionId);
  if (reversed === undefined) {
    return;
  }
  await addChangeToDailyTotal(
    db,
    { ...reversed, status: reversed.win_count > 0 ? 'settled' : 'unsettled' },
    reversed,
  );
}

function toTotals(sums: BetSums): BetTotals {
  return {
    betCount: sums.bet_count,
    stake: sums.stake,
    validBet: sums.valid_bet,
    payout: sums.payout,
    profit: sums.profit,
  };
}

function toBetRecord(row: BetRecordListRow, language: Language): BetRecord {
  const measured = measureBetRecord(row);
  const isOpen = row.status === 'unsettled';
  return {
    id: String(row.id),
    time: new Date(row.placed_at).toISOString(),
    vassalage: row.vendor_code,
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
  query: BetRecordQuery,
  language: Language,
  now: number = Date.now(),
): Promise<BetRecordPage> {
  const filter = { memberId, ...resolveTimeRange(query, now), vendorCode: query.vassalage };
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
  query: DailyBetTotalsQuery,
  now: number = Date.now(),
): Promise<DailyBetTotals> {
  const range = resolveTimeRange(query, now);
  const offset = (await getDeploymentSettings(handle)).reportUtcOffsetMinutes;
  const days = await selectDailyTotals(handle.db, {
    memberId,
    fromDay: toReportDay(range.from, offset),
    toDay: toReportDay(range.to - 1, offset),
    vendorCode: query.vassalage,
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
