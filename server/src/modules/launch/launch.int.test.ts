import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { runInTransaction } from '../../db/transaction';
import { DEFAULT_DEMO_VENDOR_SECRET } from '../../demo/demo-vendor-integrations';
import { createLoggedInMember, createTrialMember, relaxLoginChecks } from '../../test/member-client';
import { callSeamless, fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { saveDeploymentSettings } from '../deployment/deployment.service';
import { getPublicKey } from '../encryption/encryption.service';
import { insertVendor } from '../games/games.repository';
import { addGame, setGameStatus } from '../games/games.service';
import { upsertVendorIntegration } from '../vendors/vendor-integrations.repository';

describeIntegration('game launch', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let member: { memberId: number; token: string };

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    member = await createLoggedInMember(testApp.app, testApp.database.handle, 'launcher');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const launch = (token: string | undefined, body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: token === undefined ? {} : { authorization: token },
      payload: body as Record<string, unknown>,
    });

  it('issues a launch token that the vendor then uses to learn who plays and to take bets', async () => {
    await fundMember(testApp.database.handle, member.memberId, 5_000, 'USD');
    const response = await launch(member.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' });
    expect(response.statusCode).toBe(200);
    const { url, launchToken } = response.json<{ value: { url: string; launchToken: string } }>().value;
    expect(url).toContain(`token=${launchToken}`);
    expect(url).toContain('gameCode=DEMO_SLOT');
    const balance = await callSeamless(testApp.app, {
      vendor: 'DEMO',
      operation: 'balance',
      body: { requestId: 'b', token: launchToken },
      secret: DEFAULT_DEMO_VENDOR_SECRET,
    });
    expect(balance.body).toEqual({
      status: 'OK',
      balance: 5_000,
      playerId: String(member.memberId),
      currency: 'USD',
    });
    const bet = await callSeamless(testApp.app, {
      vendor: 'DEMO',
      operation: 'bet',
      secret: DEFAULT_DEMO_VENDOR_SECRET,
      body: {
        requestId: 'r',
        token: launchToken,
        playerId: String(member.memberId),
        currency: 'USD',
        gameCode: 'DEMO_SLOT',
        roundId: 'round',
        transactionId: 'launch-bet-1',
        amount: 1_200,
      },
    });
    expect(bet.body).toMatchObject({ status: 'OK', balance: 3_800 });
    const row = await testApp.database.handle.db
      .selectFrom('seamless_transaction')
      .select(['game_type', 'game_code'])
      .where('transaction_id', '=', 'launch-bet-1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ game_type: 'RNG', game_code: 'DEMO_SLOT' });
  });

  it('the launched game shows among the recent games', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_recentGame',
      headers: { authorization: member.token },
      payload: {},
    });
    const codes = response
      .json<{ value: { list: Array<{ gameCode: string }> } }>()
      .value.list.map((game) => game.gameCode);
    expect(codes).toContain('DEMO_SLOT');
  });

  it('refuses guests, trial members, unknown games and games under maintenance', async () => {
    expect((await launch(undefined, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' })).json()).toMatchObject({
      success: false,
      errorCode: 'not.logged.in',
    });
    const freePlay = await testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: await encryptPayload(await getPublicKey(testApp.database.handle), {
        os: 'linux',
        platform: 'W',
      }),
    });
    const trialToken = freePlay.json<{ value: { token: string } }>().value.token;
    const trialLaunch = await launch(trialToken, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' });
    expect(trialLaunch.statusCode).toBe(403);
    expect(trialLaunch.json()).toMatchObject({ errorCode: 'need.true.account' });
    const unknown = await launch(member.token, { vassalage: 'DEMO', gameCode: 'NO_SUCH_GAME' });
    expect(unknown.statusCode).toBe(404);
    expect((await launch(member.token, { vassalage: 'NOPE', gameCode: 'DEMO_SLOT' })).statusCode).toBe(404);
    expect((await launch(member.token, { vassalage: 'DEMO' })).statusCode).toBe(400);

    await setGameStatus(testApp.database.handle, 'DEMO', 'DEMO_SLOT', 'maintenance');
    const closed = await launch(member.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' });
    expect(closed.statusCode).toBe(503);
    const body = closed.json<{ errorCode: string; value: { suggestions: unknown[] } }>();
    expect(body.errorCode).toBe('game.maintenance');
    expect(body.value.suggestions.length).toBeGreaterThan(0);
    const tokens = await testApp.database.handle.db.selectFrom('launch_token').select('member_id').execute();
    expect(tokens).toHaveLength(1);
  });
});

