import type { VipLevel, VipLevels, VipStatus } from '@plaza/contracts/vip';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { formatReportDay, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { grantRewards } from '../promotions/promotions.service';
import type { RewardGrant } from '../promotions/promotions.service';
import {
  lockMemberVips,
  insertMemberVipsIfAbsent,
  replaceVipLevels,
  selectBirthdays,
  selectMembersAboveLevelZero,
  selectMemberVips,
  selectVipLevels,
  writeMemberVipsForDay,
} from './vip.repository';
import type { MemberVipRow, VipLevelRow } from './vip.repository';

export type { MemberVipRow, VipLevelRow } from './vip.repository';

/** How long a VIP gift waits in the reward center before it expires. */
const GIFT_CLAIM_DAYS = 30;

function toVipLevel(row: VipLevelRow): VipLevel {
  return {
    level: row.level,
    name: row.name,
    minDeposit: row.min_deposit,
    minValidBet: row.min_valid_bet,
    keepValidBet: row.keep_valid_bet,
    keepDays: row.keep_days,
    upgradeGift: row.upgrade_gift,
    birthdayGift: row.birthday_gift,
    monthlyGift: row.monthly_gift,
    giftTurnoverX100: row.gift_turnover_x100,
    rebateTurnoverX100: row.rebate_turnover_x100,
    dailyRebateCap: row.daily_rebate_cap,
  };
}

/** The ladder's rows, level 0 first (the rebate reads each level's cap and turnover). */
export function listVipLevelRows(db: Executor): Promise<VipLevelRow[]> {
  return selectVipLevels(db);
}

/** Members' VIP levels (0 for a member never evaluated). */
export async function getMemberLevels(
  db: Executor,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await selectMemberVips(db, memberIds);
  const levels = new Map<number, number>(memberIds.map((id) => [id, 0]));
  for (const row of rows) {
    levels.set(row.member_id, row.level);
  }
  return levels;
}

function newStanding(memberId: number, now: number): MemberVipRow {
  return {
    member_id: memberId,
    level: 0,
    total_deposit: 0,
    total_valid_bet: 0,
    evaluated_day: 0,
    level_day: 0,
    keep_from_day: 0,
    keep_valid_bet: 0,
    updated_at: now,
  };
}

/** One member's play of a report day, for the ladder. */
export interface VipDayActivity {
  deposit: number;
  validBet: number;
}

/**
 * The standing after report day `day` (docs/product/rebate-vip.md "VIP levels"): the day's deposits and valid bet
 * join the totals and the keep window; the member rises one level at most when the totals reach the next level;
 * otherwise, once the keep window of the level has run, a valid bet below the keep requirement costs one level.
 */
export function evaluateStanding(
  standing: MemberVipRow,
  activity: VipDayActivity,
  levels: readonly VipLevelRow[],
  day: number,
  now: number,
): { next: MemberVipRow; reached: number | null } {
  const next: MemberVipRow = {
    ...standing,
    total_deposit: standing.total_deposit + activity.deposit,
    total_valid_bet: standing.total_valid_bet + activity.validBet,
    keep_valid_bet: standing.keep_valid_bet + activity.validBet,
    evaluated_day: day,
    updated_at: now,
  };
  const higher = levels.find((level) => level.level === standing.level + 1);
  if (
    higher !== undefined &&
    next.total_deposit >= higher.min_deposit &&
    next.total_valid_bet >= higher.min_valid_bet
  ) {
    return {
      next: { ...next, level: higher.level, level_day: day, keep_from_day: day + 1, keep_valid_bet: 0 },
      reached: higher.level,
    };
  }
  const current = levels.find((level) => level.level === standing.level);
  if (current !== undefined && current.level > 0 && day - next.keep_from_day + 1 >= current.keep_days) {
    const kept = next.keep_valid_bet >= current.keep_valid_bet;
    return {
      next: {
        ...next,
        level: kept ? current.level : current.level - 1,
        level_day: kept ? next.level_day : day,
        keep_from_day: day + 1,
        keep_valid_bet: 0,
      },
      reached: null,
    };
  }
  return { next, reached: null };
}

function giftTurnover(level: VipLevelRow, amount: number): number {
  return Math.ceil((amount * level.gift_turnover_x100) / 100);
}

/**
 * The standings of a batch of members as the daily pass reads them, inside its transaction: those stored read, and
 * on PostgreSQL locked until the transaction ends; a member without one stands at level 0 (when the deployment has
 * a ladder), and evaluateVipDay writes it once, as evaluated (decision 109).
 */
export async function readStandingsForDay(
  db: Executor,
  request: { memberIds: readonly number[]; hasLadder: boolean; now: number },
): Promise<MemberVipRow[]> {
  const stored = await lockMemberVips(db, request.memberIds);
  if (!request.hasLadder) {
    return stored;
  }
  const have = new Set(stored.map((row) => row.member_id));
  return [
    ...stored,
    ...request.memberIds.filter((id) => !have.has(id)).map((id) => newStanding(id, request.now)),
  ];
}

/**
 * Evaluates the ladder for report day `day` for a batch's `standings` (read by readStandingsForDay: the members who
 * deposited or played that day, and every member above level 0), inside the caller's transaction, in a few
 * statements for the batch: each standing counts the day once (the write leaves a row that counted it already), an
 * upgrade puts the level's gift in the reward center once per member and level, and the day after `day` brings
 * birthday gifts (once a year) and, on a month's first day, monthly gifts (once a month), all gifts in one insert
 * keyed by their source. Answers how many standings counted the day now.
 */
export async function evaluateVipDay(
  db: Executor,
  request: {
    day: number;
    standings: readonly MemberVipRow[];
    activity: ReadonlyMap<number, VipDayActivity>;
    levels: readonly VipLevelRow[];
    now: number;
  },
): Promise<number> {
  const { day, levels, now } = request;
  if (levels.length < 2) {
    return 0;
  }
  const giftDate = formatReportDay(day + 1);
  const counted: MemberVipRow[] = [];
  const reachedBy = new Map<number, number>();
  for (const standing of request.standings) {
    if (standing.evaluated_day >= day) {
      continue;
    }
    const activity = request.activity.get(standing.member_id) ?? { deposit: 0, validBet: 0 };
    const { next, reached } = evaluateStanding(standing, activity, levels, day, now);
    counted.push(next);
    if (reached !== null) {
      reachedBy.set(next.member_id, reached);
    }
  }
  // A standing another run wrote first (a member new to the ladder, read as level 0 by both) is neither counted
  // nor given gifts here: that run's are.
  const written = await writeMemberVipsForDay(db, counted);
  const levelOf = new Map(levels.map((row) => [row.level, row]));
  const withGifts = counted.filter(
    (next) => written.has(next.member_id) && (levelOf.get(next.level)?.level ?? 0) > 0,
  );
  const birthdays = await selectBirthdays(
    db,
    withGifts
      .filter((next) => (levelOf.get(next.level)?.birthday_gift ?? 0) > 0)
      .map((next) => next.member_id),
  );
  const gifts: RewardGrant[] = [];
  for (const next of withGifts) {
    const level = levelOf.get(next.level);
    if (level === undefined) {
      continue;
    }
    const gift = (kind: string, sourceKey: string, amount: number) => {
      if (amount > 0) {
        gifts.push({
          memberId: next.member_id,
          source: 'VIP',
          sourceKey,
          promotionId: null,
          titles: giftTitles(kind, level.name),
          amount,
          turnoverRequired: giftTurnover(level, amount),
          claimDays: GIFT_CLAIM_DAYS,
          now,
        });
      }
    };
    const reached = reachedBy.get(next.member_id);
    if (reached !== undefined) {
      gift('upgrade', `vip-upgrade:${next.member_id}:${reached}`, level.upgrade_gift);
    }
    if (birthdays.get(next.member_id)?.slice(5, 10) === giftDate.slice(5, 10)) {
      gift('birthday', `vip-birthday:${next.member_id}:${giftDate.slice(0, 4)}`, level.birthday_gift);
    }
    if (giftDate.endsWith('-01')) {
      gift('monthly', `vip-monthly:${next.member_id}:${giftDate.slice(0, 7)}`, level.monthly_gift);
    }
  }
  await grantRewards(db, gifts);
  return written.size;
}

/** The members the ladder looks at every day whatever they did: those above level 0. */
export function listMembersAboveLevelZero(db: Executor): Promise<number[]> {
  return selectMembersAboveLevelZero(db);
}

const GIFT_TITLES: Record<string, Record<string, string>> = {
  upgrade: {
    en: 'VIP upgrade gift',
    pt: 'Presente de promoção VIP',
    th: 'ของขวัญเลื่อนระดับ VIP',
    vi: 'Quà thăng hạng VIP',
    'zh-CN': 'VIP 晋级礼金',
  },
  birthday: {
    en: 'VIP birthday gift',
    pt: 'Presente de aniversário VIP',
    th: 'ของขวัญวันเกิด VIP',
    vi: 'Quà sinh nhật VIP',
    'zh-CN': 'VIP 生日礼金',
  },
  monthly: {
    en: 'VIP monthly gift',
    pt: 'Presente mensal VIP',
    th: 'ของขวัญรายเดือน VIP',
    vi: 'Quà hàng tháng VIP',
    'zh-CN': 'VIP 每月红包',
  },
};

function giftTitles(kind: string, levelName: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(GIFT_TITLES[kind] ?? {}).map(([language, title]) => [language, `${title} · ${levelName}`]),
  );
}

