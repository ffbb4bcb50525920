import { RECORDS_MAX_RANGE_DAYS } from '@plaza/contracts/records';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { listDaysSettledBetween, reportDayStart, sumDayByMember, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { readMemberMoneyAfter } from '../records/records.service';
import {
  addMemberMoney,
  deleteRollupDays,
  rebuildTeamFigures,
  replaceMemberBets,
  selectActiveMembers,
  selectLastComputedAt,
  selectStaleDays,
  selectState,
  selectStateOrUndefined,
  selectUplinePairs,
  upsertRollupDay,
  upsertState,
  writeActiveMembers,
  writeNewMembers,
  writeTeamBalances,
} from './team-figures.repository';

/*
 * The agent center's daily figures (docs/decisions/030-team-report-rollups.md). Members' own figures per report day
 * come from the records their own pages read: money from the ledger (read once, in transfer order, after a
 * watermark: transfers never change once written), bets from the daily totals of the betting record (re-read for
 * the open days). Team rows are each upline's sums over everyone below it, rewritten whole for a day; re-running a
 * day changes nothing. Reports read these rows only.
 */

const LEDGER_STATE = 'ledger';
/** Transfers younger than this are left for the next run: an older id may still be committing beside them. */
const LEDGER_SETTLE_MS = 10_000;
const LEDGER_BATCH = 20_000;
/** Bets are re-read for today and the days before it (a bet's settlement changes the day it was placed). */
const OPEN_DAYS = 2;
/**
 * Older days are re-read when one of their bets settled since this watermark (a settlement time): a bet settled days
 * after it was placed changes the totals of the day it was placed. Settlements younger than LEDGER_SETTLE_MS are
 * left for the next run, as transfers are.
 */
const SETTLED_STATE = 'bets-settled';
/** How far back a late settlement is still carried into the team rows (the reports' longest range). */
const LATE_DAYS_BACK = 366;

/** When the team figures were last brought up to date, if ever. */
export function readRollupClock(db: Executor): Promise<number | undefined> {
  return selectLastComputedAt(db);
}

/**
 * Marks every day's team figures for rebuilding (after the tree changed: a moved member's figures now count for
 * other uplines). The members' own figures stay; the next run of the job sums them up the new tree.
 */
export async function markTeamFiguresStale(db: Executor): Promise<void> {
  await deleteRollupDays(db);
}

/** Reads the ledger after the watermark into members' days; answers the days it touched. */
async function rollUpMoney(handle: DatabaseHandle, offset: number, now: number): Promise<Set<number>> {
  const touched = new Set<number>();
  for (;;) {
    const done = await runInTransaction(handle, async (db) => {
      const afterId = await selectState(db, LEDGER_STATE);
      const { lastTransferId, entries } = await readMemberMoneyAfter(db, {
        afterId,
        before: now - LEDGER_SETTLE_MS,
        limit: LEDGER_BATCH,
      });
      if (lastTransferId === null) {
        return true;
      }
      const rows = new Map<
        string,
        {
          member_id: number;
          day: number;
          deposits: number;
          withdrawals: number;
          bonus: number;
          rebate: number;
        }
      >();
      for (const entry of entries) {
        const day = toReportDay(entry.createdAt, offset);
        const key = `${entry.memberId}:${day}`;
        const row = rows.get(key) ?? {
          member_id: entry.memberId,
          day,
          deposits: 0,
          withdrawals: 0,
          bonus: 0,
          rebate: 0,
        };
        if (entry.type === 'deposit') {
          row.deposits += entry.amount;
        } else if (entry.type === 'withdrawal') {
          row.withdrawals -= entry.amount;
        } else if (entry.type === 'bonus') {
          row.bonus += entry.amount;
        } else {
          row.rebate += entry.amount;
        }
        rows.set(key, row);
        touched.add(day);
      }
      await addMemberMoney(db, [...rows.values()]);
      await upsertState(db, LEDGER_STATE, lastTransferId);
      return false;
    });
    if (done) {
      return touched;
    }
  }
}

/** Re-reads one day's bets of every member from the daily totals. */
async function rollUpBets(handle: DatabaseHandle, day: number): Promise<void> {
  await runInTransaction(handle, async (db) => {
    const totals = await sumDayByMember(db, day);
    await replaceMemberBets(
      db,
      day,
      totals.map((total) => ({
        member_id: total.memberId,
        bet_count: total.betCount,
        bet_amount: total.stake,
        valid_bet: total.validBet,
        payout: total.payout,
        profit_loss: total.profit,
      })),
    );
  });
}

/** Rewrites a day's team rows: sums, new members, active members with their gaps, and today's team balance. */
async function rollUpTeams(handle: DatabaseHandle, day: number, today: number, offset: number, now: number) {
  await runInTransaction(handle, async (db) => {
    await rebuildTeamFigures(db, day);
    await writeNewMembers(db, day, {
      from: reportDayStart(day, offset),
      to: reportDayStart(day + 1, offset),
    });
    const active = await selectActiveMembers(db, day, RECORDS_MAX_RANGE_DAYS);
    const gapOf = new Map(
      active.map((member) => [
        member.member_id,
        member.previous === null ? RECORDS_MAX_RANGE_DAYS : day - member.previous - 1,
      ]),
    );
    const byAgent = new Map<number, number[]>();
    for (const pair of await selectUplinePairs(db, [...gapOf.keys()])) {
      const gaps = byAgent.get(pair.ancestor_id) ?? new Array<number>(RECORDS_MAX_RANGE_DAYS + 1).fill(0);
      const gap = gapOf.get(pair.descendant_id) ?? RECORDS_MAX_RANGE_DAYS;
      gaps[gap] = (gaps[gap] ?? 0) + 1;
      byAgent.set(pair.ancestor_id, gaps);
    }
    await writeActiveMembers(
      db,
      day,
      [...byAgent].map(([agentId, gaps]) => ({
        agent_id: agentId,
        active_members: gaps.reduce((sum, count) => sum + count, 0),
        active_gaps: JSON.stringify(gaps),
      })),
    );
    if (day === today) {
      await writeTeamBalances(db, day);
    }
    await upsertRollupDay(db, day, now);
  });
}

/**
 * Re-reads the bets of older days that had a bet settled since the watermark (the open days are re-read anyway),
 * then moves the watermark; answers those days. The first run starts from the open days' start: what settled before
 * was already in the totals the backfill or earlier runs read.
 */
async function rollUpLateSettlements(
  handle: DatabaseHandle,
  window: { firstOpenDay: number; today: number; offset: number; now: number },
): Promise<number[]> {
  const upTo = window.now - LEDGER_SETTLE_MS;
  const stored = await selectStateOrUndefined(handle.db, SETTLED_STATE);
  const after = stored ?? Math.min(upTo, reportDayStart(window.firstOpenDay, window.offset));
  if (upTo <= after) {
    return [];
  }
  const late = (
    await listDaysSettledBetween(handle.db, { after, upTo, utcOffsetMinutes: window.offset })
  ).filter((day) => day < window.firstOpenDay && day >= window.today - LATE_DAYS_BACK);
  for (const day of late) {
    await rollUpBets(handle, day);
  }
  await upsertState(handle.db, SETTLED_STATE, upTo);
  return late;
}

/**
 * One run of the team figures job: the ledger since the last run, the open days' bets and the days of bets settled
 * late since the last run, then the team rows of every
 * day that changed or was marked stale. Answers the days rewritten.
 */
export async function runTeamFigures(handle: DatabaseHandle, now: number = Date.now()): Promise<number[]> {
  const offset = (await getDeploymentSettings(handle)).reportUtcOffsetMinutes;
  const today = toReportDay(now, offset);
  const days = await rollUpMoney(handle, offset, now);
  const firstOpenDay = today - OPEN_DAYS + 1;
  for (let day = firstOpenDay; day <= today; day += 1) {
    await rollUpBets(handle, day);
    days.add(day);
  }
  for (const day of await rollUpLateSettlements(handle, { firstOpenDay, today, offset, now })) {
    days.add(day);
  }
  for (const day of await selectStaleDays(handle.db, today - 366, today)) {
    days.add(day);
  }
  const ordered = [...days].filter((day) => day <= today).sort((left, right) => left - right);
  for (const day of ordered) {
    await rollUpTeams(handle, day, today, offset, now);
  }
  return ordered;
}

/** Rebuilds members' bets and every team row over report days [fromDay, toDay] (a backfill; the bench uses it). */
export async function rebuildTeamFiguresBetween(
  handle: DatabaseHandle,
  fromDay: number,
  toDay: number,
  now: number = Date.now(),
): Promise<void> {
  const offset = (await getDeploymentSettings(handle)).reportUtcOffsetMinutes;
  await rollUpMoney(handle, offset, now);
  for (let day = fromDay; day <= toDay; day += 1) {
    await rollUpBets(handle, day);
  }
  for (let day = fromDay; day <= toDay; day += 1) {
    await rollUpTeams(handle, day, toReportDay(now, offset), offset, now);
  }
}
