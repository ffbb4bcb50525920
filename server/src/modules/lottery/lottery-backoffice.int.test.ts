import { afterAll, beforeAll, expect, it } from 'vitest';

import { DEMO_FINANCE_OPERATOR } from '../../demo/demo-back-office';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createOperator } from '../operator/operator.service';
import { VIETNAMESE_NON_DRAW_DAYS } from './lottery-catalogue';
import { scheduleIssues } from './lottery-draws.service';
import { settleDueIssues } from './lottery-settlement.service';

interface Envelope<T> {
  success: boolean;
  errorCode?: string;
  value: T;
}

interface CalendarAnswer {
  content: {
    issueNo: string;
    status: string;
    settled: boolean;
    draws: {
      drawCode: string;
      status: string;
      result: string[] | null;
      commitment: { anchor: string; index: number } | null;
      pendingEntries: number;
    }[];
  }[];
  total: number;
  totalPages: number;
  isNonDrawDay: boolean;
  weekday: number;
}

/** The back office's lottery calls (docs/decisions/064-back-office-lottery.md): reads, entry and confirmation, void. */
describeIntegration('the back office lottery calls', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let admin = '';
  let finance = '';
  let content = '';

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) => {
    const response = await testApp.app.inject({
      method,
      url,
      headers: token === undefined ? {} : { authorization: token },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  /** The demo's official Miền Bắc draw waiting for its result (demo-lottery-official.ts). */
  const officialIssue = async (gameCode: string) => {
    const row = await testApp.database.handle.db
      .selectFrom('lottery_draw')
      .select(['draw_code', 'issue_no', 'day'])
      .where('game_code', '=', gameCode)
      .where('chain_index', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      drawCode: row.draw_code,
      issueNo: row.issue_no,
      day: `${row.day.slice(0, 4)}-${row.day.slice(4, 6)}-${row.day.slice(6)}`,
    };
  };
  const auditCount = async (action: string) =>
    (
      await testApp.database.handle.db
        .selectFrom('operator_audit')
        .select('id')
        .where('action', '=', action)
        .execute()
    ).length;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    await scheduleIssues(testApp.database.handle, Date.now());
    admin = await loginTestOperator(testApp.app);
    finance = await loginTestOperator(testApp.app, DEMO_FINANCE_OPERATOR);
    await createOperator(testApp.database.handle, {
      username: 'lottery_content',
      password: 'Content12345',
      role: 'CONTENT',
    });
    content = await loginTestOperator(testApp.app, { username: 'lottery_content', password: 'Content12345' });
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  it('lists the games with their weekdays, stations per weekday and non-draw days', async () => {
    const { status, body } = await call<{
      games: {
        gameCode: string;
        weekdays: number[];
        stationsByWeekday: { weekday: number; stations: { code: string }[] }[];
        nonDrawDays: string[];
        periodSeconds: number | null;
      }[];
    }>('GET', '/ops/lottery/games', admin);
    expect(status).toBe(200);
    const south = body.value.games.find((game) => game.gameCode === 'VN_MN');
    expect(south?.stationsByWeekday).toHaveLength(7);
    expect(south?.stationsByWeekday.every((day) => day.stations.length >= 3)).toBe(true);
    expect(south?.nonDrawDays).toEqual(VIETNAMESE_NON_DRAW_DAYS);
    expect(body.value.games.find((game) => game.gameCode === 'SSC_1M')?.periodSeconds).toBe(60);
  });

  it('shows a day of issues: committed draws with their commitment, official ones without, paged', async () => {
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const fast = await call<CalendarAnswer>(
      'GET',
      `/ops/lottery/calendar?gameCode=SSC_1M&day=${today}&pageSize=5`,
      admin,
    );
    expect(fast.status).toBe(200);
    expect(fast.body.value.content).toHaveLength(5);
    expect(fast.body.value.total).toBeGreaterThan(5);
    const listed = fast.body.value.content.flatMap((issue) => issue.draws);
    expect(listed.every((draw) => draw.commitment !== null && draw.commitment.anchor.length === 64)).toBe(
      true,
    );

    const official = await officialIssue('VN_MB');
    const day = await call<CalendarAnswer>(
      'GET',
      `/ops/lottery/calendar?gameCode=VN_MB&day=${official.day}`,
      admin,
    );
    expect(day.body.value.content.map((issue) => [issue.issueNo, issue.status])).toEqual([
      [official.issueNo, 'CLOSED'],
    ]);
    expect(day.body.value.content[0]?.draws[0]?.commitment).toBeNull();

    const later = await call<CalendarAnswer>(
      'GET',
      '/ops/lottery/calendar?gameCode=VN_MN&day=2030-06-12',
      admin,
    );
    expect(later.body.value.content[0]?.status).toBe('SCHEDULED');
    expect(later.body.value.content[0]?.draws.length).toBeGreaterThanOrEqual(3);
    const tet = VIETNAMESE_NON_DRAW_DAYS[0] ?? '';
    const closed = await call<CalendarAnswer>(
      'GET',
      `/ops/lottery/calendar?gameCode=VN_MB&day=${tet}`,
      admin,
    );
    expect(closed.body.value).toMatchObject({ isNonDrawDay: true, total: 0 });

    const badDay = await call('GET', '/ops/lottery/calendar?gameCode=VN_MB&day=2026-02-30', admin);
    expect([badDay.status, badDay.body.errorCode]).toEqual([400, 'request_param_err']);
    const badGame = await call('GET', '/ops/lottery/calendar?gameCode=NOPE&day=2026-02-10', admin);
    expect(badGame.status).toBe(404);
  });

  it('takes a result from one operator and its confirmation from another; the draw then settles', async () => {
    const official = await officialIssue('VN_MB');
    const result = [
      '12345',
      '23456',
      ...['34567', '45678'],
      ...['11111', '22222', '33333', '44444', '55555', '66666'],
      ...['1234', '2345', '3456', '4567'],
      ...['5678', '6789', '7890', '8901', '9012', '0123'],
      ...['123', '234', '345'],
      ...['12', '23', '34', '45'],
    ];
    const wrong = await call<unknown>('POST', '/ops/lottery/results', admin, {
      ...official,
      result: [...result.slice(0, 26), '1'],
    });
    expect([wrong.status, wrong.body.errorCode]).toEqual([400, 'lottery.result.invalid']);
    expect(JSON.stringify(wrong.body.value)).toContain('"index":26');
    const entered = await call<{ entryId: string; status: string }>('POST', '/ops/lottery/results', admin, {
      ...official,
      result,
    });
    expect([entered.status, entered.body.value.status]).toEqual([200, 'pending']);
    const pending = await call<{ entries: { entryId: string }[] }>(
      'GET',
      '/ops/lottery/results/pending',
      finance,
    );
    expect(pending.body.value.entries.map((entry) => entry.entryId)).toContain(entered.body.value.entryId);

    const same = await call('POST', `/ops/lottery/results/${entered.body.value.entryId}/confirm`, admin);
    expect([same.status, same.body.errorCode]).toEqual([409, 'lottery.result.same.operator']);
    const confirmed = await call<{ status: string }>(
      'POST',
      `/ops/lottery/results/${entered.body.value.entryId}/confirm`,
      finance,
    );
    expect([confirmed.status, confirmed.body.value.status]).toEqual([200, 'confirmed']);
    expect(await auditCount('lottery-result.enter')).toBeGreaterThanOrEqual(1);
    expect(await auditCount('lottery-result.confirm')).toBe(1);

    await settleDueIssues(testApp.database.handle, Date.now());
    const day = await call<CalendarAnswer>(
      'GET',
      `/ops/lottery/calendar?gameCode=VN_MB&day=${official.day}`,
      admin,
    );
    expect(day.body.value.content[0]).toMatchObject({ status: 'DRAWN', settled: true });
    expect(day.body.value.content[0]?.draws[0]?.result).toEqual(result);
  });

  it('voids an official draw with a reason (audited); a platform-run draw or a missing reason is refused', async () => {
    const fourD = await officialIssue('SEA_MAGNUM');
    const noReason = await call(
      'POST',
      `/ops/lottery/draws/${fourD.drawCode}/${fourD.issueNo}/void`,
      admin,
      {},
    );
    expect(noReason.status).toBe(400);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const fast = await call<CalendarAnswer>(
      'GET',
      `/ops/lottery/calendar?gameCode=SSC_1M&day=${today}&pageSize=1`,
      admin,
    );
    const platform = fast.body.value.content[0];
    const refused = await call('POST', `/ops/lottery/draws/SSC_1M/${platform?.issueNo ?? ''}/void`, admin, {
      reason: 'No thanks',
    });
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'lottery.draw.platform.run']);
    const voided = await call('POST', `/ops/lottery/draws/${fourD.drawCode}/${fourD.issueNo}/void`, finance, {
      reason: 'The draw was cancelled by the operator',
    });
    expect(voided.status).toBe(200);
    const audit = await testApp.database.handle.db
      .selectFrom('operator_audit')
      .select('details')
      .where('action', '=', 'lottery-draw.void')
      .executeTakeFirstOrThrow();
    expect(audit.details).toContain('cancelled by the operator');
    const again = await call('POST', `/ops/lottery/draws/${fourD.drawCode}/${fourD.issueNo}/void`, finance, {
      reason: 'Twice',
    });
    expect(again.status).toBe(409);
  });

  it('answers an issue’s exposure per bet type and number with its liability, beside the limits', async () => {
    const player = await createLoggedInMember(testApp.app, testApp.database.handle, 'exposureplayer');
    await fundMember(testApp.database.handle, player.memberId, 1_000_00, 'USD');
    const issues = await call<{ issues: { issueNo: string }[] }>('GET', '/lgw/games/SSC_3M/issues?count=1');
    const issueNo = issues.body.value.issues[0]?.issueNo ?? '';
    const placed = await call('POST', '/lgw/bets', player.token, {
      gameCode: 'SSC_3M',
      issueNo,
      selections: [{ betCode: 'ssc_position_digit', picks: [['3', '7'], [], [], [], []], stake: 100 }],
      requestId: `exposure-${Date.now()}`,
    });
    expect(placed.status).toBe(200);
    const exposure = await call<{
      content: { betCode: string; pick: string; stake: number; liability: number }[];
      limits: { maxStakePerNumber: number };
      issueLiability: number;
    }>('GET', `/ops/lottery/exposure?gameCode=SSC_3M&issueNo=${issueNo}`, admin);
    expect(exposure.status).toBe(200);
    expect(exposure.body.value.content.map((row) => [row.pick, row.stake])).toEqual([
      ['1:3', 100],
      ['1:7', 100],
    ]);
    expect(exposure.body.value.content[0]?.liability).toBe(980);
    expect(exposure.body.value.issueLiability).toBeGreaterThan(0);
    const limits = await call<{ maxStakePerNumber: number }>(
      'GET',
      '/ops/lottery/games/SSC_3M/limits',
      admin,
    );
    expect(limits.body.value.maxStakePerNumber).toBe(exposure.body.value.limits.maxStakePerNumber);
    const bad = await call('GET', '/ops/lottery/exposure?gameCode=SSC_3M&issueNo=tomorrow', admin);
    expect(bad.status).toBe(400);
  });

  it('counts a lô number in points and its liability as settlement pays it, at the odds recorded on the bets', async () => {
    const player = await createLoggedInMember(testApp.app, testApp.database.handle, 'exposurelo');
    await fundMember(testApp.database.handle, player.memberId, 1_000_00, 'USD');
    const issues = await call<{ issues: { issueNo: string }[] }>('GET', '/lgw/games/VNF_5M/issues?count=1');
    const issueNo = issues.body.value.issues[0]?.issueNo ?? '';
    // 2 points on each of 25 and 00 at the price per point (100): 200 a number, 400 charged.
    const placed = await call<{ bets: { totalStake: number }[] }>('POST', '/lgw/bets', player.token, {
      gameCode: 'VNF_5M',
      issueNo,
      selections: [{ betCode: 'lo2', picks: [['25', '00']], stake: 2 }],
      requestId: `exposure-lo-${Date.now()}`,
    });
    expect(placed.body.value.bets[0]?.totalStake).toBe(400);
    // The operator lowers lô's payout after the bet: the bet keeps 99 per point of 27.
    const odds = await call<{ odds: Record<string, unknown> }>(
      'GET',
      '/ops/lottery/games/VNF_5M/odds',
      admin,
    );
    const lowered = await call('PUT', '/ops/lottery/games/VNF_5M/odds', admin, {
      odds: { ...odds.body.value.odds, lo2: { kind: 'points', pricePerPoint: '27', payoutPerPoint: '80' } },
    });
    expect(lowered.status).toBe(200);
    const exposure = await call<{
      content: { betCode: string; pick: string; stake: number; points: number | null; liability: number }[];
    }>('GET', `/ops/lottery/exposure?gameCode=VNF_5M&issueNo=${issueNo}`, admin);
    // Each time 25 is drawn the bet returns 200 × 99 / 27 = 733.33, paid 733 (not 200 × 80 / 27 = 592).
    expect(
      exposure.body.value.content
        .filter((row) => row.betCode === 'lo2')
        .map((row) => [row.pick, row.points, row.stake, row.liability]),
    ).toEqual([
      ['00', 2, 200, 733],
      ['25', 2, 200, 733],
    ]);
  });

  it('refuses every lottery call to a role without the lottery permissions, and to no session', async () => {
    const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/ops/lottery/games'],
      ['GET', '/ops/lottery/calendar?gameCode=VN_MB&day=2026-01-10'],
      ['GET', '/ops/lottery/games/VN_MB/limits'],
      ['GET', '/ops/lottery/exposure?gameCode=VN_MB&issueNo=20260110'],
      ['GET', '/ops/lottery/games/VN_MB/odds'],
      ['GET', '/ops/lottery/results/pending'],
      ['POST', '/ops/lottery/results', { drawCode: 'VN_MB', issueNo: '20260110', result: ['1'] }],
      ['POST', '/ops/lottery/results/1/confirm'],
      ['POST', '/ops/lottery/results/import', { content: 'VN_MB,20260110,1' }],
      ['POST', '/ops/lottery/draws/VN_MB/20260110/void', { reason: 'Not mine' }],
      ['PUT', '/ops/lottery/games/VN_MB/odds', { odds: {} }],
      ['PUT', '/ops/lottery/games/VN_MB/limits', { maxStakePerNumber: 1, maxLiabilityPerDraw: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const refused = await call(method, url, content, payload);
      expect([url, refused.status, refused.body.errorCode]).toEqual([url, 403, 'operator.forbidden']);
      expect([url, (await call(method, url, undefined, payload)).status]).toEqual([url, 401]);
    }
    // Nothing changed: the demo's pending 4D entry is the only one left, the limits are the deployment's.
    const limits = await call<{ maxStakePerNumber: number }>(
      'GET',
      '/ops/lottery/games/VN_MB/limits',
      finance,
    );
    expect(limits.body.value.maxStakePerNumber).toBeGreaterThan(1);
  });
});
