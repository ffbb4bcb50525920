import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { findMemberById } from '../accounts/members.service';
import { saveDeploymentSettings } from '../deployment/deployment.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { createDeposit } from '../payments/payments.service';
import { getTurnoverStatus } from '../payments/turnover.service';
import { grantDepositBonuses } from './deposit-bonus.service';
import { claimReward, listRewards } from './promotions.service';

describeIntegration('deposit bonuses', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let memberCount = 0;
  const handle = () => testApp.database.handle;
  const newMember = async () => {
    memberCount += 1;
    return createMember(handle(), {
      username: `depbonus${memberCount}`,
      password: 'Secret1234',
      type: 0,
      isFirstLogin: false,
    });
  };
  const deposit = (memberId: number, amount: number, at: number) =>
    createDeposit(handle(), memberId, { channelCode: 'SANDBOX', amount }, at);
  const rewardsOf = async (memberId: number, now: number) =>
    (await listRewards(handle(), memberId, { pageNum: 1, pageSize: 20 }, 'en', now)).content;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
  });
  afterAll(async () => {
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
    await testApp.close();
  });

  it('grants the first deposit its bonus and later deposits the reload bonus, once each, with their turnover', async () => {
    const now = Date.now();
    const memberId = await newMember();
    await deposit(memberId, 2_000, now - 60_000);
    await deposit(memberId, 1_500, now - 50_000); // below the reload minimum of 20.00: no bonus
    await deposit(memberId, 30_000, now - 40_000); // 50% capped at 100.00
    expect(await grantDepositBonuses(handle(), now)).toBeGreaterThanOrEqual(2);
    // A second pass, or a rerun after a crash, grants nothing again.
    expect(await grantDepositBonuses(handle(), now + 1)).toBe(0);
    const rewards = await rewardsOf(memberId, now + 2);
    expect(
      rewards.map((reward) => [reward.source, reward.title, reward.amount, reward.turnoverRequired]),
    ).toEqual([
      ['DEPOSIT_BONUS', '50% reload bonus', 10_000, 50_000],
      ['DEPOSIT_BONUS', '100% first deposit bonus', 2_000, 12_000],
    ]);

    const member = await findMemberById(handle().db, memberId);
    if (member === undefined) {
      throw new Error('member missing');
    }
    const before = (await getTurnoverStatus(handle().db, memberId)).required;
    await claimReward(handle(), member, Number(rewards[1]?.id), 'en', now + 3);
    expect((await getTurnoverStatus(handle().db, memberId)).required).toBe(before + 12_000);
  });

  it('grants nothing when bonuses are off for the deployment', async () => {
    const now = Date.now();
    const memberId = await newMember();
    await deposit(memberId, 5_000, now - 1_000);
    await saveDeploymentSettings(handle(), { areBonusesEnabled: false });
    try {
      expect(await grantDepositBonuses(handle(), now)).toBe(0);
      expect(await rewardsOf(memberId, now)).toEqual([]);
    } finally {
      await saveDeploymentSettings(handle(), { areBonusesEnabled: true });
    }
  });
});
