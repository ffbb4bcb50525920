import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow } from '../../test/bet-records';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createOperator } from '../operator/operator.service';

interface Envelope<T> {
  success: boolean;
  errorCode?: string;
  value: T;
}
interface Figures {
  date: string;
  deposits: number;
  depositCount: number;
  bets: number;
  payouts: number;
  ggr: number;
  betCount: number;
  newMembers: number;
  activeMembers: number;
}
interface Breakdown {
  key: string;
  bets: number;
  ggr: number;
}

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** The dashboard and the reports (docs/decisions/063-back-office-reports.md), on the PLAZA deployment (UTC days). */
describeIntegration('the back office dashboard and reports', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken = '';
  let contentToken = '';
  let memberIds: number[] = [];

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    const handle = testApp.database.handle;
    await relaxLoginChecks(handle);
    adminToken = await loginTestOperator(testApp.app);
    await createOperator(handle, { username: 'content1', password: 'Content1234', role: 'CONTENT' });
    contentToken = await loginTestOperator(testApp.app, { username: 'content1', password: 'Content1234' });
    const first = await createLoggedInMember(testApp.app, handle, 'reported1');
    const second = await createLoggedInMember(testApp.app, handle, 'reported2');
    memberIds = [first.memberId, second.memberId];
    const deposit = await testApp.app.inject({
      method: 'POST',
      url: '/wps/payment/deposit',
      remoteAddress: '10.3.0.1',
      headers: { authorization: first.token },
      payload: { channelCode: 'SANDBOX', amount: 50_000 },
    });
    expect(deposit.json<Envelope<{ status: string }>>().value.status).toBe('COMPLETED');
    const now = Date.now();
    // Today: member 1 bets 3,000 on DEMO slots and wins a 1,000 prize; member 2 bets 500 at the lottery.
    await insertBetRecordRow(handle, { memberId: first.memberId, amount: 3_000, placedAt: now });
    await insertBetRecordRow(handle, {
      memberId: first.memberId,
      amount: 1_000,
      placedAt: now,
      kind: 'prize',
    });
    await insertBetRecordRow(handle, {
      memberId: second.memberId,
      amount: 500,
      placedAt: now,
      vendorCode: 'LOTTERY',
      gameType: 'LOTTERY',
    });
    // Three days ago: member 2 bets 700.
    await insertBetRecordRow(handle, { memberId: second.memberId, amount: 700, placedAt: now - 3 * DAY_MS });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, token = adminToken) =>
    testApp.app.inject({ url, headers: { authorization: token } });

  it("the dashboard shows today's money, play, new and active members, by vendor and game type, and what waits", async () => {
    const response = await get('/ops/dashboard');
    expect(response.statusCode).toBe(200);
    const dashboard = response.json<
      Envelope<{
        from: string;
        to: string;
        days: Figures[];
        totals: Omit<Figures, 'date'>;
        byVendor: Breakdown[];
        byGameType: Breakdown[];
        pending: { deposits: number; withdrawals: number; adjustments: number };
      }>
    >().value;
    expect(dashboard.to).toBe(today());
    expect(dashboard.from).toBe(daysAgo(29));
    expect(dashboard.days).toHaveLength(30);
    // The deployment's seed registers members of its own today, beside the two of this test.
    const registeredToday = Number(
      (
        await testApp.database.handle.db
          .selectFrom('member')
          .where('created_at', '>=', Date.parse(`${today()}T00:00:00Z`))
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
    expect(registeredToday).toBeGreaterThanOrEqual(2);
    // And on earlier days of the range (the demo's invited friends registered days ago).
    const registeredInRange = Number(
      (
        await testApp.database.handle.db
          .selectFrom('member')
          .where('created_at', '>=', Date.parse(`${daysAgo(29)}T00:00:00Z`))
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
    expect(dashboard.days.at(-1)).toMatchObject({
      date: today(),
      deposits: 50_000,
      depositCount: 1,
      bets: 3_500,
      payouts: 1_000,
      ggr: 2_500,
      newMembers: registeredToday,
      activeMembers: 2,
    });
    expect(dashboard.days.at(-4)).toMatchObject({ date: daysAgo(3), bets: 700, activeMembers: 1 });
    expect(dashboard.totals).toMatchObject({
      bets: 4_200,
      ggr: 3_200,
      activeMembers: 2,
      newMembers: registeredInRange,
    });
    expect(dashboard.byVendor).toEqual([
      { key: 'DEMO', betCount: 2, bets: 3_700, payouts: 1_000, ggr: 2_700 },
      { key: 'LOTTERY', betCount: 1, bets: 500, payouts: 0, ggr: 500 },
    ]);
    expect(dashboard.byGameType.map((row) => row.key)).toEqual(['RNG', 'LOTTERY']);
    // The demo seed leaves one adjustment waiting for a second operator.
    expect(dashboard.pending).toEqual({ deposits: 0, withdrawals: 0, adjustments: 1 });
  });

  it('the daily report pages its days newest first, filters play by vendor, and refuses a bad range', async () => {
    const report = (
      await get(`/ops/reports/daily?from=${daysAgo(6)}&to=${today()}&pageSize=2&pageNum=1`)
    ).json<Envelope<{ content: Figures[]; total: number; totalPages: number; totals: { bets: number } }>>()
      .value;
    expect(report.total).toBe(7);
    expect(report.totalPages).toBe(4);
    expect(report.content.map((day) => day.date)).toEqual([today(), daysAgo(1)]);
    expect(report.totals.bets).toBe(4_200);
    const everything = (await get(`/ops/reports/daily`)).json<
      Envelope<{ totals: { bets: number; deposits: number } }>
    >().value;
    // This test's deposit and the demo's own (an invited friend's, days ago).
    expect(everything.totals.deposits).toBeGreaterThanOrEqual(50_000);
    const lottery = (await get(`/ops/reports/daily?vendorCode=LOTTERY`)).json<
      Envelope<{ totals: { bets: number; deposits: number } }>
    >().value;
    // A vendor filters the play, not the money: the deposits are the whole range's.
    expect(lottery.totals).toMatchObject({ bets: 500, deposits: everything.totals.deposits });
    const backwards = await get(`/ops/reports/daily?from=${today()}&to=${daysAgo(1)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ value: { fields: { to: 'validation.invalid' } } });
    const tooLong = await get(`/ops/reports/daily?from=${daysAgo(100)}&to=${today()}`);
    expect(tooLong.json()).toMatchObject({ value: { fields: { to: 'validation.invalid' } } });
    expect((await get('/ops/reports/daily?from=2026-13-45')).statusCode).toBe(400);
  });

  it('the member report sorts members by GGR or bets, with their deposits', async () => {
    const byGgr = (await get('/ops/reports/members')).json<
      Envelope<{ total: number; content: { memberId: number; ggr: number; deposits: number }[] }>
    >().value;
    expect(byGgr.total).toBe(2);
    expect(byGgr.content).toEqual([
      expect.objectContaining({ memberId: memberIds[0], ggr: 2_000, deposits: 50_000 }),
      expect.objectContaining({ memberId: memberIds[1], ggr: 1_200, deposits: 0 }),
    ]);
    const byCount = (await get('/ops/reports/members?sort=betCount&pageSize=1')).json<
      Envelope<{ totalPages: number; content: { memberId: number }[] }>
    >().value;
    // Member 2 placed two bets; member 1 one bet and one prize (not a bet).
    expect(byCount).toMatchObject({ totalPages: 2, content: [{ memberId: memberIds[1] }] });
  });

  it('refuses a role without finance.read (403) on every report', async () => {
    for (const url of ['/ops/dashboard', '/ops/reports/daily', '/ops/reports/members']) {
      const refused = await get(url, contentToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<Envelope<null>>().errorCode).toBe('operator.forbidden');
    }
  });
});
