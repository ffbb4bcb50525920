import type { DatabaseHandle } from '../db/database';
import { runInTransaction } from '../db/transaction';
import { toReportDay } from '../modules/bets/bets.service';
import { getDeploymentSettings } from '../modules/deployment/deployment.service';
import { addAccrual, addRebateRatesIfAbsent } from '../modules/rebate/rebate.service';
import { addMemberStanding, addVipLevelsIfAbsent } from '../modules/vip/vip.service';
import type { VipLevelRow } from '../modules/vip/vip.service';

/** Whole currency units in minor units. */
const units = (amount: number) => amount * 100;

/**
 * The demo ladder: the eight levels of docs/product/rebate-vip.md#vip-levels: cumulative deposit, upgrade valid
 * bet, 60-day keep requirement, gifts with a 1× turnover, and the daily rebate caps of
 * docs/product/rebate-vip.md#rebates.
 */
const LADDER: readonly [string, number, number, number, number, number, number, number][] = [
  // name, deposit, valid bet, keep, upgrade gift, birthday gift, monthly gift, daily rebate cap
  ['Normal', 0, 0, 0, 0, 0, 0, 16_888],
  ['Bronze', 5_000, 50_000, 20_000, 188, 88, 0, 28_888],
  ['Silver', 20_000, 200_000, 60_000, 388, 168, 66, 32_888],
  ['Gold', 100_000, 500_000, 180_000, 888, 288, 188, 32_888],
  ['Platinum', 300_000, 1_500_000, 600_000, 1_688, 588, 388, 52_888],
  ['Ruby', 800_000, 4_000_000, 1_500_000, 2_888, 888, 1_288, 52_888],
  ['Diamond', 1_500_000, 8_000_000, 3_000_000, 5_888, 1_888, 2_888, 68_888],
  ['Crown', 3_000_000, 15_000_000, 6_000_000, 8_888, 3_888, 5_888, 88_888],
];

/** Level 0's rates are those the site showed per game type (docs/product/site.md); each level adds 0.1%. */
const BASE_RATES = {
  LOTT: 100,
  ELOTT: 100,
  PVP: 0,
  FISH: 100,
  RNG: 120,
  LIVE: 80,
  SPORTS: 100,
  ESPORTS: 100,
};

function ladder(): VipLevelRow[] {
  return LADDER.map(([name, deposit, validBet, keep, upgrade, birthday, monthly, cap], level) => ({
    level,
    name,
    min_deposit: units(deposit),
    min_valid_bet: units(validBet),
    keep_valid_bet: units(keep),
    keep_days: 60,
    upgrade_gift: units(upgrade),
    birthday_gift: units(birthday),
    monthly_gift: units(monthly),
    gift_turnover_x100: 100,
    rebate_turnover_x100: 0,
    daily_rebate_cap: units(cap),
  }));
}

function rates() {
  return LADDER.flatMap((_, level) =>
    Object.entries(BASE_RATES).map(([gameType, basisPoints]) => ({
      vipLevel: level,
      gameType: gameType as keyof typeof BASE_RATES,
      basisPoints: basisPoints === 0 ? 0 : basisPoints + level * 10,
    })),
  );
}

/** The demo ladder and rebate rates; a deployment that has its own keeps them. */
export async function ensureDemoRebateVip(handle: DatabaseHandle): Promise<void> {
  await runInTransaction(handle, async (db) => {
    await addVipLevelsIfAbsent(db, ladder());
    await addRebateRatesIfAbsent(db, rates());
  });
}

/**
 * The demo player on a new deployment: at Bronze (level 1), with today's rebate of 2,500.00 of slot play accrued
 * and ready to claim on the manual rebate page.
 */
export async function seedDemoPlayerRebateVip(
  handle: DatabaseHandle,
  playerId: number,
  now: number = Date.now(),
): Promise<void> {
  const settings = await getDeploymentSettings(handle);
  if (!settings.areBonusesEnabled) {
    return;
  }
  const today = toReportDay(now, settings.reportUtcOffsetMinutes);
  await runInTransaction(handle, async (db) => {
    await addMemberStanding(db, {
      memberId: playerId,
      level: 1,
      totalDeposit: units(6_000),
      totalValidBet: units(60_000),
      day: today - 1,
      now,
    });
    await addAccrual(db, {
      memberId: playerId,
      day: today,
      gameType: 'RNG',
      validBet: units(2_500),
      basisPoints: BASE_RATES.RNG + 10,
      now,
    });
  });
}
