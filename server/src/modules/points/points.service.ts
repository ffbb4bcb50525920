import { isFeatureEnabled } from '@plaza/contracts/feature-switches';
import type { Language } from '@plaza/contracts/languages';
import {
  pointRecordKindSchema,
  pointRedemptionStatusSchema,
  pointRewardKindSchema,
} from '@plaza/contracts/points';
import type {
  ConvertPointRequest,
  PointBalance,
  PointConfig,
  PointConversion,
  PointRecordKind,
  PointRecordPage,
  PointRedemption,
  PointRedemptionPage,
  PointReward,
  PointRewardList,
  RedeemPointRequest,
} from '@plaza/contracts/points';
import { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { toLimitOffset, toPage } from '../../http/paging';
import type { MemberRow } from '../accounts/members.service';
import { formatReportDay, sumDayByMember, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings, getFeatureTree } from '../deployment/deployment.service';
import { sumRewardValidBetOfDay } from '../reward-valid-bet/reward-valid-bet.service';
import { requirePaymentPassword } from '../withdrawals/payment-password.service';
import { payPromotionMoney } from './promotion-money.service';
import {
  changePointBalance,
  countPointEntries,
  countPointRedemptions,
  insertPointEntryOnce,
  insertPointRedemption,
  insertPointRewardOnce,
  selectActivePointRewards,
  selectPointBalance,
  selectPointConfig,
  selectPointEarnings,
  selectMemberPointEarnings,
  selectPointEntryByKey,
  selectPointEntryPage,
  selectPointRedemption,
  selectPointRedemptionByRequest,
  selectPointRedemptionPage,
  selectPointReward,
  selectPointRewardsByIds,
  takePointRewardStock,
  upsertPointConfig,
  insertOrLockPointEarnings,
  writePointCredits,
} from './points.repository';
import type {
  EarnedPointEntry,
  PointBalanceChange,
  PointConfigRow,
  PointEarningRow,
  PointEntryRow,
  PointRedemptionRow,
  PointRewardInsert,
  PointRewardRow,
  RedemptionFilter,
} from './points.repository';

export type { PointRedemptionRow } from './points.repository';

/**
 * The rates of a deployment that never set them (docs/product/points-mall.md#earning: 1 point per 1.00 of valid
 * bet, 100 points = 1.00).
 */
export const DEFAULT_POINT_CONFIG: Omit<PointConfigRow, 'id' | 'updated_at'> = {
  valid_bet_per_point: 100,
  convert_points: 100,
  convert_amount: 100,
  min_convert_points: 100,
  convert_turnover_x100: 100,
};

/** Members credited per transaction in the earning pass. */
const EARN_BATCH = 500;

const rewardTextsSchema = z.record(z.string(), z.object({ title: z.string(), description: z.string() }));

/** Refuses unless the deployment has points (PTSYS3) on. */
export async function requirePointsEnabled(handle: DatabaseHandle): Promise<void> {
  if (!isFeatureEnabled(await getFeatureTree(handle), 'PTSYS3')) {
    throw new AppError('operation.not.enabled');
  }
}

async function readConfig(db: Executor): Promise<Omit<PointConfigRow, 'id' | 'updated_at'>> {
  return (await selectPointConfig(db)) ?? DEFAULT_POINT_CONFIG;
}

/** MCS2_getPointConfig: the deployment's rates. */
export async function getPointConfig(handle: DatabaseHandle): Promise<PointConfig> {
  await requirePointsEnabled(handle);
  const config = await readConfig(handle.db);
  return {
    validBetPerPoint: config.valid_bet_per_point,
    convertPoints: config.convert_points,
    convertAmount: config.convert_amount,
    minConvertPoints: config.min_convert_points,
    convertTurnoverMultiple: config.convert_turnover_x100 / 100,
  };
}

/** Sets the deployment's rates (the demo seed; an operator screen later). */
export async function setPointConfig(
  db: Executor,
  config: Omit<PointConfigRow, 'id' | 'updated_at'>,
  now: number = Date.now(),
): Promise<void> {
  await upsertPointConfig(db, { id: 1, ...config, updated_at: now });
}

/** MCS2_getPointBalance. */
export async function getPointBalance(handle: DatabaseHandle, memberId: number): Promise<PointBalance> {
  await requirePointsEnabled(handle);
  await earnMemberPoints(handle, memberId, Date.now());
  const { balance } = await selectPointBalance(handle.db, memberId);
  return { balance };
}

/** One movement of points, written once under `key` with the balance it leaves; answers whether it moved. */
export async function movePoints(
  db: Executor,
  movement: {
    memberId: number;
    key: string;
    kind: PointRecordKind;
    points: number;
    validBet?: number;
    amount: number;
    reference: string;
    remark: string;
    now: number;
  },
): Promise<boolean> {
  if ((await selectPointEntryByKey(db, movement.key)) !== undefined) {
    return false;
  }
  const balance = await changePointBalance(db, {
    memberId: movement.memberId,
    points: movement.points,
    validBet: movement.validBet ?? 0,
    now: movement.now,
  });
  if (balance === undefined) {
    throw new AppError('points.insufficient');
  }
  const inserted = await insertPointEntryOnce(db, {
    member_id: movement.memberId,
    entry_key: movement.key,
    kind: movement.kind,
    points: movement.points,
    balance_after: balance,
    amount: movement.amount,
    reference: movement.reference,
    remark: movement.remark,
    created_at: movement.now,
  });
  if (!inserted) {
    // Another transaction wrote the key between the read and the insert: this one must not count it again.
    throw new AppError('already.processed');
  }
  return true;
}

function pickRewardText(row: PointRewardRow, language: Language): { title: string; description: string } {
  const parsed = rewardTextsSchema.safeParse(JSON.parse(row.texts));
  if (!parsed.success) {
    return { title: row.code, description: '' };
  }
  return (
    parsed.data[language] ??
    parsed.data.en ??
    Object.values(parsed.data)[0] ?? { title: row.code, description: '' }
  );
}

function toPointReward(row: PointRewardRow, language: Language): PointReward {
  const text = pickRewardText(row, language);
  return {
    id: row.id,
    kind: pointRewardKindSchema.parse(row.kind),
    title: text.title,
    description: text.description,
    imageUrl: row.image_url,
    pointsRequired: row.points_required,
    amountRequired: row.amount_required,
    cashAmount: row.cash_amount,
    stock: row.stock,
  };
}

/** MCS2_getPointReward: the mall's rewards on sale, and the valid bet the member has played toward their requirements. */
export async function listPointRewards(
  handle: DatabaseHandle,
  memberId: number,
  language: Language,
): Promise<PointRewardList> {
  await requirePointsEnabled(handle);
  await earnMemberPoints(handle, memberId, Date.now());
  const rows = await selectActivePointRewards(handle.db);
  const { validBetTotal } = await selectPointBalance(handle.db, memberId);
  return { validBetTotal, list: rows.map((row) => toPointReward(row, language)) };
}

/** Adds a mall reward unless one has its code (the demo seed). */
export function addPointReward(db: Executor, reward: PointRewardInsert): Promise<void> {
  return insertPointRewardOnce(db, reward);
}

function iso(time: number | null): string | null {
  return time === null ? null : new Date(time).toISOString();
}

/** The reference number members and operators quote: `PR` and the id, zero-padded. */
function redemptionReference(id: number): string {
  return `PR${String(id).padStart(8, '0')}`;
}

export function toPointRedemption(
  row: PointRedemptionRow,
  reward: PointRewardRow | undefined,
  language: Language,
): PointRedemption {
  return {
    id: String(row.id),
    rewardId: row.reward_id,
    title: reward === undefined ? '' : pickRewardText(reward, language).title,
    quantity: row.quantity,
    pointsRequired: row.points,
    amountRequired: row.amount_required,
    cashAmount: row.cash_amount,
    status: pointRedemptionStatusSchema.parse(row.status),
    appliedAt: new Date(row.applied_at).toISOString(),
    decidedAt: iso(row.decided_at),
    referenceNo: redemptionReference(row.id),
    remark: row.reject_reason ?? '',
  };
}

/** Redemptions with their rewards' titles. */
export async function describeRedemptions(
  db: Executor,
  rows: readonly PointRedemptionRow[],
  language: Language,
): Promise<PointRedemption[]> {
  const rewards = new Map(
    (await selectPointRewardsByIds(db, [...new Set(rows.map((row) => row.reward_id))])).map((row) => [
      row.id,
      row,
    ]),
  );
  return rows.map((row) => toPointRedemption(row, rewards.get(row.reward_id), language));
}

/** A page of redemptions: one member's (redeem history) or the operator's queue. */
export async function pageRedemptions(
  handle: DatabaseHandle,
  filter: RedemptionFilter,
  query: { pageNum: number; pageSize: number },
  language: Language,
): Promise<{ rows: PointRedemptionRow[]; page: PointRedemptionPage }> {
  const total = await countPointRedemptions(handle.db, filter);
  const rows = await selectPointRedemptionPage(handle.db, filter, toLimitOffset(query));
  return { rows, page: toPage(await describeRedemptions(handle.db, rows, language), query, total) };
}

/** MCS2_getRedeemPointList: the member's redemptions, newest first. */
export async function listPointRedemptions(
  handle: DatabaseHandle,
  memberId: number,
  query: { pageNum: number; pageSize: number },
  language: Language,
): Promise<PointRedemptionPage> {
  await requirePointsEnabled(handle);
  return (await pageRedemptions(handle, { memberId }, query, language)).page;
}

function toPointRecord(row: PointEntryRow) {
  return {
    id: String(row.id),
    kind: pointRecordKindSchema.parse(row.kind),
    amount: row.amount,
    points: row.points,
    balance: row.balance_after,
    remark: row.remark,
    status: 'COMPLETED' as const,
    time: new Date(row.created_at).toISOString(),
    referenceNo: row.reference,
  };
}

/** ODSFE2_MemTransDet: the member's points details, every movement newest first. */
export async function listPointRecords(
  handle: DatabaseHandle,
  memberId: number,
  query: { pageNum: number; pageSize: number },
): Promise<PointRecordPage> {
  await requirePointsEnabled(handle);
  await earnMemberPoints(handle, memberId, Date.now());
  const total = await countPointEntries(handle.db, memberId);
  const rows = await selectPointEntryPage(handle.db, memberId, toLimitOffset(query));
  return toPage(rows.map(toPointRecord), query, total);
}

/**
 * passwordCheck/MCS2_redeemPointReward: with the payment password, spends the reward's points × quantity, takes the
 * stock and records the redemption IN_PROCESS for an operator's decision, in one transaction. The same `requestId`
 * answers the first redemption again; too few points, too little stock or too little valid bet change nothing.
 */
export async function redeemPointReward(
  handle: DatabaseHandle,
  member: MemberRow,
  request: RedeemPointRequest,
  language: Language,
  now: number = Date.now(),
): Promise<PointRedemption> {
  await requirePointsEnabled(handle);
  await earnMemberPoints(handle, member.id, now);
  const earlier = await selectPointRedemptionByRequest(handle.db, member.id, request.requestId);
  if (earlier !== undefined) {
    const [answer] = await describeRedemptions(handle.db, [earlier], language);
    if (
      answer === undefined ||
      earlier.reward_id !== request.rewardId ||
      earlier.quantity !== request.quantity
    ) {
      throw new AppError('duplicate.request');
    }
    return answer;
  }
  await requirePaymentPassword(handle, member, request.paymentPassword, now);
  const row = await runInTransaction(handle, async (db) => {
    const reward = await selectPointReward(db, request.rewardId);
    if (reward?.is_active !== 1) {
      throw new AppError('not.found');
    }
    const { validBetTotal } = await selectPointBalance(db, member.id);
    if (validBetTotal < reward.amount_required) {
      throw new AppError('points.requirement.not.met');
    }
    if (!(await takePointRewardStock(db, reward.id, request.quantity))) {
      throw new AppError('points.out.of.stock');
    }
    const points = reward.points_required * request.quantity;
    const id = await insertPointRedemption(db, {
      member_id: member.id,
      reward_id: reward.id,
      request_id: request.requestId,
      quantity: request.quantity,
      points,
      amount_required: reward.amount_required,
      cash_amount: reward.cash_amount * request.quantity,
      status: 'IN_PROCESS',
      applied_at: now,
      decided_at: null,
      decided_by: null,
      reject_reason: null,
      ledger_transfer_id: null,
    });
    await movePoints(db, {
      memberId: member.id,
      key: `redeem:${id}`,
      kind: 'REDEEM',
      points: -points,
      amount: 0,
      reference: redemptionReference(id),
      remark: pickRewardText(reward, 'en').title,
      now,
    });
    return selectPointRedemption(db, id);
  });
  if (row === undefined) {
    throw new Error('points: the redemption was not written');
  }
  const [answer] = await describeRedemptions(handle.db, [row], language);
  if (answer === undefined) {
    throw new Error('points: no redemption to answer');
  }
  return answer;
}

/**
 * MCS2_convertPoint: with the payment password, turns points into cash at the deployment's rate, in steps of
 * `convert_points` and at least `min_convert_points`: the points leave the points ledger and the money comes from
 * the bonus account through the money ledger (key `points-convert:<member>:<requestId>`), with its turnover, in one
 * transaction. The same requestId moves nothing again.
 */
export async function convertPoints(
  handle: DatabaseHandle,
  member: MemberRow,
  request: ConvertPointRequest,
  now: number = Date.now(),
): Promise<PointConversion> {
  await requirePointsEnabled(handle);
  await earnMemberPoints(handle, member.id, now);
  const config = await readConfig(handle.db);
  if (request.points < config.min_convert_points || request.points % config.convert_points !== 0) {
    throw new AppError('request_param_err', { fields: { points: 'validation.invalid' } });
  }
  const amount = (request.points / config.convert_points) * config.convert_amount;
  const key = `convert:${member.id}:${request.requestId}`;
  const earlier = await selectPointEntryByKey(handle.db, key);
  if (earlier !== undefined) {
    if (earlier.points !== -request.points) {
      throw new AppError('duplicate.request');
    }
    return { points: request.points, amount: earlier.amount, balance: earlier.balance_after };
  }
  await requirePaymentPassword(handle, member, request.paymentPassword, now);
  const { currency } = await getDeploymentSettings(handle);
  return runInTransaction(handle, async (db) => {
    await movePoints(db, {
      memberId: member.id,
      key,
      kind: 'CONVERT',
      points: -request.points,
      amount,
      reference: `PC${request.requestId.slice(0, 30)}`,
      remark: '',
      now,
    });
    await payPromotionMoney(db, {
      memberId: member.id,
      key: `points-convert:${member.id}:${request.requestId}`,
      amount,
      currency: currency.code,
      turnoverRequired: Math.ceil((amount * config.convert_turnover_x100) / 100),
      metadata: { source: 'POINTS', points: request.points },
      now,
    });
    const { balance } = await selectPointBalance(db, member.id);
    return { points: request.points, amount, balance };
  });
}

/**
 * Credits members' points of one report day up to their reward valid bet of the day so far (`validBets`: settled,
 * covering and cancelled bets left out, sumRewardValidBetOfDay), inside the caller's transaction and in two round
 * trips for all of them (row lists): what was counted per member and day is read and locked, a new count inserted as
 * it stands (written once: decision 109), the points of the difference
 * (floor(valid bet / valid_bet_per_point), never fewer than counted) added to the balances, each movement written
 * under the key `earn:<member>:<day>:<points>:<valid bet>`, and the count moved on. A second run finds the count
 * there and credits nothing. Answers the points credited.
 */
export async function creditPointsOfDay(
  db: Executor,
  request: {
    day: number;
    validBets: ReadonlyMap<number, number>;
    validBetPerPoint: number;
    now: number;
  },
): Promise<number> {
  const { day, now } = request;
  const memberIds = [...request.validBets].flatMap(([memberId, validBet]) =>
    validBet > 0 ? [memberId] : [],
  );
  if (memberIds.length === 0) {
    return 0;
  }
  const pointsOf = (validBet: number) => Math.floor(validBet / request.validBetPerPoint);
  const { inserted, counted } = await insertOrLockPointEarnings(db, {
    day,
    earnings: memberIds.map((memberId) => {
      const validBet = request.validBets.get(memberId) ?? 0;
      return { member_id: memberId, day, valid_bet: validBet, points: pointsOf(validBet) };
    }),
  });
  const earnings: PointEarningRow[] = [];
  const changes: PointBalanceChange[] = [];
  const entries: EarnedPointEntry[] = [];
  const reference = `PE${formatReportDay(day).replaceAll('-', '')}`;
  for (const memberId of memberIds) {
    const validBet = request.validBets.get(memberId) ?? 0;
    const isNew = inserted.has(memberId);
    const before = (isNew ? undefined : counted.get(memberId)) ?? { valid_bet: 0, points: 0 };
    if (validBet <= before.valid_bet) {
      continue;
    }
    const points = Math.max(pointsOf(validBet), before.points);
    if (!isNew) {
      earnings.push({ member_id: memberId, day, valid_bet: validBet, points });
    }
    // Play that earned no whole point yet still counts toward the mall's amount requirements.
    changes.push({
      member_id: memberId,
      points: points - before.points,
      valid_bet: validBet - before.valid_bet,
    });
    if (points > before.points) {
      entries.push({
        member_id: memberId,
        entry_key: `earn:${memberId}:${day}:${points}:${validBet}`,
        kind: 'EARN',
        points: points - before.points,
        amount: validBet - before.valid_bet,
        reference,
        remark: formatReportDay(day),
        created_at: now,
      });
    }
  }
  await writePointCredits(db, { earnings, changes, entries, now });
  return entries.reduce((total, entry) => total + entry.points, 0);
}

/** The days the earning job and a member's read credit: yesterday (until the daily pass credits it) and today. */
function earningDays(today: number): number[] {
  return [today - 1, today];
}

/** Whether the deployment has points (PTSYS3) on, and its rates. */
export async function readPointEarning(
  handle: DatabaseHandle,
): Promise<{ isEnabled: boolean; validBetPerPoint: number }> {
  if (!isFeatureEnabled(await getFeatureTree(handle), 'PTSYS3')) {
    return { isEnabled: false, validBetPerPoint: DEFAULT_POINT_CONFIG.valid_bet_per_point };
  }
  return { isEnabled: true, validBetPerPoint: (await readConfig(handle.db)).valid_bet_per_point };
}

/** One member's reward valid bet of report day `day` over every game type. */
async function memberRewardValidBet(db: Executor, memberId: number, day: number): Promise<number> {
  const sums = await sumRewardValidBetOfDay(db, { day, memberId });
  return sums.reduce((total, sum) => total + sum.validBet, 0);
}

/**
 * The earning job (`points.earn`): for the report day of `now` and the one before, the members whose daily totals
 * grew past what was counted (a cheap read of the totals) have their reward valid bet of the day read (covering and
 * cancelled bets left out, as the rebate and the VIP ladder count it) and credited in batches of 500, each one
 * transaction (creditPointsOfDay). The daily pass credits what is left of a finished day for everyone at once. A
 * rerun, a crash half-way or a second process credits nothing twice. Answers the points credited.
 */
export async function earnPoints(handle: DatabaseHandle, now: number = Date.now()): Promise<number> {
  const earning = await readPointEarning(handle);
  if (!earning.isEnabled) {
    return 0;
  }
  const { reportUtcOffsetMinutes } = await getDeploymentSettings(handle);
  const today = toReportDay(now, reportUtcOffsetMinutes);
  let credited = 0;
  for (const day of earningDays(today)) {
    const counted = new Map((await selectPointEarnings(handle.db, day)).map((row) => [row.member_id, row]));
    const changed = (await sumDayByMember(handle.db, day)).filter(
      (total) => total.validBet > (counted.get(total.memberId)?.valid_bet ?? 0),
    );
    for (let start = 0; start < changed.length; start += EARN_BATCH) {
      const validBets = new Map<number, number>();
      for (const total of changed.slice(start, start + EARN_BATCH)) {
        validBets.set(total.memberId, await memberRewardValidBet(handle.db, total.memberId, day));
      }
      credited += await runInTransaction(handle, (db) =>
        creditPointsOfDay(db, {
          day,
          validBets,
          validBetPerPoint: earning.validBetPerPoint,
          now,
        }),
      );
    }
  }
  return credited;
}

/**
 * The same for one member, run before the member reads their points (as withdrawals run their auto-confirm
 * lazily): points of play since the last job run show at once, under the same keys.
 */
async function earnMemberPoints(handle: DatabaseHandle, memberId: number, now: number): Promise<void> {
  const { reportUtcOffsetMinutes } = await getDeploymentSettings(handle);
  const today = toReportDay(now, reportUtcOffsetMinutes);
  const counted = await selectMemberPointEarnings(handle.db, memberId, today - 1);
  const pending: { day: number; validBet: number }[] = [];
  for (const day of earningDays(today)) {
    const validBet = await memberRewardValidBet(handle.db, memberId, day);
    if (validBet > (counted.get(day)?.valid_bet ?? 0)) {
      pending.push({ day, validBet });
    }
  }
  if (pending.length === 0) {
    return;
  }
  const config = await readConfig(handle.db);
  await runInTransaction(handle, async (db) => {
    for (const each of pending) {
      await creditPointsOfDay(db, {
        day: each.day,
        validBets: new Map([[memberId, each.validBet]]),
        validBetPerPoint: config.valid_bet_per_point,
        now,
      });
    }
  });
}
