import type { Language } from '@plaza/contracts/languages';
import { missionKindSchema, missionPeriodSchema } from '@plaza/contracts/missions';
import type { Mission, MissionLeaderboard, MissionSummary } from '@plaza/contracts/missions';
import { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { findMemberById } from '../accounts/members.service';
import type { MemberRow } from '../accounts/members.service';
import { rankMembersByValidBet, reportDayStart, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { listMemberDeposits } from '../payments/payments.service';
import { payPromotionMoney } from '../points/promotion-money.service';
import { sumRewardValidBetOfDay } from '../reward-valid-bet/reward-valid-bet.service';
import {
  insertClaimOnce,
  insertMissionOnce,
  insertSignIn,
  selectActiveMissions,
  selectClaims,
  selectSignInDays,
} from './missions.repository';
import type { MissionInsert, MissionRow } from './missions.repository';

const LEADERBOARD_SIZE = 20;
const textsSchema = z.record(z.string(), z.object({ title: z.string(), description: z.string() }));

/** The report day a week starts on: Monday (report day 0, 1970-01-01, was a Thursday). */
function weekStartOf(day: number): number {
  return day - ((day + 3) % 7);
}

interface Periods {
  offset: number;
  today: number;
  weekStart: number;
}

async function currentPeriods(handle: DatabaseHandle, now: number): Promise<Periods> {
  const { reportUtcOffsetMinutes } = await getDeploymentSettings(handle);
  const today = toReportDay(now, reportUtcOffsetMinutes);
  return { offset: reportUtcOffsetMinutes, today, weekStart: weekStartOf(today) };
}

function periodDayOf(row: MissionRow, periods: Periods): number {
  return row.period === 'DAILY' ? periods.today : periods.weekStart;
}

/** Consecutive signed-in days ending today, or yesterday when today is not signed yet. */
function streakOf(days: readonly number[], today: number): number {
  const signed = new Set(days);
  let day = signed.has(today) ? today : today - 1;
  let streak = 0;
  while (signed.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

/**
 * The member's reward valid bet over report days `fromDay`..`toDay` (settled bets, covering and cancelled bets left
 * out: decision 043, as rebates, the VIP ladder and points count it).
 */
async function validBetOfDays(
  db: Executor,
  memberId: number,
  fromDay: number,
  toDay: number,
): Promise<number> {
  let total = 0;
  for (let day = fromDay; day <= toDay; day += 1) {
    for (const sum of await sumRewardValidBetOfDay(db, { day, memberId })) {
      total += sum.validBet;
    }
  }
  return total;
}

async function depositsSince(
  handle: DatabaseHandle,
  memberId: number,
  from: number,
  now: number,
): Promise<number> {
  const page = await listMemberDeposits(
    handle,
    memberId,
    {
      status: 'COMPLETED',
      from: new Date(from).toISOString(),
      to: new Date(now + 1).toISOString(),
      pageNum: 1,
      pageSize: 100,
    },
    'en',
    now,
  );
  return page.content.reduce((sum, deposit) => sum + deposit.amount, 0);
}

/** Each mission of the current periods with the member's progress and whether it is claimed. */
async function describeMissions(
  handle: DatabaseHandle,
  memberId: number,
  language: Language,
  now: number,
): Promise<{
  summary: MissionSummary;
  rows: Map<number, { row: MissionRow; mission: Mission }>;
  periods: Periods;
}> {
  const periods = await currentPeriods(handle, now);
  const missions = await selectActiveMissions(handle.db);
  const signIns = await selectSignInDays(handle.db, memberId, periods.today - 60);
  const claimed = new Set(
    (await selectClaims(handle.db, memberId, periods.weekStart)).map(
      (claim) => `${claim.mission_id}:${claim.period_day}`,
    ),
  );
  const dayStart = reportDayStart(periods.today, periods.offset);
  const weekStart = reportDayStart(periods.weekStart, periods.offset);
  const measures = new Map<string, number>();
  const measure = async (key: string, compute: () => Promise<number>) => {
    const known = measures.get(key);
    if (known !== undefined) {
      return known;
    }
    const value = await compute();
    measures.set(key, value);
    return value;
  };
  const rows = new Map<number, { row: MissionRow; mission: Mission }>();
  for (const row of missions) {
    const period = missionPeriodSchema.parse(row.period);
    const kind = missionKindSchema.parse(row.kind);
    const from = period === 'DAILY' ? dayStart : weekStart;
    const fromDay = period === 'DAILY' ? periods.today : periods.weekStart;
    const progress =
      kind === 'TURNOVER'
        ? await measure(`bet:${period}`, () => validBetOfDays(handle.db, memberId, fromDay, periods.today))
        : kind === 'DEPOSIT'
          ? await measure(`deposit:${period}`, () => depositsSince(handle, memberId, from, now))
          : signIns.filter((day) => day >= fromDay).length;
    const texts = textsSchema.safeParse(JSON.parse(row.texts));
    const text = texts.success ? (texts.data[language] ?? texts.data.en) : undefined;
    const isClaimed = claimed.has(`${row.id}:${periodDayOf(row, periods)}`);
    const periodEnd = period === 'DAILY' ? periods.today + 1 : periods.weekStart + 7;
    rows.set(row.id, {
      row,
      mission: {
        id: row.id,
        period,
        kind,
        title: text?.title ?? row.code,
        description: text?.description ?? '',
        target: row.target,
        progress: Math.min(progress, row.target),
        rewardAmount: row.reward_amount,
        turnoverRequired: Math.ceil((row.reward_amount * row.turnover_x100) / 100),
        status: isClaimed ? 'CLAIMED' : progress >= row.target ? 'CLAIMABLE' : 'IN_PROGRESS',
        periodEndsAt: new Date(reportDayStart(periodEnd, periods.offset)).toISOString(),
      },
    });
  }
  const list = [...rows.values()].map((each) => each.mission);
  return {
    rows,
    periods,
    summary: {
      isSignedInToday: signIns.includes(periods.today),
      signInStreak: streakOf(signIns, periods.today),
      claimableCount: list.filter((mission) => mission.status === 'CLAIMABLE').length,
      missions: list,
    },
  };
}

/** MCSFE_getMissionSummaryDetails: today's and this week's missions with the member's progress. */
export async function getMissionSummary(
  handle: DatabaseHandle,
  memberId: number,
  language: Language,
  now: number = Date.now(),
): Promise<MissionSummary> {
  return (await describeMissions(handle, memberId, language, now)).summary;
}

/** Signs the member in for today (once a day; a second sign-in changes nothing). */
export async function signInToday(
  handle: DatabaseHandle,
  member: MemberRow,
  language: Language,
  now: number = Date.now(),
): Promise<MissionSummary> {
  const { today } = await currentPeriods(handle, now);
  await insertSignIn(handle.db, member.id, today, now);
  return getMissionSummary(handle, member.id, language, now);
}

/**
 * Claims a finished mission: in one transaction the reward moves from the bonus account to the main wallet
 * (ledger key `mission:<id>:<member>:<period day>`, with its turnover) and the claim is recorded, unique per member,
 * mission and period, so it is paid once. An unfinished, claimed or unknown mission is refused and nothing moves.
 */
export async function claimMission(
  handle: DatabaseHandle,
  member: MemberRow,
  missionId: number,
  language: Language,
  now: number = Date.now(),
): Promise<MissionSummary> {
  const described = await describeMissions(handle, member.id, language, now);
  const entry = described.rows.get(missionId);
  if (entry === undefined) {
    throw new AppError('not.found');
  }
  if (entry.mission.status !== 'CLAIMABLE') {
    throw new AppError('reward.not.claimable');
  }
  const { currency } = await getDeploymentSettings(handle);
  const periodDay = periodDayOf(entry.row, described.periods);
  await runInTransaction(handle, async (db) => {
    const transferId = await payPromotionMoney(db, {
      memberId: member.id,
      key: `mission:${missionId}:${member.id}:${periodDay}`,
      amount: entry.row.reward_amount,
      currency: currency.code,
      turnoverRequired: entry.mission.turnoverRequired,
      metadata: { source: 'MISSION', title: entry.mission.title, missionId },
      now,
    });
    const isNew = await insertClaimOnce(db, {
      member_id: member.id,
      mission_id: missionId,
      period_day: periodDay,
      amount: entry.row.reward_amount,
      claimed_at: now,
      ledger_transfer_id: transferId,
    });
    if (!isNew) {
      throw new AppError('reward.not.claimable');
    }
  });
  return getMissionSummary(handle, member.id, language, now);
}

/** A name shown on the leaderboard: the first two and the last characters, the rest hidden. */
function maskName(username: string): string {
  return username.length <= 3
    ? `${username.slice(0, 1)}**`
    : `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/**
 * The members with the most reward valid bet over report days `fromDay`..`toDay`, most first. The daily totals rank
 * candidates by everything they staked (a cheap read); a member's reward valid bet is never more than that, so the
 * candidates are read further down (twice as many each time) until the next one staked less than the last place
 * holds now: the ranking is exact without reading every member's bets.
 */
async function rankByRewardValidBet(
  db: Executor,
  range: { fromDay: number; toDay: number; size: number },
): Promise<{ memberId: number; validBet: number }[]> {
  const known = new Map<number, number>();
  for (let limit = range.size * 2; ; limit *= 2) {
    const candidates = await rankMembersByValidBet(db, { fromDay: range.fromDay, toDay: range.toDay, limit });
    for (const candidate of candidates) {
      if (!known.has(candidate.memberId)) {
        known.set(
          candidate.memberId,
          await validBetOfDays(db, candidate.memberId, range.fromDay, range.toDay),
        );
      }
    }
    const ranked = [...known]
      .filter(([, validBet]) => validBet > 0)
      .sort(([leftId, left], [rightId, right]) => right - left || leftId - rightId)
      .slice(0, range.size)
      .map(([memberId, validBet]) => ({ memberId, validBet }));
    const lastPlace = ranked.length < range.size ? 0 : (ranked[ranked.length - 1]?.validBet ?? 0);
    const nextStaked = candidates[candidates.length - 1]?.validBet ?? 0;
    if (candidates.length < limit || nextStaked < lastPlace) {
      return ranked;
    }
  }
}

/** MCSFE_getMissionLeaderboard: this week's ranking by valid bet, top 20, and the member's own place. */
export async function getMissionLeaderboard(
  handle: DatabaseHandle,
  memberId: number,
  now: number = Date.now(),
): Promise<MissionLeaderboard> {
  const periods = await currentPeriods(handle, now);
  const ranked = await rankByRewardValidBet(handle.db, {
    fromDay: periods.weekStart,
    toDay: periods.today,
    size: LEADERBOARD_SIZE,
  });
  const entries = await Promise.all(
    ranked.map(async (entry, index) => ({
      rank: index + 1,
      name: maskName((await findMemberById(handle.db, entry.memberId))?.username ?? ''),
      validBet: entry.validBet,
    })),
  );
  const mine = ranked.findIndex((entry) => entry.memberId === memberId);
  const weekFrom = reportDayStart(periods.weekStart, periods.offset);
  return {
    periodStartsAt: new Date(weekFrom).toISOString(),
    periodEndsAt: new Date(reportDayStart(periods.weekStart + 7, periods.offset)).toISOString(),
    entries,
    me: {
      rank: mine === -1 ? null : mine + 1,
      validBet:
        mine === -1
          ? await validBetOfDays(handle.db, memberId, periods.weekStart, periods.today)
          : (ranked[mine]?.validBet ?? 0),
    },
  };
}

/** Adds a mission unless one has its code (the demo seed). */
export function addMission(db: Executor, mission: MissionInsert): Promise<void> {
  return insertMissionOnce(db, mission);
}
