import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { listCompletedDepositsSince } from '../payments/payments.service';
import { grantReward, listPromotionRows, turnoverOf } from './promotions.service';
import type { PromotionRow } from './promotions.service';

/** How far back a pass looks for completed deposits: a pass missed for a day still grants their bonuses. */
export const DEPOSIT_BONUS_LOOKBACK_MS = 2 * 24 * 60 * 60 * 1000;
const DEPOSITS_PER_PASS = 500;

/** The bonus a deposit earns under a deposit promotion: its percentage, capped, or 0 below the minimum deposit. */
export function depositBonusOf(promotion: PromotionRow, deposit: number): number {
  if (promotion.bonus_basis_points === null || deposit < (promotion.min_deposit ?? 0)) {
    return 0;
  }
  const bonus = Math.floor((deposit * promotion.bonus_basis_points) / 10_000);
  return promotion.max_bonus === null ? bonus : Math.min(bonus, promotion.max_bonus);
}

function isOpenAt(promotion: PromotionRow, time: number): boolean {
  return promotion.starts_at <= time && (promotion.ends_at === null || promotion.ends_at > time);
}

/**
 * One pass of the deposit bonus (docs/product/promotions.md "Deposit bonuses"): each deposit completed in the last
 * two days earns, under the first-deposit promotion (the member's first completed deposit) or the reload promotion
 * (any later one) open when it completed, a reward of its percentage, capped, with the promotion's turnover. The
 * reward's key is `deposit-bonus:<depositId>`: a deposit earns one bonus whatever runs twice, and a first deposit
 * never also earns the reload bonus. Answers how many deposits earned a bonus in this pass for the first time.
 */
export async function grantDepositBonuses(handle: DatabaseHandle, now: number = Date.now()): Promise<number> {
  if (!(await getDeploymentSettings(handle)).areBonusesEnabled) {
    return 0;
  }
  const promotions = (await listPromotionRows(handle.db)).filter(
    (row) => row.kind === 'FIRST_DEPOSIT' || row.kind === 'RELOAD',
  );
  if (promotions.length === 0) {
    return 0;
  }
  const deposits = await listCompletedDepositsSince(
    handle.db,
    now - DEPOSIT_BONUS_LOOKBACK_MS,
    DEPOSITS_PER_PASS,
  );
  let granted = 0;
  for (const deposit of deposits) {
    const kind = deposit.isFirst ? 'FIRST_DEPOSIT' : 'RELOAD';
    const promotion = promotions.find((row) => row.kind === kind && isOpenAt(row, deposit.completedAt));
    const bonus = promotion === undefined ? 0 : depositBonusOf(promotion, deposit.amount);
    if (promotion === undefined || bonus <= 0) {
      continue;
    }
    const reward = await runInTransaction(handle, (db) =>
      grantReward(db, {
        memberId: deposit.memberId,
        source: 'DEPOSIT_BONUS',
        sourceKey: `deposit-bonus:${deposit.id}`,
        promotionId: promotion.id,
        titles: {},
        amount: bonus,
        turnoverRequired: turnoverOf(promotion, bonus, deposit.amount),
        claimDays: promotion.claim_days,
        now,
      }),
    );
    if (reward.created_at === now) {
      granted += 1;
    }
  }
  return granted;
}
