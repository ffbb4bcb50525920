import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { reportDayStart, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { sumCompletedDeposits } from '../payments/payments.service';
import { creditPointsOfDay, readPointEarning } from '../points/points.service';
import { sumRewardValidBetOfDay } from '../reward-valid-bet/reward-valid-bet.service';
import {
  evaluateVipDay,
  listMembersAboveLevelZero,
  listVipLevelRows,
  readStandingsForDay,
} from '../vip/vip.service';
import type { VipDayActivity } from '../vip/vip.service';
import {
  addToDailyPass,
  insertDailyPassIfAbsent,
  markDailyPassFinished,
  selectDailyPass,
} from './daily-pass.repository';
import { payRebatesOfDay, readRateTable } from './rebate.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Members per transaction: a crash loses at most one batch's work, which the next run does again. */
const MEMBERS_PER_BATCH = 2_000;

/** What one run of the daily pass did. */
export interface DailyPassResult {
  day: number;
  /** Already finished before this run, or bonuses off: nothing was done. */
  isSkipped: boolean;
  rebatePaid: number;
  membersEvaluated: number;
  pointsCredited: number;
  /** Milliseconds per phase of this run (the bench prints them): read, rebate, vip, points, finish. */
  phases: Record<string, number>;
}

/** Hooks of a run (the crash test and the bench). */
export interface DailyPassOptions {
  membersPerBatch?: number;
  /** Called after each batch's transaction committed. */
  onBatch?: (batch: { index: number; members: number }) => void;
}

/**
 * The daily pass of report day `day` (docs/product/rebate-vip.md "The daily pass", decision 048), keyed by the day.
 * It reads the day once, set-based: each member's reward valid bet per game type (settled, covering and cancelled
 * bets left out, in SQL), the completed deposits, the members above level 0. Then, in batches of 2,000 members, each
 * one transaction of a few statements for the whole batch: the standings read (locked on PostgreSQL), the rebate
 * the claims left unpaid paid and sealed (one ledger batch), the VIP ladder evaluated (one level up at most, the
 * keep requirement, the gifts), the day's points credited. Every payment, standing and credit is keyed by member
 * and day, so a rerun after a crash, or a second process, pays and counts nothing twice. With bonuses off for the
 * deployment it does nothing.
 */
export async function runDailyPass(
  handle: DatabaseHandle,
  day: number,
  now: number = Date.now(),
  options: DailyPassOptions = {},
): Promise<DailyPassResult> {
  const phases: Record<string, number> = { read: 0, rebate: 0, vip: 0, points: 0, finish: 0 };
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      phases[phase] = (phases[phase] ?? 0) + performance.now() - started;
    }
  };
  const settings = await getDeploymentSettings(handle);
  const skipped = { day, isSkipped: true, rebatePaid: 0, membersEvaluated: 0, pointsCredited: 0, phases };
  if (!settings.areBonusesEnabled) {
    return skipped;
  }
  const existing = await selectDailyPass(handle.db, day);
  if (existing?.finished_at !== null && existing !== undefined) {
    return skipped;
  }
  await insertDailyPassIfAbsent(handle.db, day, now);

  const read = await timed('read', async () => {
    const start = reportDayStart(day, settings.reportUtcOffsetMinutes);
    const validBets = new Map<number, { gameType: string; validBet: number }[]>();
    for (const row of await sumRewardValidBetOfDay(handle.db, { day })) {
      const list = validBets.get(row.memberId) ?? [];
      list.push({ gameType: row.gameType, validBet: row.validBet });
      validBets.set(row.memberId, list);
    }
    const activity = new Map<number, VipDayActivity>();
    for (const [memberId, list] of validBets) {
      activity.set(memberId, {
        deposit: 0,
        validBet: list.reduce((total, entry) => total + entry.validBet, 0),
      });
    }
    for (const row of await sumCompletedDeposits(handle.db, { from: start, to: start + DAY_MS })) {
      activity.set(row.memberId, {
        deposit: row.amount,
        validBet: activity.get(row.memberId)?.validBet ?? 0,
      });
    }
    const memberIds = [
      ...new Set([...activity.keys(), ...(await listMembersAboveLevelZero(handle.db))]),
    ].sort((a, b) => a - b);
    return {
      validBets,
      activity,
      memberIds,
      levels: await listVipLevelRows(handle.db),
      rates: await readRateTable(handle.db),
      points: await readPointEarning(handle),
    };
  });
  const { validBets, activity, memberIds, levels, rates, points } = read;

  const batchSize = options.membersPerBatch ?? MEMBERS_PER_BATCH;
  let rebatePaid = 0;
  let membersEvaluated = 0;
  let pointsCredited = 0;
  for (let index = 0; index < memberIds.length; index += batchSize) {
    const batch = memberIds.slice(index, index + batchSize);
    const counts = await runInTransaction(handle, async (db) => {
      const paid = await timed('rebate', async () => {
        const standings = await readStandingsForDay(db, {
          memberIds: batch,
          hasLadder: levels.length >= 2,
          now,
        });
        const paidNow = await payRebatesOfDay(db, {
          day,
          validBets: new Map(
            batch.flatMap((id) => (validBets.has(id) ? [[id, validBets.get(id) ?? []]] : [])),
          ),
          memberLevels: new Map(standings.map((standing) => [standing.member_id, standing.level])),
          levels,
          rates,
          currency: settings.currency.code,
          now,
        });
        return { paidNow, standings };
      });
      const evaluated = await timed('vip', () =>
        evaluateVipDay(db, { day, standings: paid.standings, activity, levels, now }),
      );
      const credited = await timed('points', async () =>
        points.isEnabled
          ? creditPointsOfDay(db, {
              day,
              validBets: new Map(batch.map((id) => [id, activity.get(id)?.validBet ?? 0])),
              validBetPerPoint: points.validBetPerPoint,
              now,
            })
          : 0,
      );
      const result = { rebatePaid: paid.paidNow, membersEvaluated: evaluated };
      await addToDailyPass(db, day, result);
      return { ...result, pointsCredited: credited };
    });
    rebatePaid += counts.rebatePaid;
    membersEvaluated += counts.membersEvaluated;
    pointsCredited += counts.pointsCredited;
    options.onBatch?.({ index: index / batchSize, members: batch.length });
  }
  await timed('finish', () => markDailyPassFinished(handle.db, day, now));
  return { day, isSkipped: false, rebatePaid, membersEvaluated, pointsCredited, phases };
}

/**
 * Runs the daily pass of every finished report day of the last two that has not finished (the job's work): the
 * day before yesterday too, so that a server down over midnight catches up.
 */
export async function runDueDailyPasses(
  handle: DatabaseHandle,
  now: number = Date.now(),
): Promise<DailyPassResult[]> {
  const today = toReportDay(now, (await getDeploymentSettings(handle)).reportUtcOffsetMinutes);
  const results: DailyPassResult[] = [];
  for (const day of [today - 2, today - 1]) {
    results.push(await runDailyPass(handle, day, now));
  }
  return results;
}
