import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_DEMO_VENDOR_SECRET } from '../../demo/demo-vendor-integrations';
import { createLoggedInMember, createTrialMember, relaxLoginChecks } from '../../test/member-client';
import { callSeamless, fundMember, issueTestLaunchToken } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { saveDeploymentSettings } from '../deployment/deployment.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { formatReportDay, toReportDay } from './bets.service';

interface BetRecordAnswer {
  vassalage: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  roundId: string;
  stake: number;
  validBet: number;
  payout: number | null;
  profit: number | null;
  status: string;
}

interface Totals {
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  profit: number;
}

describeIntegration('betting record', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let member = { memberId: 0, token: '' };
  let slotToken = '';
  let liveToken = '';
  let step = 0;

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ url, headers: { authorization: member.token, ...headers } });
  /** A DEMO vendor call for the member; ids are unique per call so each is a new transaction. */
  const seamless = async (
    operation: 'bet' | 'win' | 'rollback',
    fields: {
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount?: number;
      ref?: string;
      /** A call without the launch token (a win may come after it expired): its game type is then OTHER. */
      isWithoutToken?: boolean;
    },
  ) => {
    step += 1;
    const answer = await callSeamless(testApp.app, {
      vendor: 'DEMO',
      operation,
      secret: DEFAULT_DEMO_VENDOR_SECRET,
      body: {
        requestId: `request-${step}`,
        ...(fields.isWithoutToken === true
          ? {}
          : { token: fields.gameCode.startsWith('DEMO_LIVE') ? liveToken : slotToken }),
        playerId: String(member.memberId),
        currency: 'USD',
        gameCode: fields.gameCode,
        roundId: fields.roundId,
        transactionId: fields.transactionId,
        ...(fields.amount === undefined ? {} : { amount: fields.amount }),
        ...(fields.ref === undefined ? {} : { refTransactionId: fields.ref }),
      },
    });
    expect(answer.body.status).toBe('OK');
  };

  /**
   * The member's play at vendor DEMO: a slot bet of 1.00 won 2.50; a slot bet of 2.00 lost (a zero win); a slot
   * bet of 3.00 still open; a live bet of 4.00 rolled back; a live bet of 5.00 settled by a win of 6.00 that
   * names only its round; and a prize of 7.00 that settles no bet.
   */
  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    member = await createLoggedInMember(testApp.app, testApp.database.handle, 'bettor1');
    await fundMember(testApp.database.handle, member.memberId, 100_00, 'USD');
    slotToken = await issueTestLaunchToken(testApp.database.handle, {
      memberId: member.memberId,
      vendor: 'DEMO',
      gameCode: 'DEMO_SLOT',
      gameType: 'RNG',
    });
    liveToken = await issueTestLaunchToken(testApp.database.handle, {
      memberId: member.memberId,
      vendor: 'DEMO',
      gameCode: 'DEMO_LIVE_BACCARAT',
      gameType: 'LIVE',
    });
    const slot = { gameCode: 'DEMO_SLOT' };
    const live = { gameCode: 'DEMO_LIVE_BACCARAT' };
    await seamless('bet', { ...slot, transactionId: 'b1', roundId: 'r1', amount: 100 });
    await seamless('win', { ...slot, transactionId: 'w1', roundId: 'r1', amount: 250, ref: 'b1' });
    await seamless('bet', { ...slot, transactionId: 'b2', roundId: 'r2', amount: 200 });
    await seamless('win', { ...slot, transactionId: 'w2', roundId: 'r2', amount: 0, ref: 'b2' });
    await seamless('bet', { ...slot, transactionId: 'b3', roundId: 'r3', amount: 300 });
    await seamless('bet', { ...live, transactionId: 'b4', roundId: 'r4', amount: 400 });
    await seamless('rollback', { ...live, transactionId: 'x4', roundId: 'r4', ref: 'b4' });
    await seamless('bet', { ...live, transactionId: 'b5', roundId: 'r5', amount: 500 });
    await seamless('win', { ...live, transactionId: 'w5', roundId: 'r5', amount: 600 });
    await seamless('win', { ...slot, transactionId: 'jackpot', roundId: 'r6', amount: 700 });
    // Repeats move nothing and change no record.
    await seamless('win', { ...slot, transactionId: 'w1', roundId: 'r1', amount: 250, ref: 'b1' });
    await seamless('rollback', { ...live, transactionId: 'x4', roundId: 'r4', ref: 'b4' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const EXPECTED_TOTALS: Totals = {
    betCount: 5,
    stake: 1_500,
    validBet: 1_100,
    payout: 1_550,
    // 2.50 − 1.00, 0 − 2.00, the open bet nothing, the rolled-back bet 0, 6.00 − 5.00, the prize 7.00.
    profit: 150 - 200 + 0 + 0 + 100 + 700,
  };

  it('lists every bet with what settled it, newest first, and the totals of the range', async () => {
    const response = await get('/wps/member/bets');
    expect(response.statusCode).toBe(200);
    const page = response.json<{ value: { content: BetRecordAnswer[]; total: number; totals: Totals } }>()
      .value;
    expect(page.total).toBe(6);
    expect(page.totals).toEqual(EXPECTED_TOTALS);
    const byRound = new Map(page.content.map((record) => [record.roundId, record]));
    expect(page.content.map((record) => record.roundId)).toEqual(['r6', 'r5', 'r4', 'r3', 'r2', 'r1']);
    expect(byRound.get('r1')).toMatchObject({
      vassalage: 'DEMO',
      gameName: 'Golden Fruits',
      gameType: 'RNG',
      stake: 100,
      validBet: 100,
      payout: 250,
      profit: 150,
      status: 'settled',
    });
    expect(byRound.get('r2')).toMatchObject({ stake: 200, payout: 0, profit: -200, status: 'settled' });
    expect(byRound.get('r3')).toMatchObject({ stake: 300, payout: null, profit: null, status: 'unsettled' });
    expect(byRound.get('r4')).toMatchObject({
      gameType: 'LIVE',
      stake: 400,
      validBet: 0,
      payout: 0,
      profit: 0,
      status: 'rolled_back',
    });
    expect(byRound.get('r5')).toMatchObject({ stake: 500, payout: 600, profit: 100, status: 'settled' });
    expect(byRound.get('r6')).toMatchObject({ stake: 0, payout: 700, profit: 700, status: 'settled' });
  });

  it('names the games in the language asked for, and pages', async () => {
    const response = await get('/wps/member/bets?pageSize=2&pageNum=3', { language: 'pt' });
    const page = response.json<{ value: { content: BetRecordAnswer[]; totalPages: number } }>().value;
    expect(page.totalPages).toBe(3);
    expect(page.content.map((record) => [record.roundId, record.gameName])).toEqual([
      ['r2', 'Frutas Douradas'],
      ['r1', 'Frutas Douradas'],
    ]);
  });

  it('sums the day in the deployment’s report days', async () => {
    await saveDeploymentSettings(testApp.database.handle, { reportUtcOffsetMinutes: -180 });
    // Until a day ahead: between 00:00 and 03:00 UTC the records' day (kept at offset 0) is tomorrow at UTC−3.
    const until = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const response = await get(`/wps/member/bets/daily?to=${encodeURIComponent(until)}`);
    expect(response.statusCode).toBe(200);
    const daily = response.json<{
      value: { utcOffsetMinutes: number; days: (Totals & { date: string })[]; totals: Totals };
    }>().value;
    // The records were summed at offset 0 (the demo's) when they were placed; the offset names the days.
    expect(daily.utcOffsetMinutes).toBe(-180);
    expect(daily.totals).toEqual(EXPECTED_TOTALS);
    expect(daily.days).toEqual([{ date: formatReportDay(toReportDay(Date.now(), 0)), ...EXPECTED_TOTALS }]);
    await saveDeploymentSettings(testApp.database.handle, { reportUtcOffsetMinutes: 0 });
  });

  it('filters by vendor', async () => {
    const other = await get('/wps/member/bets?vassalage=BGS');
    expect(other.json<{ value: { total: number; totals: Totals } }>().value).toMatchObject({
      total: 0,
      totals: { betCount: 0, stake: 0, validBet: 0, payout: 0, profit: 0 },
    });
    const daily = await get('/wps/member/bets/daily?vassalage=BGS');
    expect(daily.json<{ value: { days: unknown[] } }>().value.days).toEqual([]);
  });

  it('gives personal profit and loss per game type from the same records', async () => {
    const response = await get('/wps/member/profit');
    const profit = response.json<{ value: { byGameType: unknown[] } }>().value;
    expect(profit.byGameType).toEqual([
      { gameType: 'LIVE', betCount: 2, validBet: 500, payout: 600, profit: 100 },
      { gameType: 'RNG', betCount: 3, validBet: 600, payout: 950, profit: 650 },
    ]);
  });

  describe('refusals', () => {
    it('asks a visitor to log in and tells a trial member a real account is needed', async () => {
      const guest = await testApp.app.inject({ url: '/wps/member/bets' });
      expect(guest.statusCode).toBe(401);
      const trial = await createTrialMember(testApp.app, testApp.database.handle);
      const refused = await testApp.app.inject({
        url: '/wps/member/bets/daily',
        headers: { authorization: trial.token },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 'need.true.account' });
    });

    it('refuses a range that ends before it starts, naming the field', async () => {
      const response = await get(
        '/wps/member/bets?from=2026-05-02T00:00:00.000Z&to=2026-05-01T00:00:00.000Z',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'request_param_err',
        value: { fields: { to: expect.any(String) as unknown } },
      });
    });
  });
  // Last: it adds a record to the member's play above.
  it('keeps a day total for a prize of nothing (a zero win that settles no bet), so records and totals agree', async () => {
    await seamless('win', {
      gameCode: 'DEMO_SLOT',
      transactionId: 'zero-prize',
      roundId: 'r7',
      amount: 0,
      isWithoutToken: true,
    });
    const verification = await verifyLedger(testApp.database.handle.db);
    expect(verification.checks.find((check) => check.name.startsWith('(f)'))).toMatchObject({
      isPassing: true,
    });
  });
});
