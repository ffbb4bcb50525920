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
import {
  countActiveMembers,
  countPending,
  selectMemberMoney,
  selectMemberPlayPage,
  selectNewMembersByDay,
  selectPlayBy,
  selectPlayByDay,
  selectTransfersByDay,
} from './reports.repository';
import type { DayRange, PlayFilter, PlaySums } from './reports.repository';

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

/** Every day of the range, oldest first, with its money, play and members; and their sums. */
async function readFigures(
  handle: DatabaseHandle,
  range: DayRange,
  filter: PlayFilter,
): Promise<{ days: DailyFigures[]; totals: Totals; byVendor: PlayBreakdown[]; byGameType: PlayBreakdown[] }> {
  const db = handle.db;
  const play = await selectPlayByDay(db, range, filter);
  const deposits = await selectTransfersByDay(db, range, 'deposit');
  // A withdrawal is paid when its money leaves the hold for the payment channel (not when it is requested).
  const withdrawals = await selectTransfersByDay(db, range, 'withdrawal', 'payment_channel');
  const bonuses = await selectTransfersByDay(db, range, 'bonus');
  const newMembers = await selectNewMembersByDay(db, range);
  const days: DailyFigures[] = [];
  const totals = emptyTotals();
  for (let day = range.fromDay; day <= range.toDay; day += 1) {
    const dayPlay = play.get(day);
    const figures: DailyFigures = {
      date: formatReportDay(day),
      deposits: deposits.get(day)?.amount ?? 0,
      depositCount: deposits.get(day)?.count ?? 0,
      withdrawals: withdrawals.get(day)?.amount ?? 0,
      withdrawalCount: withdrawals.get(day)?.count ?? 0,
      bets: dayPlay?.stake ?? 0,
      validBets: dayPlay?.valid_bet ?? 0,
      betCount: dayPlay?.bet_count ?? 0,
      payouts: dayPlay?.payout ?? 0,
      ggr: (dayPlay?.stake ?? 0) - (dayPlay?.payout ?? 0),
      bonuses: bonuses.get(day)?.amount ?? 0,
      newMembers: newMembers.get(day) ?? 0,
      activeMembers: dayPlay?.active_members ?? 0,
    };
    days.push(figures);
    for (const key of Object.keys(totals) as (keyof Totals)[]) {
      totals[key] += figures[key];
    }
  }
  // A member active on several days counts once over the range.
  totals.activeMembers = await countActiveMembers(db, range, filter);
  const byVendor = (await selectPlayBy(db, range, filter, 'vendor_code')).map(toBreakdown);
  const byGameType = (await selectPlayBy(db, range, filter, 'game_type')).map(toBreakdown);
  return { days, totals, byVendor, byGameType };
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
  };
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
  const total = await countActiveMembers(handle.db, range, {});
  const rows = await selectMemberPlayPage(handle.db, range, query.sort, toLimitOffset(query));
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
  };
}
