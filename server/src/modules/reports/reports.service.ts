import type {
  DailyFigures,
  DailyReport,
  Dashboard,
  MemberReport,
  PlayBreakdown,
  dailyReportQuerySchema,
  dashboardQuerySchema,
  memberReportQuerySchema,
} from '@plaza/contracts/back-office';
import type { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { toLimitOffset, toPage } from '../../http/paging';
import { formatReportDay, reportDayStart, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import type { Executor } from '../../db/transaction';
import { MEMBER_WINDOW_DAYS, selectSummarizedDays, selectSummaryState } from './report-summary.repository';
import { readSummaryClock } from './report-summary.service';
import {
  countActiveMembers,
  countMembersOfDays,
  countMembersOfWindow,
  countPending,
  selectMemberMoney,
  selectMemberPlayPage,
  selectNewMembersByDay,
  selectPlayBy,
  selectPlayByDay,
  selectSummaryMoney,
  selectSummaryNewMembers,
  selectSummaryPlayBy,
  selectSummaryPlayByDay,
  selectTransfersByDay,
} from './reports.repository';
import type { DayRange, MemberReportSort, PlayFilter, PlaySums } from './reports.repository';

const DAY_MS = 86_400_000;

/** The days of a report when none are asked: the last 30, today included. */
export const DEFAULT_REPORT_DAYS = 30;

const parseDay = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/**
 * The report days a query names (docs/decisions/063-back-office-reports.md): `to` defaults to today (or 29 days
 * after `from`, not past today), `from` to 29 days before `to`; days are the deployment's report days.
 */
export function resolveDayRange(
  query: { from?: string | undefined; to?: string | undefined },
  utcOffsetMinutes: number,
  now: number,
): DayRange {
  const today = toReportDay(now, utcOffsetMinutes);
  const from = query.from === undefined ? undefined : parseDay(query.from);
  const toDay =
    query.to === undefined
      ? from === undefined
        ? today
        : Math.max(from, Math.min(from + DEFAULT_REPORT_DAYS - 1, today))
      : parseDay(query.to);
  const fromDay = from ?? toDay - (DEFAULT_REPORT_DAYS - 1);
  return {
    fromDay,
    toDay,
    fromAt: reportDayStart(fromDay, utcOffsetMinutes),
    toAt: reportDayStart(toDay + 1, utcOffsetMinutes),
    offsetMs: utcOffsetMinutes * 60_000,
  };
}

type Totals = Omit<DailyFigures, 'date'>;

const emptyTotals = (): Totals => ({
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  bets: 0,
  validBets: 0,
  betCount: 0,
  payouts: 0,
  ggr: 0,
  bonuses: 0,
  newMembers: 0,
  activeMembers: 0,
});

const toBreakdown = (row: PlaySums & { key: string }): PlayBreakdown => ({
  key: row.key,
  betCount: row.bet_count,
  bets: row.stake,
  payouts: row.payout,
  ggr: row.stake - row.payout,
});

/** The range's days split into those the daily summary holds and those read live (today, and any not summarized). */
async function splitDays(db: Executor, range: DayRange): Promise<{ summarized: number[]; live: number[] }> {
  const held = await selectSummarizedDays(db, range.fromDay, range.toDay);
  const days = { summarized: [] as number[], live: [] as number[] };
  for (let day = range.fromDay; day <= range.toDay; day += 1) {
    (held.has(day) ? days.summarized : days.live).push(day);
  }
  return days;
}

type DayMoneyFigures = Pick<
  Totals,
  'deposits' | 'depositCount' | 'withdrawals' | 'withdrawalCount' | 'bonuses'
>;

/**
 * Money per day: the summary's, up to its ledger watermark, and the ledger's tail after it (read live along the
 * primary key). Read again when the job moved the watermark meanwhile, so that no transfer counts twice.
 */
async function readMoney(db: Executor, range: DayRange): Promise<Map<number, DayMoneyFigures>> {
  for (;;) {
    const watermark = (await selectSummaryState(db, 'ledger')) ?? 0;
    const money = new Map<number, DayMoneyFigures>();
    const entry = (day: number) => {
      const existing = money.get(day) ?? {
        deposits: 0,
        depositCount: 0,
        withdrawals: 0,
        withdrawalCount: 0,
        bonuses: 0,
      };
      money.set(day, existing);
      return existing;
    };
    for (const [day, figures] of await selectSummaryMoney(db, range)) {
      Object.assign(entry(day), figures);
    }
    for (const [day, sums] of await selectTransfersByDay(db, range, watermark, 'deposit')) {
      entry(day).deposits += sums.amount;
      entry(day).depositCount += sums.count;
    }
    // A withdrawal is paid when its money leaves the hold for the payment channel (not when it is requested).
    for (const [day, sums] of await selectTransfersByDay(
      db,
      range,
      watermark,
      'withdrawal',
      'payment_channel',
    )) {
      entry(day).withdrawals += sums.amount;
      entry(day).withdrawalCount += sums.count;
    }
    for (const [day, sums] of await selectTransfersByDay(db, range, watermark, 'bonus')) {
      entry(day).bonuses += sums.amount;
    }
    if (((await selectSummaryState(db, 'ledger')) ?? 0) === watermark) {
      return money;
    }
  }
}

const addPlay = (into: Map<string, PlaySums & { key: string }>, rows: (PlaySums & { key: string })[]) => {
  for (const row of rows) {
    const existing = into.get(row.key);
    into.set(
      row.key,
      existing === undefined
        ? { ...row }
        : {
            key: row.key,
            bet_count: existing.bet_count + row.bet_count,
            stake: existing.stake + row.stake,
            valid_bet: existing.valid_bet + row.valid_bet,
            payout: existing.payout + row.payout,
          },
    );
  }
};

/** Play by vendor or game type over the days, the summary's and the live days', the largest stake first. */
async function readPlayBy(
  db: Executor,
  days: { summarized: number[]; live: number[] },
  filter: PlayFilter,
  key: 'vendor_code' | 'game_type',
): Promise<PlayBreakdown[]> {
  const sums = new Map<string, PlaySums & { key: string }>();
  if (days.summarized.length > 0) {
    addPlay(sums, await selectSummaryPlayBy(db, days.summarized, filter, key));
  }
  if (days.live.length > 0) {
    addPlay(sums, await selectPlayBy(db, days.live, filter, key));
  }
  return [...sums.values()].sort((a, b) => b.stake - a.stake || a.key.localeCompare(b.key)).map(toBreakdown);
}

/**
 * Every day of the range, oldest first, with its money, play and members; and their sums. Days the daily summary
 * holds are read from it (docs/decisions/068-report-daily-summary.md), the others (today) from their rows.
 */
async function readFigures(
  handle: DatabaseHandle,
  range: DayRange,
  filter: PlayFilter,
): Promise<{ days: DailyFigures[]; totals: Totals; byVendor: PlayBreakdown[]; byGameType: PlayBreakdown[] }> {
  const db = handle.db;
  const split = await splitDays(db, range);
  const play = await selectSummaryPlayByDay(db, split.summarized, filter);
  if (split.live.length > 0) {
    for (const [day, sums] of await selectPlayByDay(db, split.live, filter)) {
      play.set(day, sums);
    }
  }
  const money = await readMoney(db, range);
  const newMembers = await selectSummaryNewMembers(db, split.summarized);
  const firstLive = split.live[0];
  const lastLive = split.live.at(-1);
  if (firstLive !== undefined && lastLive !== undefined) {
    const liveRange = {
      ...range,
      fromDay: firstLive,
      toDay: lastLive,
      fromAt: range.fromAt + (firstLive - range.fromDay) * DAY_MS,
      toAt: range.toAt - (range.toDay - lastLive) * DAY_MS,
    };
    for (const [day, count] of await selectNewMembersByDay(db, liveRange)) {
      if (!newMembers.has(day)) {
        newMembers.set(day, count);
      }
    }
  }
  const days: DailyFigures[] = [];
  const totals = emptyTotals();
  for (let day = range.fromDay; day <= range.toDay; day += 1) {
    const dayPlay = play.get(day);
    const dayMoney = money.get(day);
    const figures: DailyFigures = {
      date: formatReportDay(day),
      deposits: dayMoney?.deposits ?? 0,
      depositCount: dayMoney?.depositCount ?? 0,
      withdrawals: dayMoney?.withdrawals ?? 0,
      withdrawalCount: dayMoney?.withdrawalCount ?? 0,
      bets: dayPlay?.stake ?? 0,
      validBets: dayPlay?.valid_bet ?? 0,
      betCount: dayPlay?.bet_count ?? 0,
      payouts: dayPlay?.payout ?? 0,
      ggr: (dayPlay?.stake ?? 0) - (dayPlay?.payout ?? 0),
      bonuses: dayMoney?.bonuses ?? 0,
      newMembers: newMembers.get(day) ?? 0,
      activeMembers: dayPlay?.active_members ?? 0,
    };
    days.push(figures);
    for (const key of Object.keys(totals) as (keyof Totals)[]) {
      totals[key] += figures[key];
    }
  }
  // A member active on several days counts once over the range: the summary keeps each member's day, over every
  // vendor; a vendor or game type filter counts the daily totals' members of the range.
  totals.activeMembers =
    filter.vendorCode === undefined && filter.gameType === undefined
      ? await countMembersOfDays(db, split)
      : await countActiveMembers(db, [...split.summarized, ...split.live], filter);
  const byVendor = await readPlayBy(db, split, filter, 'vendor_code');
  const byGameType = await readPlayBy(db, split, filter, 'game_type');
  return { days, totals, byVendor, byGameType };
}

/** When the daily summary last ran, as the screens show it (null before its first run). */
async function summarizedAt(db: Executor): Promise<string | null> {
  const at = await readSummaryClock(db);
  return at === undefined ? null : new Date(at).toISOString();
}

/** The dashboard (GET /ops/dashboard): the range's days oldest first, their sums, play by vendor and type. */
export async function getDashboard(
  handle: DatabaseHandle,
  query: z.output<typeof dashboardQuerySchema>,
  now: number = Date.now(),
): Promise<Dashboard> {
  const offset = (await getDeploymentSettings(handle)).reportUtcOffsetMinutes;
  const range = resolveDayRange(query, offset, now);
  const figures = await readFigures(handle, range, {});
  return {
    from: formatReportDay(range.fromDay),
    to: formatReportDay(range.toDay),
    utcOffsetMinutes: offset,
    ...figures,
    pending: await countPending(handle.db),
    summarizedAt: await summarizedAt(handle.db),
  };
}

/**
 * The daily financial report (GET /ops/reports/daily): a page of the range's days, newest first, and the sums and
 * play by vendor and game type of the whole range. A vendor or game type filter narrows the play (bets, payouts,
 * GGR, active members); money in and out is the whole site's.
 */
export async function getDailyReport(
  handle: DatabaseHandle,
  query: z.output<typeof dailyReportQuerySchema>,
  now: number = Date.now(),
): Promise<DailyReport> {
  const offset = (await getDeploymentSettings(handle)).reportUtcOffsetMinutes;
  const range = resolveDayRange(query, offset, now);
  const figures = await readFigures(handle, range, {
    vendorCode: query.vendorCode,
    gameType: query.gameType,
  });
  const newestFirst = figures.days.reverse();
  const { limit, offset: skip } = toLimitOffset(query);
  return {
    ...toPage(newestFirst.slice(skip, skip + limit), query, newestFirst.length),
    from: formatReportDay(range.fromDay),
    to: formatReportDay(range.toDay),
    utcOffsetMinutes: offset,
    totals: figures.totals,
    byVendor: figures.byVendor,
    byGameType: figures.byGameType,
    summarizedAt: await summarizedAt(handle.db),
  };
}

/**
 * A page of members' play over the days, and how many members played. When the summarized days are the members' window's (the default range of
 * the last 30 days: docs/decisions/075-member-report-window.md), one row per member is read instead of one per member
 * and day; read again if the job moved the window meanwhile (once a day).
 */
async function readMemberPlayPage(
  db: Executor,
  days: { summarized: number[]; live: number[] },
  sort: MemberReportSort,
  page: { limit: number; offset: number },
) {
  for (;;) {
    const windowLast = await selectSummaryState(db, 'member-window');
    const fromWindow =
      windowLast !== undefined &&
      days.summarized.length === MEMBER_WINDOW_DAYS &&
      days.summarized[0] === windowLast - MEMBER_WINDOW_DAYS + 1 &&
      days.summarized.at(-1) === windowLast;
    const total = fromWindow ? await countMembersOfWindow(db, days.live) : await countMembersOfDays(db, days);
    const rows = await selectMemberPlayPage(db, days, sort, page, fromWindow);
    if (!fromWindow || (await selectSummaryState(db, 'member-window')) === windowLast) {
      return { total, rows };
    }
  }
}

/**
 * The member report (GET /ops/reports/members): members who bet in the range with their play, and the deposits
 * completed and withdrawals paid that they asked for in it, sorted by the asked figure, largest first.
 */
export async function getMemberReport(
  handle: DatabaseHandle,
  query: z.output<typeof memberReportQuerySchema>,
  now: number = Date.now(),
): Promise<MemberReport> {
  const offset = (await getDeploymentSettings(handle)).reportUtcOffsetMinutes;
  const range = resolveDayRange(query, offset, now);
  const days = await splitDays(handle.db, range);
  const { total, rows } = await readMemberPlayPage(handle.db, days, query.sort, toLimitOffset(query));
  const money = await selectMemberMoney(
    handle.db,
    rows.map((row) => row.member_id),
    range,
  );
  return {
    ...toPage(
      rows.map((row) => ({
        memberId: row.member_id,
        username: row.username,
        betCount: row.bet_count,
        bets: row.stake,
        validBets: row.valid_bet,
        payouts: row.payout,
        ggr: row.stake - row.payout,
        deposits: money.get(row.member_id)?.deposits ?? 0,
        withdrawals: money.get(row.member_id)?.withdrawals ?? 0,
      })),
      query,
      total,
    ),
    from: formatReportDay(range.fromDay),
    to: formatReportDay(range.toDay),
    summarizedAt: await summarizedAt(handle.db),
  };
}
