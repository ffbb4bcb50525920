import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow } from '../../test/bet-records';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { findMemberById } from '../accounts/members.service';
import { toReportDay } from '../bets/bets.service';
import { saveDeploymentSettings } from '../deployment/deployment.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { createDeposit } from '../payments/payments.service';
import { listRewards } from '../promotions/promotions.service';
import { getVipStatus } from '../vip/vip.service';
import { runDailyPass } from './daily-pass.service';
import { claimRebate, getRebateSummary } from './rebate.service';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Envelope<T = unknown> {
  success: boolean;
  errorCode?: string;
  value: T;
  fields?: Record<string, string>;
}

describeIntegration('rebates, the VIP ladder and the daily pass', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  let memberCount = 0;
  const handle = () => testApp.database.handle;
  let addressCount = 0;
  const call = async <T = unknown>(options: InjectOptions) => {
    addressCount += 1;
    const response = await app.inject({ remoteAddress: `10.88.0.${(addressCount % 250) + 1}`, ...options });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  const newMember = async () => {
    memberCount += 1;
    return createLoggedInMember(app, handle(), `rebate${memberCount}`);
  };
  const member = async (id: number) => {
    const row = await findMemberById(handle().db, id);
    if (row === undefined) {
      throw new Error('member missing');
    }
    return row;
  };
  const balance = async (token: string) =>
    (
      await call<{ sumBalance: number }>({
        method: 'GET',
        url: '/wps/v2/wallets/balance',
        headers: { authorization: token },
      })
    ).body.value.sumBalance;
  // The deployment's report day is UTC (PLAZA): a bet at noon of `day`.
  const noonOf = (day: number) => day * DAY_MS + DAY_MS / 2;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    app = testApp.app;
    await relaxLoginChecks(handle());
  });
  afterAll(async () => {
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
    await testApp.close();
  });

  it('accrues on settled valid bet, a claim pays it once, and the daily pass pays only what is left', async () => {
    const now = Date.now();
    const today = toReportDay(now, 0);
    const { memberId, token } = await newMember();
    const placedAt = Math.min(now - 1_000, noonOf(today));
    await insertBetRecordRow(handle(), {
      memberId,
      amount: 10_000,
      placedAt,
      gameType: 'RNG',
      status: 'settled',
    });
    await insertBetRecordRow(handle(), {
      memberId,
      amount: 5_000,
      placedAt,
      gameType: 'LIVE',
      status: 'settled',
    });
    // Open, rolled back and prizes count for nothing.
    await insertBetRecordRow(handle(), { memberId, amount: 3_000, placedAt, gameType: 'RNG' });
    await insertBetRecordRow(handle(), {
      memberId,
      amount: 2_000,
      placedAt,
      gameType: 'RNG',
      status: 'rolled_back',
    });
    await insertBetRecordRow(handle(), { memberId, amount: 9_000, placedAt, kind: 'prize' });

    // Level 0: RNG 1.2%, LIVE 0.8% (the demo rates).
    const page = await call<{ claimable: number; open: Array<{ gameType: string; amount: number }> }>({
      method: 'GET',
      url: '/wps/member/rebate',
      headers: { authorization: token },
    });
    expect(page.body.value.claimable).toBe(160);
    expect(page.body.value.open.map((entry) => [entry.gameType, entry.amount])).toEqual([
      ['LIVE', 40],
      ['RNG', 120],
    ]);

    const before = await balance(token);
    const claimed = await call<{ paid: number }>({
      method: 'POST',
      url: '/wps/member/rebate/claim',
      headers: { authorization: token },
    });
    expect(claimed.body.value.paid).toBe(160);
    expect(await balance(token)).toBe(before + 160);
    // Claiming again pays nothing: 409, the balance unchanged.
    const again = await call({
      method: 'POST',
      url: '/wps/member/rebate/claim',
      headers: { authorization: token },
    });
    expect([again.status, again.body.errorCode]).toEqual([409, 'reward.not.claimable']);
    expect(await balance(token)).toBe(before + 160);

    // More play accrues more; the day's pass pays only that, once, and seals the day.
    await insertBetRecordRow(handle(), {
      memberId,
      amount: 5_000,
      placedAt,
      gameType: 'RNG',
      status: 'settled',
    });
    const pass = await runDailyPass(handle(), today, now + DAY_MS);
    expect(pass.rebatePaid).toBeGreaterThanOrEqual(60);
    expect(await balance(token)).toBe(before + 220);
    expect((await runDailyPass(handle(), today, now + DAY_MS + 1)).isSkipped).toBe(true);
    const summary = await getRebateSummary(handle(), memberId, now + 2);
    expect(summary.claimable).toBe(0);
    expect(summary.history.map((entry) => [entry.gameType, entry.paid, entry.isSealed])).toEqual([
      ['LIVE', 40, true],
      ['RNG', 180, true],
    ]);
    await expect(claimRebate(handle(), await member(memberId), now + 3)).rejects.toMatchObject({
      code: 'reward.not.claimable',
    });
  });

  it('leaves out in-house bets that covered more than 80% of the outcomes', async () => {
    const now = Date.now();
    const today = toReportDay(now, 0);
    const { memberId } = await newMember();
    const placedAt = Math.min(now - 1_000, noonOf(today));
    const rounds = [
      { roundId: `covering-${memberId}`, input: { direction: 'under', targetHundredths: 9_500 } },
      { roundId: `fair-${memberId}`, input: { direction: 'under', targetHundredths: 5_000 } },
    ];
    for (const round of rounds) {
      await handle()
        .db.insertInto('bgs_round')
        .values({
          round_id: round.roundId,
          player_id: `player-${memberId}`,
          game_code: 'BGS_DICE',
          currency: 'USD',
          stake: 10_000,
          payout: 0,
          input: JSON.stringify(round.input),
          status: 'settled',
          bet_transaction_id: `${round.roundId}:bet`,
          created_at: placedAt,
          updated_at: placedAt,
        })
        .execute();
      await insertBetRecordRow(handle(), {
        memberId,
        amount: 10_000,
        placedAt,
        gameType: 'RNG',
        status: 'settled',
        vendorCode: 'BGS',
        gameCode: 'BGS_DICE',
        roundId: round.roundId,
      });
    }
    // Only the fair round's 100.00 counts: 1.2% of it.
    const summary = await getRebateSummary(handle(), memberId, now);
    expect(summary.open.map((entry) => [entry.gameType, entry.validBet, entry.amount])).toEqual([
      ['RNG', 10_000, 120],
    ]);
  });

  it('leaves out lottery selections covering over 80% of outcomes and vendor rounds whose bets cover each other', async () => {
    const now = Date.now();
    const today = toReportDay(now, 0);
    const { memberId } = await newMember();
    const placedAt = Math.min(now - 1_000, noonOf(today));
    const digits = (count: number) => Array.from({ length: count }, (_, digit) => String(digit)).join(',');
    // SSC 5-star straight: 90,000 of 100,000 numbers covers; 2 numbers does not.
    const lotteryBets = [
      { picks: [digits(10), digits(10), digits(10), digits(10), digits(9)].join('|'), combinations: 90_000 },
      { picks: ['1', '2', '3', '4', '5,6'].join('|'), combinations: 2 },
    ];
    for (const bet of lotteryBets) {
      const inserted = await handle()
        .db.insertInto('lottery_bet')
        .values({
          slip_id: 1,
          chase_id: null,
          member_id: memberId,
          is_trial: 0,
          game_code: 'SSC_1M',
          issue_no: '20260101-0001',
          bet_code: 'ssc_5star_straight',
          picks: bet.picks,
          stations: '',
          stake: 10,
          is_in_points: 0,
          unit_stake: 10,
          combinations: bet.combinations,
          total_stake: 10 * bet.combinations,
          odds: '{}',
          status: 'lost',
          payout: 0,
          vendor_code: 'ELOTT',
          game_type: 'ELOTT',
          placed_at: placedAt,
          settled_at: placedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertBetRecordRow(handle(), {
        memberId,
        amount: 10 * bet.combinations,
        placedAt,
        gameType: 'ELOTT',
        status: 'settled',
        vendorCode: 'ELOTT',
        gameCode: 'SSC_1M',
        roundId: `SSC_1M:20260101-0001`,
        transactionId: `LOTTERY:${Number(inserted.id)}`,
      });
    }
    // A live-casino round with banker and player at 50.00 each, 98.00 back: covered; another round lost: counts.
    for (const [roundId, payouts] of [
      [`hedged-${memberId}`, [9_800, 0]],
      [`played-${memberId}`, [0, 0]],
    ] as const) {
      for (const payout of payouts) {
        await insertBetRecordRow(handle(), {
          memberId,
          amount: 5_000,
          payout,
          placedAt,
          gameType: 'LIVE',
          status: 'settled',
          vendorCode: 'DEMO',
          gameCode: 'DEMO_BACCARAT',
          roundId,
        });
      }
    }
    const summary = await getRebateSummary(handle(), memberId, now);
    expect(
      summary.open
        .map((entry) => [entry.gameType, entry.validBet])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual([
      ['ELOTT', 20],
      ['LIVE', 10_000],
    ]);
  });

  it("refuses another member's claim, a visitor, and bad rate tables, changing nothing", async () => {
    const now = Date.now();
    const today = toReportDay(now, 0);
    const owner = await newMember();
    const other = await newMember();
    await insertBetRecordRow(handle(), {
      memberId: owner.memberId,
      amount: 10_000,
      placedAt: Math.min(now - 1_000, noonOf(today)),
      gameType: 'RNG',
      status: 'settled',
    });
    const refused = await call({
      method: 'POST',
      url: '/wps/member/rebate/claim',
      headers: { authorization: other.token },
    });
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'reward.not.claimable']);
    expect((await call({ method: 'POST', url: '/wps/member/rebate/claim' })).status).toBe(401);
    expect((await getRebateSummary(handle(), owner.memberId, now)).claimable).toBe(120);

    const operatorToken = await loginTestOperator(app);
    const rates = await call<{ rates: unknown[] }>({
      method: 'GET',
      url: '/ops/rebate/rates',
      headers: { authorization: operatorToken },
    });
    const duplicate = await call({
      method: 'PUT',
      url: '/ops/rebate/rates',
      headers: { authorization: operatorToken },
      payload: {
        rates: [
          { vipLevel: 0, gameType: 'RNG', basisPoints: 300 },
          { vipLevel: 0, gameType: 'RNG', basisPoints: 200 },
        ],
      },
    });
    expect([duplicate.status, duplicate.body.errorCode]).toEqual([400, 'request_param_err']);
    expect(JSON.stringify(duplicate.body)).toContain('rates');
    const unordered = await call({
      method: 'PUT',
      url: '/ops/vip/levels',
      headers: { authorization: operatorToken },
      payload: {
        levels: [1, 0].map((level) => ({
          level,
          name: `L${level}`,
          minDeposit: 0,
          minValidBet: 0,
          keepValidBet: 0,
          keepDays: 30,
          upgradeGift: 0,
          birthdayGift: 0,
          monthlyGift: 0,
          giftTurnoverX100: 100,
          rebateTurnoverX100: 0,
          dailyRebateCap: 0,
        })),
      },
    });
    expect([unordered.status, unordered.body.errorCode]).toEqual([400, 'request_param_err']);
    expect(JSON.stringify(unordered.body)).toContain('levels');
    const after = await call<{ rates: unknown[] }>({
      method: 'GET',
      url: '/ops/rebate/rates',
      headers: { authorization: operatorToken },
    });
    expect(after.body.value.rates).toEqual(rates.body.value.rates);
    expect((await getVipStatus(handle(), owner.memberId)).levels).toHaveLength(8);
  });

  it('climbs the ladder one level a day with a gift once per level, shows it in the public state, and demotes', async () => {
    const now = Date.now();
    const today = toReportDay(now, 0);
    const { memberId, token } = await newMember();
    // Enough for Silver (level 2) at once: 20,000.00 deposited and 200,000.00 of valid bet, three days ago.
    const day = today - 3;
    for (const minute of [0, 1]) {
      await createDeposit(
        handle(),
        memberId,
        { channelCode: 'SANDBOX', amount: 1_000_000 },
        noonOf(day) + minute,
      );
    }
    await insertBetRecordRow(handle(), {
      memberId,
      amount: 20_000_000,
      placedAt: noonOf(day),
      gameType: 'SPORTS',
      status: 'settled',
    });
    await runDailyPass(handle(), day, noonOf(day + 1));
    expect((await getVipStatus(handle(), memberId)).level).toBe(1);
    await runDailyPass(handle(), day, noonOf(day + 1) + 1);
    await runDailyPass(handle(), day + 1, noonOf(day + 2));
    const status = await getVipStatus(handle(), memberId);
    expect([status.level, status.name, status.next?.name]).toEqual([2, 'Silver', 'Gold']);
    const state = await call<{ hasVip: boolean; vipLabelName: string; vipRankLevel: number }>({
      method: 'GET',
      url: '/wps/member/promotion-state',
      headers: { authorization: token },
    });
    expect(state.body.value).toMatchObject({ hasVip: true, vipLabelName: 'Silver', vipRankLevel: 2 });
    const gifts = (
      await listRewards(handle(), memberId, { pageNum: 1, pageSize: 20 }, 'en', now)
    ).content.filter((reward) => reward.source === 'VIP');
    expect(gifts.map((gift) => [gift.amount, gift.turnoverRequired]).sort()).toEqual([
      [18_800, 18_800],
      [38_800, 38_800],
    ]);
    // Sixty days without play after reaching Silver: one level down.
    const standingDay = day + 1;
    await runDailyPass(handle(), standingDay + 60, noonOf(standingDay + 61));
    expect((await getVipStatus(handle(), memberId)).level).toBe(1);
  });

  it('does nothing with bonuses off for the deployment', async () => {
    const now = Date.now();
    const { memberId } = await newMember();
    await saveDeploymentSettings(handle(), { areBonusesEnabled: false });
    try {
      expect((await runDailyPass(handle(), toReportDay(now, 0) - 5, now)).isSkipped).toBe(true);
      await expect(claimRebate(handle(), await member(memberId), now)).rejects.toMatchObject({
        code: 'operation.not.enabled',
      });
      expect((await getRebateSummary(handle(), memberId, now)).bonusesEnabled).toBe(false);
    } finally {
      await saveDeploymentSettings(handle(), { areBonusesEnabled: true });
    }
  });
});