describeIntegration('sportsbook launch (GCS_gameLaunchFB) and game-launch domains', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let member: { memberId: number; token: string };
  const STUDIO_URL = 'https://games.studio.example/launch?brand=plaza';

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    const handle = testApp.database.handle;
    await relaxLoginChecks(handle);
    // A studio that serves its games from a host of its own, set up before the first launch reads the vendors.
    await runInTransaction(handle, async (db) => {
      await insertVendor(db, {
        code: 'FARSTUDIO',
        name: 'Far Studio',
        logoUrl: '/media/vendors/DEMO.svg',
        sortOrder: 9,
        categories: ['RNG'],
      });
      await addGame(
        db,
        {
          vendorCode: 'FARSTUDIO',
          gameCode: 'FAR_SLOT',
          names: { en: 'Far Slot' },
          gameType: 'RNG',
          imageUrl: '/media/games/DEMO_SLOT.svg',
          sortOrder: 99,
          minBet: 10,
          maxBet: 1_000,
        },
        Date.now(),
      );
      await upsertVendorIntegration(db, {
        vendor_code: 'FARSTUDIO',
        wallet_mode: 'seamless',
        secret: 'far-secret',
        launch_url: STUDIO_URL,
        api_url: null,
        enabled: 1,
        updated_at: Date.now(),
      });
    });
    member = await createLoggedInMember(testApp.app, handle, 'sportsfan');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const launchSportsbook = (token: string | undefined) =>
    testApp.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_gameLaunchFB',
      headers: token === undefined ? {} : { authorization: token },
      payload: {},
    });
  const launch = (token: string, body: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { authorization: token },
      payload: body,
    });

  it('refuses guests (401) and trial members (403 need.true.account), and answers no GET', async () => {
    const guest = await launchSportsbook(undefined);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, errorCode: 'not.logged.in' });
    const trial = await createTrialMember(testApp.app, testApp.database.handle);
    const refused = await launchSportsbook(trial.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'need.true.account' });
    const viaGet = await testApp.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_gameLaunchFB',
      headers: { authorization: member.token },
    });
    expect(viaGet.statusCode).toBe(404);
    const tokens = await testApp.database.handle.db.selectFrom('launch_token').select('member_id').execute();
    expect(tokens).toHaveLength(0);
  });

  it("launches the demo's sportsbook with a token the seamless wallet accepts, and notes it as recent", async () => {
    await fundMember(testApp.database.handle, member.memberId, 2_500, 'USD');
    const response = await launchSportsbook(member.token);
    expect(response.statusCode).toBe(200);
    const { url, launchToken } = response.json<{ value: { url: string; launchToken: string } }>().value;
    expect(url.startsWith('/play/DEMO?')).toBe(true);
    const query = new URL(url, 'http://plaza.test').searchParams;
    expect(query.get('token')).toBe(launchToken);
    expect(query.get('gameCode')).toBe('DEMO_SPORTSBOOK');
    expect(query.get('playerId')).toBe(String(member.memberId));
    const balance = await callSeamless(testApp.app, {
      vendor: 'DEMO',
      operation: 'balance',
      body: { requestId: 'sports-balance', token: launchToken },
      secret: DEFAULT_DEMO_VENDOR_SECRET,
    });
    expect(balance.body).toEqual({
      status: 'OK',
      balance: 2_500,
      playerId: String(member.memberId),
      currency: 'USD',
    });
    const token = await testApp.database.handle.db
      .selectFrom('launch_token')
      .select(['vendor_code', 'game_code', 'game_type'])
      .executeTakeFirstOrThrow();
    expect(token).toEqual({ vendor_code: 'DEMO', game_code: 'DEMO_SPORTSBOOK', game_type: 'SPORTS' });
    const recent = await testApp.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_recentGame',
      headers: { authorization: member.token },
      payload: { gameType: 'SPORTS' },
    });
    expect(
      recent.json<{ value: { list: Array<{ gameCode: string }> } }>().value.list.map((game) => game.gameCode),
    ).toEqual(['DEMO_SPORTSBOOK']);
  });

  it('answers game.maintenance while the only sportsbook is under maintenance', async () => {
    await setGameStatus(testApp.database.handle, 'DEMO', 'DEMO_SPORTSBOOK', 'maintenance');
    try {
      const closed = await launchSportsbook(member.token);
      expect(closed.statusCode).toBe(503);
      expect(closed.json()).toMatchObject({
        errorCode: 'game.maintenance',
        value: { vassalage: 'DEMO', gameCode: 'DEMO_SPORTSBOOK', suggestions: [] },
      });
    } finally {
      await setGameStatus(testApp.database.handle, 'DEMO', 'DEMO_SPORTSBOOK', 'active');
    }
  });

  it('puts our own games on a launch domain picked at random, and leaves a vendor address alone', async () => {
    await saveDeploymentSettings(testApp.database.handle, {
      launchGameCDNs: ['https://play-a.plaza.example', 'https://play-b.plaza.example/'],
    });
    try {
      const hosts = new Set<string>();
      for (let attempt = 0; attempt < 24; attempt += 1) {
        const response = await launch(member.token, { vassalage: 'BGS', gameCode: 'BGS_DICE' });
        const { url } = response.json<{ value: { url: string } }>().value;
        const parsed = new URL(url);
        expect(parsed.pathname).toBe('/play/BGS');
        expect(parsed.searchParams.get('gameCode')).toBe('BGS_DICE');
        hosts.add(parsed.origin);
      }
      expect([...hosts].sort()).toEqual(['https://play-a.plaza.example', 'https://play-b.plaza.example']);

      const sports = (await launchSportsbook(member.token)).json<{ value: { url: string } }>().value.url;
      expect(sports).toMatch(/^https:\/\/play-[ab]\.plaza\.example\/play\/DEMO\?token=/);

      const far = await launch(member.token, { vassalage: 'FARSTUDIO', gameCode: 'FAR_SLOT' });
      const farUrl = far.json<{ value: { url: string; launchToken: string } }>().value;
      expect(farUrl.url.startsWith(`${STUDIO_URL}&token=${farUrl.launchToken}&gameCode=FAR_SLOT`)).toBe(true);
    } finally {
      await saveDeploymentSettings(testApp.database.handle, { launchGameCDNs: [''] });
    }
    const relative = await launch(member.token, { vassalage: 'BGS', gameCode: 'BGS_DICE' });
    expect(relative.json<{ value: { url: string } }>().value.url.startsWith('/play/BGS?token=')).toBe(true);
  });
});
