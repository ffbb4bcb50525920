import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { reportDayStart, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { sumCompletedDeposits } from '../payments/payments.service';
import { evaluateVipDay, listMembersAboveLevelZero, listVipLevelRows } from '../vip/vip.service';
import type { VipDayActivity } from '../vip/vip.service';
import {
  addToDailyPass,
  insertDailyPassIfAbsent,
  markDailyPassFinished,
  selectDailyPass,
} from './daily-pass.repository';
import { payRebatesOfDay, readRateTable, sumRewardValidBetOfDay } from './rebate.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Members per transaction: a crash loses at most one batch's work, which the next run does again. */
const MEMBERS_PER_BATCH = 500;

/** What one run of the daily pass did. */
export interface DailyPassResult {
  day: number;
  /** Already finished before this run, or bonuses off: nothing was done. */
  isSkipped: boolean;
  rebatePaid: number;
  membersEvaluated: number;
}

/**
 * The daily pass of report day `day` (docs/product/rebate-vip.md "The daily pass"), keyed by the day: it pays each
 * member's rebate of the day that claims left unpaid and seals it, then counts the day's completed deposits and
 * settled valid bet on the VIP ladder (one level up at most, the keep requirement, the gifts). Members go in
 * batches of 500, each one transaction; every payment and every standing is keyed by member and day, so a rerun
 * after a crash, or a second process, pays and counts nothing twice. With bonuses off for the deployment it does
 * nothing.
 */
export async function runDailyPass(
  handle: DatabaseHandle,
  day: number,
  now: number = Date.now(),
): Promise<DailyPassResult> {
  const settings = await getDeploymentSettings(handle);
  const skipped = { day, isSkipped: true, rebatePaid: 0, membersEvaluated: 0 };
  if (!settings.areBonusesEnabled) {
    return skipped;
  }
  const existing = await selectDailyPass(handle.db, day);
  if (existing?.finished_at !== null && existing !== undefined) {
    return skipped;
  }
  await insertDailyPassIfAbsent(handle.db, day, now);

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
    activity.set(row.memberId, { deposit: row.amount, validBet: activity.get(row.memberId)?.validBet ?? 0 });
  }
  const memberIds = [...new Set([...activity.keys(), ...(await listMembersAboveLevelZero(handle.db))])].sort(
    (a, b) => a - b,
  );
  const levels = await listVipLevelRows(handle.db);
  const rates = await readRateTable(handle.db);

  let rebatePaid = 0;
  let membersEvaluated = 0;
  for (let index = 0; index < memberIds.length; index += MEMBERS_PER_BATCH) {
    const batch = memberIds.slice(index, index + MEMBERS_PER_BATCH);
    const counts = await runInTransaction(handle, async (db) => {
      const paid = await payRebatesOfDay(db, {
        day,
        validBets: new Map(batch.flatMap((id) => (validBets.has(id) ? [[id, validBets.get(id) ?? []]] : []))),
        levels,
        rates,
        currency: settings.currency.code,
        now,
      });
      const evaluated = await evaluateVipDay(db, { day, memberIds: batch, activity, levels, now });
      const result = { rebatePaid: paid, membersEvaluated: evaluated };
      await addToDailyPass(db, day, result);
      return result;
    });
    rebatePaid += counts.rebatePaid;
    membersEvaluated += counts.membersEvaluated;
  }
  await markDailyPassFinished(handle.db, day, now);
  return { day, isSkipped: false, rebatePaid, membersEvaluated };
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
