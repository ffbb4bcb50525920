import type { DatabaseHandle } from '../db/database';
import { runInTransaction } from '../db/transaction';
import { createMember } from '../modules/accounts/accounts.service';
import { findMemberById } from '../modules/accounts/members.service';
import { getDeploymentSettings } from '../modules/deployment/deployment.service';
import {
  listPointRewards,
  movePoints,
  redeemPointReward,
  requirePointsEnabled,
} from '../modules/points/points.service';
import { AppError } from '../http/app-error';
import { findPromotionByCode, joinPromotion, requestReward } from '../modules/promotions/promotions.service';
import { setPaymentPassword } from '../modules/withdrawals/payment-password.service';

/** Two members of the demo agent whose requests wait for the operator: the back office's review queues have rows. */
const DEMO_REVIEW_MEMBERS = [
  {
    username: 'luckylin',
    nickname: 'Lucky Lin',
    remark: 'Registered last week and made my first deposit. Thank you!',
    points: 2_500,
  },
  {
    username: 'mariana88',
    nickname: 'Mariana',
    remark: 'Joined from the welcome banner, please check my account.',
    points: 0,
  },
] as const;
const DEMO_REVIEW_PASSWORD = 'Member1234';
const DEMO_REVIEW_PAYMENT_PASSWORD = 'Pay246810';

async function arePointsEnabled(handle: DatabaseHandle): Promise<boolean> {
  try {
    await requirePointsEnabled(handle);
    return true;
  } catch (error) {
    if (error instanceof AppError) {
      return false;
    }
    throw error;
  }
}

/**
 * The back office's promotions claims and points redemptions on a fresh start (issue 24): two members of the demo
 * agent requested the welcome gift, and one of them redeemed a cash item of the mall, all waiting for a decision.
 * Nothing when the deployment turns bonuses off.
 */
export async function seedDemoLoyaltyReview(
  handle: DatabaseHandle,
  agentId: number,
  now: number = Date.now(),
): Promise<void> {
  if (!(await getDeploymentSettings(handle)).areBonusesEnabled) {
    return;
  }
  const welcome = await findPromotionByCode(handle.db, 'WELCOME_GIFT');
  for (const [index, demo] of DEMO_REVIEW_MEMBERS.entries()) {
    const at = now - (index + 1) * 3_600_000;
    const memberId = await createMember(
      handle,
      {
        username: demo.username,
        password: DEMO_REVIEW_PASSWORD,
        nickname: demo.nickname,
        type: 0,
        parentId: agentId,
        isFirstLogin: false,
      },
      at - 86_400_000,
    );
    const member = await findMemberById(handle.db, memberId);
    if (member === undefined) {
      continue;
    }
    if (welcome !== undefined) {
      await joinPromotion(handle, member, welcome.id, 'en', at - 60_000);
      await requestReward(
        handle,
        member,
        { promotionId: welcome.id, remark: demo.remark, images: [] },
        'en',
        at,
      );
    }
    if (demo.points > 0 && (await arePointsEnabled(handle))) {
      await runInTransaction(handle, (db) =>
        movePoints(db, {
          memberId,
          key: `demo:review:${memberId}`,
          kind: 'EARN',
          points: demo.points,
          validBet: demo.points * 100,
          amount: demo.points * 100,
          reference: 'PEDEMO',
          remark: 'Welcome points',
          now: at,
        }),
      );
      await setPaymentPassword(
        handle,
        member,
        {
          loginPassword: DEMO_REVIEW_PASSWORD,
          newPassword: DEMO_REVIEW_PAYMENT_PASSWORD,
          confirmNewPassword: DEMO_REVIEW_PAYMENT_PASSWORD,
        },
        at,
      );
      const withPassword = await findMemberById(handle.db, memberId);
      const mall = await listPointRewards(handle, memberId, 'en');
      const cash = mall.list.find((reward) => reward.kind === 'CASH' && reward.pointsRequired <= demo.points);
      if (withPassword !== undefined && cash !== undefined) {
        await redeemPointReward(
          handle,
          withPassword,
          {
            rewardId: cash.id,
            quantity: 1,
            paymentPassword: DEMO_REVIEW_PAYMENT_PASSWORD,
            requestId: `demo-review-${memberId}`,
          },
          'en',
          at + 60_000,
        );
      }
    }
  }
}