/** The VIP part of the public state: whether the member is above level 0, the level's name and number. */
export async function getVipState(
  handle: DatabaseHandle,
  memberId: number,
): Promise<{ hasVip: boolean; vipLabelName: string; vipRankLevel: number }> {
  const { areBonusesEnabled } = await getDeploymentSettings(handle);
  if (!areBonusesEnabled) {
    return { hasVip: false, vipLabelName: '', vipRankLevel: 0 };
  }
  const level = (await getMemberLevels(handle.db, [memberId])).get(memberId) ?? 0;
  const levels = await selectVipLevels(handle.db);
  return {
    hasVip: level > 0,
    vipLabelName: levels.find((row) => row.level === level)?.name ?? '',
    vipRankLevel: level,
  };
}

/** The VIP page (GET /wps/member/vip): the member's level, totals, progress to the next level and the ladder. */
export async function getVipStatus(handle: DatabaseHandle, memberId: number): Promise<VipStatus> {
  const { areBonusesEnabled } = await getDeploymentSettings(handle);
  const levels = await selectVipLevels(handle.db);
  const [stored] = await selectMemberVips(handle.db, [memberId]);
  const standing = stored ?? newStanding(memberId, 0);
  const current = levels.find((row) => row.level === standing.level);
  const higher = levels.find((row) => row.level === standing.level + 1);
  return {
    bonusesEnabled: areBonusesEnabled,
    level: standing.level,
    name: current?.name ?? '',
    totalDeposit: standing.total_deposit,
    totalValidBet: standing.total_valid_bet,
    next:
      higher === undefined
        ? null
        : {
            level: higher.level,
            name: higher.name,
            minDeposit: higher.min_deposit,
            minValidBet: higher.min_valid_bet,
          },
    keep:
      current === undefined || current.level === 0
        ? null
        : {
            required: current.keep_valid_bet,
            placed: standing.keep_valid_bet,
            untilDate: formatReportDay(standing.keep_from_day + current.keep_days - 1),
          },
    evaluatedDate: standing.evaluated_day === 0 ? null : formatReportDay(standing.evaluated_day),
    levels: areBonusesEnabled ? levels.map(toVipLevel) : [],
  };
}

