import { verifyIssueDraw } from '@plaza/engines/lottery/draw-result';
import { RESULT_STRUCTURES } from '@plaza/engines/lottery/result-structures';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createLoggedInMember, createTrialMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createOperator } from '../operator/operator.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { placeBets } from './lottery-bets.service';
import { drawDueDraws, MISSED_DRAW_GRACE_MS, scheduleIssues } from './lottery-draws.service';
import { settleDueIssues } from './lottery-settlement.service';

interface Envelope<T> {
  success: boolean;
  errorCode?: string;
  value: T;
}

interface IssueAnswer {
  gameCode: string;
  issueNo: string;
  status: string;
  salesCloseAt: string;
  drawAt: string;
  stations: { code: string }[];
}

interface BetAnswer {
  betId: string;
  status: string;
  payout: number | null;
  totalStake: number;
  issueNo: string;
  chaseId: string | null;
}

describeIntegration('lottery', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let player = { memberId: 0, token: '' };
  let other = { memberId: 0, token: '' };
  let operatorToken = '';
  let requestCount = 0;

  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { token?: string; payload?: object } = {},
  ) => {
    const response = await testApp.app.inject({
      method,
      url,
      headers: options.token === undefined ? {} : { authorization: options.token },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>(), text: response.body };
  };
  const requestId = () => {
    requestCount += 1;
    return `test-slip-${requestCount}-${Date.now()}`;
  };
  const currentIssue = async (gameCode: string, count = 1) =>
    (await call<{ issues: IssueAnswer[] }>('GET', `/lgw/games/${gameCode}/issues?count=${count}`)).body.value
      .issues;
  const balanceOf = async (token: string) =>
    (await call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body.value.sumBalance;
  /** Draws every due draw and settles every drawn issue as the jobs would at `at`. */
  const drawAndSettle = async (at: number, graceMs?: number) => {
    await drawDueDraws(testApp.database.handle, at, graceMs === undefined ? {} : { graceMs });
    await settleDueIssues(testApp.database.handle, at);
  };

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    await scheduleIssues(testApp.database.handle, Date.now());
    player = await createLoggedInMember(testApp.app, testApp.database.handle, 'lotteryplayer');
    other = await createLoggedInMember(testApp.app, testApp.database.handle, 'lotteryother');
    await fundMember(testApp.database.handle, player.memberId, 1_000_00, 'USD');
    await fundMember(testApp.database.handle, other.memberId, 1_000_00, 'USD');
    operatorToken = await loginTestOperator(testApp.app);
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  it('lists every game by area with its current issue, and the header has a lottery lane', async () => {
    const { body } = await call<{
      menus: { area: string; games: { gameCode: string; currentIssue: IssueAnswer | null }[] }[];
    }>('GET', '/lgw/games/game_menus');
    expect(body.value.menus.map((menu) => menu.area)).toEqual(['VN', 'SEA', 'FAST']);
    const fast = body.value.menus.find((menu) => menu.area === 'FAST')?.games ?? [];
    expect(fast.map((game) => game.gameCode)).toContain('SSC_1M');
    expect(fast.every((game) => game.currentIssue?.status === 'OPEN')).toBe(true);
    const lanes = await call<{ data: { lanes: { title: string; cards: { vassalage: string }[] }[] } }>(
      'GET',
      '/wps/relay/GCSGAME_newGameVendor',
    );
    const lott = lanes.body.value.data.lanes.find((lane) => lane.title === 'LOTT');
    expect(lott?.cards[0]?.vassalage).toBe('TCG_LOTTO_VN');
    expect(lanes.body.value.data.lanes.some((lane) => lane.title === 'ELOTT')).toBe(true);
  });

  it('answers a game with its bet types, odds and stake rules; an unknown game is 404', async () => {
    const { body } = await call<{ betTypes: { code: string; group: string; isInPoints: boolean }[] }>(
      'GET',
      '/lgw/games/VN_MB',
    );
    const lo2 = body.value.betTypes.find((type) => type.code === 'lo2');
    expect(lo2).toMatchObject({ group: 'lo', isInPoints: true });
    expect(body.value.betTypes.find((type) => type.code === 'xien2')?.group).toBe('xien');
    expect((await call('GET', '/lgw/games/NOPE_1M')).status).toBe(404);
  });

  it('publishes the commitment before sales, reveals the seed with the result, and the engine verifies it', async () => {
    // The next issue, not the one on sale: that one may close while the test reads it.
    const [, issue] = await currentIssue('K3_1M', 2);
    if (issue === undefined) {
      throw new Error('no K3 issue');
    }
    const before = await call<{ status: string; chain: { anchor: string; index: number }; seed?: string }>(
      'GET',
      `/lgw/draws/K3_1M/${issue.issueNo}`,
    );
    expect(before.body.value.status).toBe('OPEN');
    expect(before.body.value.chain.anchor).toMatch(/^[0-9a-f]{64}$/);
    expect(before.body.value.seed).toBeUndefined();
    await drawAndSettle(Date.parse(issue.drawAt));
    const after = await call<{
      status: string;
      chain: { anchor: string; index: number };
      seed: string;
      beacon: string;
      result: string[];
    }>('GET', `/lgw/draws/K3_1M/${issue.issueNo}`);
    expect(after.body.value.status).toBe('DRAWN');
    expect(after.body.value.chain).toEqual(before.body.value.chain);
    expect(after.body.value.result).toHaveLength(3);
    const verification = await verifyIssueDraw({
      seed: after.body.value.seed,
      gameCode: 'K3_1M',
      issueNo: issue.issueNo,
      beacon: after.body.value.beacon,
      method: { kind: 'digits', structure: RESULT_STRUCTURES.k3 },
      anchor: after.body.value.chain.anchor,
      index: after.body.value.chain.index,
      result: after.body.value.result,
    });
    expect(verification.isVerified).toBe(true);
    // The list holds issues on sale or past: the one before it, drawn too, with its anchor. (It was empty when the
    // issues were first listed between an issue's close and its draw: that issue was left out; lottery-schedule.)
    const list = await call<{ draws: { issueNo: string; status: string; chain: { anchor: string } }[] }>(
      'GET',
      '/lgw/draws?gameCode=K3_1M',
    );
    expect(list.body.value.draws.some((draw) => draw.status === 'DRAWN')).toBe(true);
    expect(list.body.value.draws.every((draw) => /^[0-9a-f]{64}$/.test(draw.chain.anchor))).toBe(true);
  });

  it('takes a slip, charges the ledger once, records the bet, settles it once and pays the win', async () => {
    const [issue] = await currentIssue('SSC_3M');
    if (issue === undefined) {
      throw new Error('no SSC issue');
    }
    const before = await balanceOf(player.token);
    const slip = {
      gameCode: 'SSC_3M',
      issueNo: issue.issueNo,
      // Every digit on d1: ten combinations, one of which wins 9.8 each time.
      selections: [
        {
          betCode: 'ssc_position_digit',
          picks: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []],
          stake: 100,
        },
        { betCode: 'ssc_sum_two_sided', picks: [['big']], stake: 50 },
      ],
      requestId: requestId(),
    };
    const placed = await call<{ slipId: string; bets: BetAnswer[]; balance: number }>('POST', '/lgw/bets', {
      token: player.token,
      payload: slip,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.value.bets.map((bet) => bet.totalStake)).toEqual([1000, 50]);
    expect(placed.body.value.balance).toBe(before - 1050);
    // The same requestId again places nothing, and answers what the first call answered (read back this time).
    const again = await call<{ bets: BetAnswer[] }>('POST', '/lgw/bets', {
      token: player.token,
      payload: slip,
    });
    expect(again.body.value).toEqual(placed.body.value);
    expect(await balanceOf(player.token)).toBe(before - 1050);
    // The slip's stake is one ledger transfer (docs/decisions/086); each number's exposure has its bet's stake.
    const { db } = testApp.database.handle;
    const stakes = await db
      .selectFrom('ledger_transfer')
      .select(['idempotency_key', 'amount', 'kind'])
      .where('reference', '=', `lottery:slip:${placed.body.value.slipId}`)
      .execute();
    expect(stakes.map((stake) => [stake.idempotency_key, Number(stake.amount), stake.kind])).toEqual([
      [`lottery:slip:${placed.body.value.slipId}`, 1050, 'bet'],
    ]);
    const exposure = await db
      .selectFrom('lottery_exposure')
      .select(['bet_code', 'pick', 'stake'])
      .where('game_code', '=', 'SSC_3M')
      .where('issue_no', '=', issue.issueNo)
      .orderBy('bet_code')
      .orderBy('pick')
      .execute();
    expect(exposure.map((row) => [row.bet_code, row.pick, Number(row.stake)])).toEqual([
      ['ssc_position_digit', '1:0', 100],
      ['ssc_position_digit', '1:1', 100],
      ['ssc_position_digit', '1:2', 100],
      ['ssc_position_digit', '1:3', 100],
      ['ssc_position_digit', '1:4', 100],
      ['ssc_position_digit', '1:5', 100],
      ['ssc_position_digit', '1:6', 100],
      ['ssc_position_digit', '1:7', 100],
      ['ssc_position_digit', '1:8', 100],
      ['ssc_position_digit', '1:9', 100],
      ['ssc_sum_two_sided', 'big', 50],
    ]);
    const records = await call<{ content: { vassalage: string; stake: number; status: string }[] }>(
      'GET',
      '/wps/member/bets?vassalage=ELOTT',
      { token: player.token },
    );
    expect(records.body.value.content.filter((record) => record.status === 'unsettled')).toHaveLength(2);

    await drawAndSettle(Date.parse(issue.drawAt));
    await drawAndSettle(Date.parse(issue.drawAt));
    const bets = await call<{ content: BetAnswer[] }>('GET', `/lgw/bets?gameCode=SSC_3M`, {
      token: player.token,
    });
    const positional = bets.body.value.content.find((bet) => bet.totalStake === 1000);
    expect(positional).toMatchObject({ status: 'won', payout: 980 });
    const sum = bets.body.value.content.find((bet) => bet.totalStake === 50);
    const sumPayout = sum?.status === 'won' ? 98 : 0;
    expect(sum?.payout).toBe(sumPayout);
    expect(await balanceOf(player.token)).toBe(before - 1050 + 980 + sumPayout);
    const settledRecords = await call<{ content: { status: string; payout: number | null }[] }>(
      'GET',
      '/wps/member/bets?vassalage=ELOTT',
      { token: player.token },
    );
    expect(settledRecords.body.value.content.every((record) => record.status === 'settled')).toBe(true);
    expect((await verifyLedger(testApp.database.handle.db)).isPassing).toBe(true);
  });

  it('cancels an open bet before close (refunded once); refuses another member and a call without session', async () => {
    const [issue] = await currentIssue('VNF_5M');
    if (issue === undefined) {
      throw new Error('no VNF issue');
    }
    const before = await balanceOf(player.token);
    const placed = await call<{ bets: BetAnswer[] }>('POST', '/lgw/bets', {
      token: player.token,
      payload: {
        gameCode: 'VNF_5M',
        issueNo: issue.issueNo,
        selections: [{ betCode: 'lo2', picks: [['12', '34']], stake: 2 }],
        requestId: requestId(),
      },
    });
    const bet = placed.body.value.bets[0];
    expect(bet?.totalStake).toBe(2 * 2 * 100);
    expect((await call('POST', `/lgw/bets/${bet?.betId}/cancel`, { token: other.token })).status).toBe(404);
    expect((await call('POST', `/lgw/bets/${bet?.betId}/cancel`)).status).toBe(401);
    expect((await call('GET', '/lgw/bets')).status).toBe(401);
    const cancelled = await call<{ bet: BetAnswer; balance: number }>(
      'POST',
      `/lgw/bets/${bet?.betId}/cancel`,
      {
        token: player.token,
      },
    );
    expect(cancelled.body.value.bet).toMatchObject({ status: 'cancelled', payout: 400 });
    expect(cancelled.body.value.balance).toBe(before);
    const twice = await call('POST', `/lgw/bets/${bet?.betId}/cancel`, { token: player.token });
    expect(twice.body.errorCode).toBe('lottery.bet.not.cancellable');
    expect(await balanceOf(player.token)).toBe(before);
    // Another member sees none of it.
    const theirs = await call<{ content: BetAnswer[] }>('GET', '/lgw/bets', { token: other.token });
    expect(theirs.body.value.content).toEqual([]);
  });

  it('refuses a bet after close, a bad selection, and a stake beyond the balance, changing nothing', async () => {
    const [issue] = await currentIssue('SSC_1M');
    if (issue === undefined) {
      throw new Error('no issue');
    }
    const before = await balanceOf(other.token);
    await expect(
      placeBets(
        testApp.database.handle,
        { id: other.memberId, type: 0 },
        {
          gameCode: 'SSC_1M',
          issueNo: issue.issueNo,
          selections: [{ betCode: 'ssc_sum_two_sided', picks: [['big']], stake: 100 }],
          requestId: requestId(),
        },
        'en',
        Date.parse(issue.salesCloseAt),
      ),
    ).rejects.toMatchObject({ code: 'lottery.sales.closed' });
    const bad = await call('POST', '/lgw/bets', {
      token: other.token,
      payload: {
        gameCode: 'VN_MB',
        issueNo: (await currentIssue('VN_MB'))[0]?.issueNo,
        selections: [{ betCode: 'xien2', picks: [['12', '12']], stake: 100 }],
        requestId: requestId(),
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('lottery.selection.invalid');
    const rich = await call('POST', '/lgw/bets', {
      token: other.token,
      payload: {
        gameCode: 'SSC_1M',
        issueNo: issue.issueNo,
        selections: [{ betCode: 'ssc_sum_two_sided', picks: [['big']], stake: 4_000_000 }],
        requestId: requestId(),
      },
    });
    expect(rich.body.errorCode).toBe('balance.insufficient');
    expect(await balanceOf(other.token)).toBe(before);
  });

  it('refuses a stake past the per-number limit with a clear message, and only an administrator sets limits', async () => {
    const limits = { maxStakePerNumber: 1000, maxLiabilityPerDraw: 1_000_000_000 };
    const forbidden = await createOperator(
      testApp.database.handle,
      { username: 'lotterysupport', password: 'Support1234', role: 'SUPPORT' },
      Date.now(),
    );
    expect(forbidden).toBeGreaterThan(0);
    const supportToken = await loginTestOperator(testApp.app, {
      username: 'lotterysupport',
      password: 'Support1234',
    });
    expect(
      (await call('PUT', '/ops/lottery/games/K3_3M/limits', { token: supportToken, payload: limits })).status,
    ).toBe(403);
    expect(
      (await call('PUT', '/ops/lottery/games/K3_3M/limits', { token: player.token, payload: limits })).status,
    ).toBe(401);
    expect(
      (await call('PUT', '/ops/lottery/games/K3_3M/limits', { token: operatorToken, payload: limits }))
        .status,
    ).toBe(200);
    const [issue] = await currentIssue('K3_3M');
    const slip = (stake: number) => ({
      gameCode: 'K3_3M',
      issueNo: issue?.issueNo,
      selections: [{ betCode: 'k3_single_value', picks: [['6']], stake }],
      requestId: requestId(),
    });
    expect((await call('POST', '/lgw/bets', { token: player.token, payload: slip(800) })).status).toBe(200);
    const refused = await call<{ number: string; remaining: number }>('POST', '/lgw/bets', {
      token: other.token,
      payload: slip(300),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('lottery.limit.exceeded');
    expect(refused.body.value).toMatchObject({ number: '6', remaining: 200 });
    expect((await call('POST', '/lgw/bets', { token: other.token, payload: slip(200) })).status).toBe(200);
  });

  it('validates odds with the exact RTP validator: Miền Nam xiên 2 at ×30 on Miền Bắc is refused', async () => {
    const current = await call<{
      odds: Record<string, unknown>;
      rtps: { code: string; rtpPercent: string }[];
    }>('GET', '/ops/lottery/games/VN_MB/odds', { token: operatorToken });
    expect(current.body.value.rtps.find((figure) => figure.code === 'de_db_last2')?.rtpPercent).toBe(
      '99.0000',
    );
    const refused = await call<{ violations: { code: string; rtpPercent: string }[] }>(
      'PUT',
      '/ops/lottery/games/VN_MB/odds',
      {
        token: operatorToken,
        payload: { odds: { ...current.body.value.odds, xien2: { kind: 'multiplier', odds: '30' } } },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('lottery.odds.rtp.exceeded');
    expect(refused.body.value.violations[0]).toMatchObject({ code: 'xien2' });
    const accepted = await call('PUT', '/ops/lottery/games/VN_MB/odds', {
      token: operatorToken,
      payload: { odds: { ...current.body.value.odds, xien2: { kind: 'multiplier', odds: '15' } } },
    });
    expect(accepted.status).toBe(200);
    expect((await call('GET', '/ops/lottery/games/VN_MB/odds', { token: player.token })).status).toBe(401);
  });

  it('lets a trial member play with play money, kept out of the bet records', async () => {
    const trial = await createTrialMember(testApp.app, testApp.database.handle);
    const [issue] = await currentIssue('K3_5M');
    const before = await balanceOf(trial.token);
    const placed = await call<{ balance: number }>('POST', '/lgw/bets', {
      token: trial.token,
      payload: {
        gameCode: 'K3_5M',
        issueNo: issue?.issueNo,
        selections: [{ betCode: 'k3_two_sided', picks: [['big']], stake: 100 }],
        requestId: requestId(),
      },
    });
    expect(placed.status).toBe(200);
    expect(placed.body.value.balance).toBe(before - 100);
    const launch = await call<{ url: string; launchToken: string }>('POST', '/wps/game/launchGame', {
      token: trial.token,
      payload: {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: 'LOTT',
        lottoGameCode: 'VN_MB',
        lottoView: 'betting',
        device: 'WEB',
        backUrl: '/',
        language: 'en',
      },
    });
    expect(launch.body.value.url).toBe('/vnLottery?view=betting&prizeMode=LOTT&gameCode=VN_MB&backUrl=%2F');
    const vendorLaunch = await call('POST', '/wps/game/launchGame', {
      token: trial.token,
      payload: { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' },
    });
    expect(vendorLaunch.body.errorCode).toBe('need.true.account');
    const records = await testApp.database.handle.db
      .selectFrom('bet_record')
      .select('id')
      .where('member_id', '=', trial.memberId)
      .execute();
    expect(records).toEqual([]);
  });

  it('voids a draw missed past its grace and refunds its bets once', async () => {
    const [issue] = await currentIssue('SSC_5M');
    if (issue === undefined) {
      throw new Error('no issue');
    }
    // A member of its own: the late draw voids every issue in between, and their bets too.
    const late = await createLoggedInMember(testApp.app, testApp.database.handle, 'lotterylate');
    await fundMember(testApp.database.handle, late.memberId, 10_00, 'USD');
    const before = await balanceOf(late.token);
    await call('POST', '/lgw/bets', {
      token: late.token,
      payload: {
        gameCode: 'SSC_5M',
        issueNo: issue.issueNo,
        selections: [{ betCode: 'ssc_dragon_tiger', picks: [['tie']], stake: 300 }],
        requestId: requestId(),
      },
    });
    expect(await balanceOf(late.token)).toBe(before - 300);
    const lateAt = Date.parse(issue.drawAt) + MISSED_DRAW_GRACE_MS + 1000;
    await drawAndSettle(lateAt, MISSED_DRAW_GRACE_MS);
    await drawAndSettle(lateAt, MISSED_DRAW_GRACE_MS);
    const draw = await call<{ status: string; seed?: string }>('GET', `/lgw/draws/SSC_5M/${issue.issueNo}`);
    expect(draw.body.value.status).toBe('VOID');
    expect(draw.body.value.seed).toBeUndefined();
    const bets = await call<{ content: BetAnswer[] }>('GET', '/lgw/bets?gameCode=SSC_5M', {
      token: late.token,
    });
    expect(bets.body.value.content[0]).toMatchObject({ status: 'refunded', payout: 300 });
    expect(await balanceOf(late.token)).toBe(before);
  });

  it('chases over N issues and stops on a win, refunding the rest', async () => {
    const issues = await currentIssue('SSC_1M', 4);
    const first = issues[1];
    if (first === undefined) {
      throw new Error('no issues');
    }
    const before = await balanceOf(player.token);
    const placed = await call<{ bets: BetAnswer[]; chase: { chaseId: string; issues: number } }>(
      'POST',
      '/lgw/bets',
      {
        token: player.token,
        payload: {
          gameCode: 'SSC_1M',
          issueNo: first.issueNo,
          selections: [
            {
              betCode: 'ssc_position_digit',
              picks: [[], ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], []],
              stake: 10,
            },
          ],
          chase: { issues: 3, stopOnWin: true },
          requestId: requestId(),
        },
      },
    );
    expect(placed.body.value.bets).toHaveLength(3);
    expect(placed.body.value.chase.issues).toBe(3);
    await drawAndSettle(Date.parse(first.drawAt));
    const chases = await call<{
      content: { chaseId: string; status: string; wonIssues: number; refunded: number }[];
    }>('GET', '/lgw/chases', { token: player.token });
    expect(chases.body.value.content[0]).toMatchObject({
      status: 'stopped_on_win',
      wonIssues: 1,
      refunded: 200,
    });
    expect(await balanceOf(player.token)).toBe(before - 300 + 98 + 200);
    expect((await call('GET', '/lgw/chases', { token: other.token })).body.value).toMatchObject({ total: 0 });
    expect(
      (await call('POST', `/lgw/chases/${placed.body.value.chase.chaseId}/cancel`, { token: other.token }))
        .status,
    ).toBe(404);
  });

  it('answers results history, recent and popular games; a lottery address never gets the web app', async () => {
    const history = await call<{ content: { gameCode: string; results: { result: string[] }[] }[] }>(
      'GET',
      '/lgw/vn/numeros/opened/game?gameCode=K3_1M',
    );
    expect(history.body.value.content[0]?.results[0]?.result).toHaveLength(3);
    const lotto = await call<{ content: unknown[] }>('GET', '/lotto/lgw/games/opened/numero?prizeMode=Lott', {
      token: player.token,
    });
    expect(lotto.status).toBe(200);
    expect((await call('GET', '/lotto/lgw/games/opened/numero')).status).toBe(401);
    const recent = await call<{ games: { gameCode: string }[] }>('GET', '/lgw/vn/games/game_menu/recent', {
      token: player.token,
    });
    expect(recent.body.value.games.map((game) => game.gameCode)).toContain('SSC_3M');
    expect((await call('GET', '/lgw/games/popular')).status).toBe(200);
    const vn = await call<{ games: { gameCode: string }[] }>(
      'GET',
      '/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB',
    );
    expect(vn.body.value.games.map((game) => game.gameCode)).toEqual(['VN_MB', 'VN_MT', 'VN_MN']);
    for (const url of ['/lgw/nothing', '/lotto/lgw/nothing', '/lgw/draws/SSC_1M/20000101-0001']) {
      const missing = await call('GET', url);
      expect(missing.status).toBe(404);
      expect(missing.text.startsWith('{')).toBe(true);
    }
  });
});