/** The ladder as the operator edits it (GET /ops/vip/levels). */
export async function getVipLevels(handle: DatabaseHandle): Promise<VipLevels> {
  return { levels: (await selectVipLevels(handle.db)).map(toVipLevel) };
}

/**
 * Replaces the ladder (PUT /ops/vip/levels): levels 0, 1, 2… in order, level 0 with no requirement, each level's
 * deposit and valid bet at least the previous one's. A ladder that breaks this is refused naming `levels`;
 * members above the new top keep their standing and read as the top level's name until evaluated.
 */
export async function setVipLevels(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  request: VipLevels,
): Promise<VipLevels> {
  const isOrdered = request.levels.every((level, index) => {
    const previous = request.levels[index - 1];
    if (level.level !== index) {
      return false;
    }
    if (previous === undefined) {
      return level.minDeposit === 0 && level.minValidBet === 0;
    }
    return level.minDeposit >= previous.minDeposit && level.minValidBet >= previous.minValidBet;
  });
  if (!isOrdered) {
    throw new AppError('request_param_err', { fields: { levels: 'validation.invalid' } });
  }
  await runInTransaction(handle, async (db) => {
    await recordOperatorAction(db, {
      actor,
      action: 'vip.configure',
      targetType: 'vip_level',
      targetId: request.levels.length,
      details: { levels: request.levels },
    });
    await replaceVipLevels(
      db,
      request.levels.map((level) => ({
        level: level.level,
        name: level.name,
        min_deposit: level.minDeposit,
        min_valid_bet: level.minValidBet,
        keep_valid_bet: level.keepValidBet,
        keep_days: level.keepDays,
        upgrade_gift: level.upgradeGift,
        birthday_gift: level.birthdayGift,
        monthly_gift: level.monthlyGift,
        gift_turnover_x100: level.giftTurnoverX100,
        rebate_turnover_x100: level.rebateTurnoverX100,
        daily_rebate_cap: level.dailyRebateCap,
      })),
    );
  });
  return getVipLevels(handle);
}

/** Today's report day of the deployment (the VIP and rebate pages read it). */
export async function todayReportDay(handle: DatabaseHandle, now: number): Promise<number> {
  return toReportDay(now, (await getDeploymentSettings(handle)).reportUtcOffsetMinutes);
}

/** Sets the ladder when it has none (the demo seed); a ladder already set is left alone. */
export async function addVipLevelsIfAbsent(db: Executor, levels: readonly VipLevelRow[]): Promise<void> {
  if ((await selectVipLevels(db)).length === 0) {
    await replaceVipLevels(db, levels);
  }
}

/**
 * Puts a member at a level as of report day `day` with the totals that reach it (the demo seed), unless the member
 * has a standing already.
 */
export async function addMemberStanding(
  db: Executor,
  standing: {
    memberId: number;
    level: number;
    totalDeposit: number;
    totalValidBet: number;
    day: number;
    now: number;
  },
): Promise<void> {
  await insertMemberVipsIfAbsent(db, [
    {
      member_id: standing.memberId,
      level: standing.level,
      total_deposit: standing.totalDeposit,
      total_valid_bet: standing.totalValidBet,
      evaluated_day: standing.day,
      level_day: standing.day,
      keep_from_day: standing.day + 1,
      keep_valid_bet: 0,
      updated_at: standing.now,
    },
  ]);
}
