import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { getErrorMessage } from '@plaza/contracts/error-messages';
import type { GameDetail, GameItem, GamePage, HomeSections } from '@plaza/contracts/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runInTransaction } from '../../db/transaction';
import { DEMO_GAMES } from '../../demo/demo-games';
import { AppError } from '../../http/app-error';
import { callSeamless, fundMember, issueTestLaunchToken } from '../../test/seamless-client';
import { DEFAULT_DEMO_VENDOR_SECRET } from '../../demo/demo-vendor-integrations';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { saveDeploymentSettings } from '../deployment/deployment.service';
import { getPublicKey } from '../encryption/encryption.service';
import { insertLaunchToken } from '../vendors/launch-tokens.repository';
import { findLaunchableGame, maskAccount, recordRecentGame, setGameStatus } from './games.service';

type Envelope<T> =
  { success: true; value: T } | { success: false; errorCode: string; message: string; value?: unknown };

const anyNumber: unknown = expect.any(Number);
const isoTime: unknown = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

const RNG_GAMES = DEMO_GAMES.filter((game) => game.gameType === 'RNG');

describeIntegration('game catalogue calls', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let memberToken = '';
  let memberId = 0;
  let otherToken = '';
  let trialToken = '';
  let usernameCounter = 0;

  const handle = () => testApp.database.handle;

  async function logIn(username: string): Promise<{ id: number; token: string }> {
    const id = await createMember(handle(), {
      username,
      password: 'Secret1234',
      type: 0,
      isFirstLogin: false,
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encryptPayload(await getPublicKey(handle()), { username, password: 'Secret1234' }),
    });
    return { id, token: response.json<{ value: { token: string } }>().value.token };
  }

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await saveDeploymentSettings(handle(), { isChallengeEnabled: false, allowedRegions: [] });
    const member = await logIn('gamesfan');
    memberId = member.id;
    memberToken = member.token;
    otherToken = (await logIn('othergamer')).token;
    const trial = await testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: await encryptPayload(await getPublicKey(handle()), { os: 'linux', platform: 'W' }),
    });
    trialToken = trial.json<{ value: { token: string } }>().value.token;
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function relay<T>(
    name: string,
    payload: Record<string, unknown> = {},
    options: { token?: string; language?: string; method?: 'GET' | 'POST' } = {},
  ): Promise<{ status: number; body: Envelope<T> }> {
    const headers: Record<string, string> = {};
    if (options.token !== undefined) {
      headers.authorization = options.token;
    }
    if (options.language !== undefined) {
      headers.language = options.language;
    }
    const response =
      options.method === 'GET'
        ? await testApp.app.inject({
            method: 'GET',
            url: `/wps/relay/${name}?${new URLSearchParams(
              Object.entries(payload).map(([key, value]): [string, string] => [key, String(value)]),
            ).toString()}`,
            headers,
          })
        : await testApp.app.inject({ method: 'POST', url: `/wps/relay/${name}`, payload, headers });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }

  async function value<T>(
    name: string,
    payload: Record<string, unknown> = {},
    options: { token?: string; language?: string; method?: 'GET' | 'POST' } = {},
  ): Promise<T> {
    const { status, body } = await relay<T>(name, payload, options);
    if (!body.success) {
      throw new Error(`${name} failed with ${status} ${body.errorCode}`);
    }
    return body.value;
  }

  const codes = (games: GameItem[]) => games.map((game) => game.gameCode);
  const gameList = (payload: Record<string, unknown>, options = {}) =>
    value<GamePage>('GCSGAME_gameList', payload, options);
  const nodeIdOf = async (gameCode: string) => {
    const page = await gameList({ keyword: gameCode, pageSize: 100 });
    const game = page.content.find((candidate) => candidate.gameCode === gameCode);
    if (game === undefined) {
      throw new Error(`no game ${gameCode}`);
    }
    return game.nodeId;
  };

  describe('GCSGAME_newGameVendor', () => {
    it('gives each lane the classifies of its games, slots first, bingo never (no TY language)', async () => {
      const lanes = (
        await value<{ data: { lanes: Array<{ title: string; gameClassify: string[] }> } }>(
          'GCSGAME_newGameVendor',
        )
      ).data.lanes;
      expect(lanes.find((lane) => lane.title === 'RNG')?.gameClassify).toEqual([
        'SLOT',
        'SC',
        'VP',
        'JP',
        'TG',
        'AC',
      ]);
      expect(lanes.find((lane) => lane.title === 'LIVE')?.gameClassify).toEqual([]);
    });
  });

  describe('GCSGAME_gameList', () => {
    it('lists a category in lobby order for a visitor, names in the request language', async () => {
      const page = await gameList({ gameType: 'RNG', pageSize: 100 }, { language: 'pt' });
      expect(codes(page.content)).toEqual(RNG_GAMES.map((game) => game.gameCode));
      expect(page).toMatchObject({
        pageNum: 1,
        pageSize: 100,
        totalPages: 1,
        totalElements: RNG_GAMES.length,
      });
      expect(page.content[0]).toEqual({
        nodeId: anyNumber,
        vassalage: 'BGS',
        accountTypeName: 'Plaza Originals',
        gameCode: 'BGS_SLOT',
        gameName: 'Joias da Plaza',
        gameType: 'RNG',
        gameClassify: 'SLOT',
        imageUrl: '/media/games/BGS_SLOT.svg',
        isHot: true,
        isNew: true,
        isMaintenance: false,
        minBet: 10,
        maxBet: 10_000,
        rtp: '96.47%',
      });
      const ocean = page.content.find((game) => game.gameCode === 'DEMO_SLOT_OCEAN');
      expect(ocean?.isMaintenance).toBe(true);
    });

    it('filters by vendor and by classify', async () => {
      const bgs = await gameList({ vassalage: 'BGS', gameType: 'RNG' });
      expect(codes(bgs.content)).toEqual([
        'BGS_SLOT',
        'BGS_CRASH',
        'BGS_DICE',
        'BGS_MINES',
        'BGS_ROULETTE',
        'BGS_BACCARAT',
      ]);
      const tables = await gameList({ gameType: 'RNG', gameClassify: 'TG' });
      expect(codes(tables.content)).toEqual(['BGS_ROULETTE', 'BGS_BACCARAT', 'DEMO_BLACKJACK']);
      const live = await gameList({ vassalage: 'DEMO', gameType: 'LIVE' });
      expect(live.totalElements).toBe(5);
      expect(live.content.every((game) => game.gameType === 'LIVE' && game.gameClassify === null)).toBe(true);
      expect((await gameList({ vassalage: 'NOBODY' })).totalElements).toBe(0);
    });

    it('searches every language, without case or accents, and treats wildcards as plain text', async () => {
      const roulette = await gameList({ keyword: '  ROLETA ' }, { language: 'pt' });
      expect(codes(roulette.content)).toEqual(['BGS_ROULETTE', 'DEMO_LIVE_ROULETTE']);
      expect(roulette.content[0]?.gameName).toBe('Roleta Europeia');
      const dragon = await gameList({ keyword: 'dragão', gameType: 'FISH' });
      expect(codes(dragon.content)).toEqual(['DEMO_FISH_DRAGON']);
      expect(codes((await gameList({ keyword: '扫雷' })).content)).toEqual(['BGS_MINES']);
      expect(codes((await gameList({ keyword: "hold'em" })).content)).toEqual(['DEMO_TEXAS_HOLDEM']);
      expect((await gameList({ keyword: 'd_ce' })).totalElements).toBe(0);
      expect((await gameList({ keyword: 'no such game' })).totalElements).toBe(0);
    });

    it('pages through the list without gaps or repeats, by POST and by GET', async () => {
      const seen: string[] = [];
      for (let pageNum = 1; pageNum <= 4; pageNum += 1) {
        const page = await gameList(
          { gameType: 'RNG', pageNum, pageSize: 5 },
          { method: pageNum % 2 === 0 ? 'GET' : 'POST' },
        );
        expect(page).toMatchObject({ pageNum, pageSize: 5, totalPages: 4, totalElements: RNG_GAMES.length });
        seen.push(...codes(page.content));
      }
      expect(seen).toEqual(RNG_GAMES.map((game) => game.gameCode));
      expect((await gameList({ gameType: 'RNG', pageNum: 9, pageSize: 5 })).content).toEqual([]);
    });

    it('takes the lottery prize mode for its category and refuses one that contradicts the category', async () => {
      const lotteryGames = DEMO_GAMES.filter((game) => game.gameType === 'LOTT');
      expect((await gameList({ prizeMode: 'LOTT' })).totalElements).toBe(lotteryGames.length);
      const { status, body } = await relay('GCSGAME_gameList', { prizeMode: 'LOTT', gameType: 'RNG' });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        errorCode: 'request_param_err',
        value: { fields: { prizeMode: 'validation.invalid' } },
      });
    });

    it('refuses bad input with field errors in the request language', async () => {
      for (const [payload, messageKey] of [
        [{ pageSize: 0 }, 'validation.tooShort'],
        [{ pageSize: 101 }, 'validation.tooLong'],
        [{ pageNum: 'first' }, 'validation.invalid'],
        [{ gameType: 'CASINO' }, 'validation.invalid'],
        [{ gameClassify: 'XX' }, 'validation.invalid'],
        [{ keyword: 'x'.repeat(51) }, 'validation.tooLong'],
        [{ vassalage: 'bad code!' }, 'validation.pattern'],
      ] as const) {
        const { status, body } = await relay('GCSGAME_gameList', payload, { language: 'vi' });
        expect(status).toBe(400);
        expect(body).toMatchObject({
          success: false,
          errorCode: 'request_param_err',
          message: getErrorMessage('request_param_err', 'vi'),
          value: { fields: { [Object.keys(payload)[0] ?? '']: messageKey } },
        });
      }
    });

    it('leaves out the games of a disabled vendor', async () => {
      await testApp.database.handle.db
        .updateTable('game_vendor')
        .set({ enabled: 0 })
        .where('code', '=', 'BGS')
        .execute();
      try {
        const page = await gameList({ gameType: 'RNG', pageSize: 100 });
        expect(page.content.some((game) => game.vassalage === 'BGS')).toBe(false);
        expect(page.totalElements).toBe(RNG_GAMES.filter((game) => game.vendorCode === 'DEMO').length);
      } finally {
        await testApp.database.handle.db
          .updateTable('game_vendor')
          .set({ enabled: 1 })
          .where('code', '=', 'BGS')
          .execute();
      }
    });
  });

  describe('GCSGAME_hotGamesV2', () => {
    it('answers the hot games of every vendor to a visitor, named in the payload language', async () => {
      const hot = await value<{ list: GameItem[] }>('GCSGAME_hotGamesV2', {
        merchantCode: 'PLAZA',
        isPlatform: 2,
        platform: ['flash', 'html5-desktop'],
        language: 'zh-CN',
      });
      expect(codes(hot.list)).toEqual(DEMO_GAMES.filter((game) => game.isHot).map((game) => game.gameCode));
      expect(hot.list.every((game) => game.isHot)).toBe(true);
      expect(hot.list[0]?.gameName).toBe('广场宝石');
    });

    it("refuses another merchant's code", async () => {
      const { status, body } = await relay('GCSGAME_hotGamesV2', { merchantCode: 'OTHER' });
      expect(status).toBe(400);
      expect(body).toMatchObject({ errorCode: 'function.not.available' });
    });
  });

  describe('GCSGAME_getVassGameType', () => {
    it('needs a session', async () => {
      expect((await relay('GCSGAME_getVassGameType')).body).toMatchObject({ errorCode: 'not.logged.in' });
    });

    it('tells per vendor and category the classifies and the number of games', async () => {
      const all = await value<{ list: Array<Record<string, unknown>> }>(
        'GCSGAME_getVassGameType',
        {},
        {
          token: memberToken,
        },
      );
      expect(all.list[0]).toEqual({
        vassalage: 'BGS',
        accountTypeName: 'Plaza Originals',
        gameType: 'RNG',
        gameClassify: ['SLOT', 'TG', 'AC'],
        gameCount: 6,
      });
      const demo = await value<{ list: Array<{ gameType: string; gameCount: number }> }>(
        'GCSGAME_getVassGameType',
        { vassalage: 'DEMO' },
        { token: trialToken },
      );
      expect(demo.list.map((entry) => [entry.gameType, entry.gameCount])).toEqual([
        ['LIVE', 5],
        ['SPORTS', 1],
        ['ESPORTS', 1],
        ['FISH', 3],
        ['RNG', 11],
        ['PVP', 4],
        ['COCKFIGHT', 1],
      ]);
    });
  });

  describe('favourites', () => {
    const favoriteIds = async (token = memberToken) =>
      (await value<{ nodeIds: number[] }>('MCSFE_getFavoriteGames', {}, { token })).nodeIds;

    it('adds a favourite once however often it is added, newest first', async () => {
      const dice = await nodeIdOf('BGS_DICE');
      const live = await nodeIdOf('DEMO_LIVE_BACCARAT');
      expect(await favoriteIds()).toEqual([]);
      const first = await value<{ nodeIds: number[] }>(
        'MCSFE_addFavoriteGameV2',
        { nodeId: dice },
        { token: memberToken },
      );
      expect(first.nodeIds).toEqual([dice]);
      const again = await value<{ nodeIds: number[] }>(
        'MCSFE_addFavoriteGameV2',
        { nodeId: dice },
        { token: memberToken },
      );
      expect(again.nodeIds).toEqual([dice]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await value('MCSFE_addFavoriteGameV2', { nodeId: live }, { token: memberToken });
      expect(await favoriteIds()).toEqual([live, dice]);
      // Another member's favourites are their own.
      expect(await favoriteIds(otherToken)).toEqual([]);

      const page = await value<GamePage>(
        'MCSFE_getFavoriteGamesList',
        { pageSize: 1 },
        { token: memberToken },
      );
      expect(page).toMatchObject({ pageNum: 1, pageSize: 1, totalPages: 2, totalElements: 2 });
      expect(codes(page.content)).toEqual(['DEMO_LIVE_BACCARAT']);
      const rng = await value<GamePage>(
        'MCSFE_getFavoriteGamesList',
        { gameType: 'RNG' },
        { token: memberToken },
      );
      expect(codes(rng.content)).toEqual(['BGS_DICE']);
      const demo = await value<GamePage>(
        'MCSFE_getFavoriteGamesList',
        { vassalage: 'DEMO' },
        { token: memberToken },
      );
      expect(codes(demo.content)).toEqual(['DEMO_LIVE_BACCARAT']);
    });

    it('removes a favourite, and removing one that is not changes nothing', async () => {
      const dice = await nodeIdOf('BGS_DICE');
      const before = await favoriteIds();
      const removed = await value<{ nodeIds: number[] }>(
        'MCSFE_removeFavoriteGameV2',
        { nodeId: dice },
        {
          token: memberToken,
        },
      );
      expect(removed.nodeIds).toEqual(before.filter((id) => id !== dice));
      const again = await value<{ nodeIds: number[] }>(
        'MCSFE_removeFavoriteGameV2',
        { nodeId: dice },
        {
          token: memberToken,
        },
      );
      expect(again.nodeIds).toEqual(removed.nodeIds);
    });

    it('refuses an unknown game and bad input, changing nothing', async () => {
      const before = await favoriteIds();
      const unknown = await relay(
        'MCSFE_addFavoriteGameV2',
        { nodeId: 987_654 },
        { token: memberToken, language: 'th' },
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({
        errorCode: 'game.not.found',
        message: getErrorMessage('game.not.found', 'th'),
      });
      for (const [payload, messageKey] of [
        [{}, 'validation.required'],
        [{ nodeId: 'dice' }, 'validation.invalid'],
        [{ nodeId: -1 }, 'validation.tooShort'],
        [{ nodeId: '' }, 'validation.invalid'],
        [{ nodeId: 1.5 }, 'validation.invalid'],
      ] as const) {
        const bad = await relay('MCSFE_addFavoriteGameV2', payload, { token: memberToken, language: 'pt' });
        expect(bad.status).toBe(400);
        expect(bad.body).toMatchObject({
          errorCode: 'request_param_err',
          message: getErrorMessage('request_param_err', 'pt'),
          value: { fields: { nodeId: messageKey } },
        });
      }
      expect(await favoriteIds()).toEqual(before);
    });

    it('asks a visitor to log in and tells a trial member a real account is needed, changing nothing', async () => {
      const dice = await nodeIdOf('BGS_DICE');
      for (const [name, payload] of [
        ['MCSFE_getFavoriteGames', {}],
        ['MCSFE_getFavoriteGamesList', {}],
        ['MCSFE_addFavoriteGameV2', { nodeId: dice }],
        ['MCSFE_removeFavoriteGameV2', { nodeId: dice }],
      ] as const) {
        const guest = await relay(name, payload);
        expect(guest.status).toBe(401);
        expect(guest.body).toMatchObject({ errorCode: 'not.logged.in' });
        const trial = await relay(name, payload, { token: trialToken, language: 'zh-CN' });
        expect(trial.status).toBe(403);
        expect(trial.body).toMatchObject({
          errorCode: 'need.true.account',
          message: getErrorMessage('need.true.account', 'zh-CN'),
        });
      }
      const rows = await handle().db.selectFrom('favorite_game').select('member_id').execute();
      expect(rows.every((row) => Number(row.member_id) === memberId)).toBe(true);
    });
  });

  describe('GCS_recentGame', () => {
    it('lists the last launched games, most recent first, one entry per game', async () => {
      const { id, token } = await logIn(`recent${(usernameCounter += 1)}`);
      const now = Date.now();
      await runInTransaction(handle(), async (db) => {
        expect(await recordRecentGame(db, id, 'BGS', 'BGS_DICE', now - 3000)).toBe(true);
        expect(await recordRecentGame(db, id, 'DEMO', 'DEMO_LIVE_ROULETTE', now - 2000)).toBe(true);
        expect(await recordRecentGame(db, id, 'BGS', 'BGS_MINES', now - 1000)).toBe(true);
        expect(await recordRecentGame(db, id, 'BGS', 'BGS_DICE', now)).toBe(true);
        expect(await recordRecentGame(db, id, 'DEMO', 'NO_SUCH_GAME', now)).toBe(false);
      });
      const recent = await value<{ list: Array<GameItem & { launchedAt: string }> }>(
        'GCS_recentGame',
        {},
        { token },
      );
      expect(codes(recent.list)).toEqual(['BGS_DICE', 'BGS_MINES', 'DEMO_LIVE_ROULETTE']);
      expect(recent.list[0]?.launchedAt).toBe(new Date(now).toISOString());
      const limited = await value<{ list: GameItem[] }>(
        'GCS_recentGame',
        { limit: 1, gameType: 'LIVE' },
        { token },
      );
      expect(codes(limited.list)).toEqual(['DEMO_LIVE_ROULETTE']);
      const bgs = await value<{ list: GameItem[] }>('GCS_recentGame', { vassalage: 'BGS' }, { token });
      expect(codes(bgs.list)).toEqual(['BGS_DICE', 'BGS_MINES']);
      // Someone else's launches are not in the list.
      expect((await value<{ list: GameItem[] }>('GCS_recentGame', {}, { token: otherToken })).list).toEqual(
        [],
      );
    });

    it('needs a session, answers a trial member an empty list, and refuses bad input', async () => {
      expect((await relay('GCS_recentGame')).status).toBe(401);
      expect((await value<{ list: GameItem[] }>('GCS_recentGame', {}, { token: trialToken })).list).toEqual(
        [],
      );
      const bad = await relay('GCS_recentGame', { limit: 51 }, { token: memberToken });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ value: { fields: { limit: 'validation.tooLong' } } });
    });
  });

  describe('launching a game under maintenance', () => {
    it('is refused with active games of the same category suggested, same classify first', async () => {
      let failure: unknown;
      try {
        await findLaunchableGame(handle().db, 'DEMO', 'DEMO_SLOT_OCEAN', 'pt');
      } catch (error) {
        failure = error;
      }
      expect(failure).toBeInstanceOf(AppError);
      const appError = failure as AppError;
      expect(appError.code).toBe('game.maintenance');
      const details = appError.details as { vassalage: string; gameCode: string; suggestions: GameItem[] };
      expect(details).toMatchObject({ vassalage: 'DEMO', gameCode: 'DEMO_SLOT_OCEAN' });
      expect(details.suggestions).toHaveLength(6);
      expect(details.suggestions.every((game) => game.gameType === 'RNG' && !game.isMaintenance)).toBe(true);
      expect(codes(details.suggestions).slice(0, 4).sort()).toEqual(
        ['BGS_SLOT', 'DEMO_SLOT', 'DEMO_SLOT_DRAGON', 'DEMO_SLOT_PHARAOH'].sort(),
      );
      expect(details.suggestions[0]?.gameName).toBe('Joias da Plaza');
    });

    it('finds an active game and refuses an unknown one', async () => {
      expect((await findLaunchableGame(handle().db, 'DEMO', 'DEMO_SLOT', 'en')).gameName).toBe(
        'Golden Fruits',
      );
      await expect(findLaunchableGame(handle().db, 'DEMO', 'NOPE', 'en')).rejects.toMatchObject({
        code: 'game.not.found',
      });
      await expect(findLaunchableGame(handle().db, 'BGS', 'DEMO_SLOT', 'en')).rejects.toMatchObject({
        code: 'game.not.found',
      });
    });
  });

  describe('GLS2_roomList', () => {
    interface Room {
      roomId: number;
      vassalage: string;
      gameCode: string;
      roomName: string;
      minBet: number;
      maxBet: number;
      status: string;
      playerCount: number;
    }
    const LIVE_CODES = DEMO_GAMES.filter((game) => game.gameType === 'LIVE').map((game) => game.gameCode);
    const rooms = async (payload: Record<string, unknown> = {}, options = {}) =>
      (await value<{ list: Room[] }>('GLS2_roomList', payload, { token: memberToken, ...options })).list;
    const seatedAt = async (gameCode: string) =>
      (await rooms()).find((room) => room.gameCode === gameCode)?.playerCount;
    const launchLive = async (token: string, gameCode: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: { authorization: token },
        payload: { vassalage: 'DEMO', gameCode },
      });
      expect(response.statusCode).toBe(200);
    };

    it('needs a session, and lists every live table with its limits in the request language', async () => {
      const guest = await relay('GLS2_roomList');
      expect(guest.status).toBe(401);
      expect(guest.body).toMatchObject({ errorCode: 'not.logged.in' });

      const list = await rooms({}, { language: 'pt' });
      expect(list.map((room) => room.gameCode)).toEqual(LIVE_CODES);
      expect(list[0]).toEqual({
        roomId: await nodeIdOf('DEMO_LIVE_BACCARAT'),
        vassalage: 'DEMO',
        gameCode: 'DEMO_LIVE_BACCARAT',
        roomName: 'Bacará ao Vivo',
        minBet: 100,
        maxBet: 100_000,
        status: 'open',
        playerCount: anyNumber,
      });
      const byPayload = await rooms({ language: 'zh-CN' }, { language: 'en' });
      expect(byPayload[0]?.roomName).toBe('真人百家乐');
      // Trial members browse the tables too (they cannot sit at one).
      expect(await value<{ list: Room[] }>('GLS2_roomList', {}, { token: trialToken })).toMatchObject({
        list: expect.arrayContaining([expect.objectContaining({ gameCode: 'DEMO_LIVE_SICBO' })]) as unknown,
      });
    });

    it('counts each member seated by a launch in the last 30 minutes once, until the token expires', async () => {
      const before = (await seatedAt('DEMO_LIVE_DRAGON_TIGER')) ?? -1;
      await launchLive(memberToken, 'DEMO_LIVE_DRAGON_TIGER');
      expect(await seatedAt('DEMO_LIVE_DRAGON_TIGER')).toBe(before + 1);
      await launchLive(memberToken, 'DEMO_LIVE_DRAGON_TIGER');
      await launchLive(otherToken, 'DEMO_LIVE_DRAGON_TIGER');
      expect(await seatedAt('DEMO_LIVE_DRAGON_TIGER')).toBe(before + 2);

      const now = Date.now();
      const stale = await createMember(handle(), {
        username: 'staleplayer',
        password: 'Secret1234',
        type: 0,
        isFirstLogin: false,
      });
      for (const [index, times] of [
        { created_at: now - 31 * 60 * 1000, expires_at: now + 60_000 },
        { created_at: now - 60_000, expires_at: now - 1 },
      ].entries()) {
        await insertLaunchToken(handle().db, {
          token_hash: `stale-room-token-${index}`,
          member_id: stale,
          vendor_code: 'DEMO',
          game_code: 'DEMO_LIVE_DRAGON_TIGER',
          game_type: 'LIVE',
          ...times,
        });
      }
      expect(await seatedAt('DEMO_LIVE_DRAGON_TIGER')).toBe(before + 2);
    });

    it('shows a table under maintenance as such', async () => {
      await setGameStatus(handle(), 'DEMO', 'DEMO_LIVE_ROULETTE', 'maintenance');
      try {
        const list = await rooms();
        expect(list.find((room) => room.gameCode === 'DEMO_LIVE_ROULETTE')?.status).toBe('maintenance');
        expect(list.filter((room) => room.status === 'open')).toHaveLength(LIVE_CODES.length - 1);
      } finally {
        await setGameStatus(handle(), 'DEMO', 'DEMO_LIVE_ROULETTE', 'active');
      }
    });

    it("lists one vendor's tables, by POST or GET, and refuses bad input", async () => {
      expect((await rooms({ vassalage: 'DEMO' })).map((room) => room.gameCode)).toEqual(LIVE_CODES);
      expect(await rooms({ vassalage: 'BGS' })).toEqual([]);
      expect(await rooms({ vassalage: 'NOBODY' }, { method: 'GET' })).toEqual([]);
      for (const payload of [{ vassalage: 'no spaces' }, { language: 'xx' }]) {
        const { status, body } = await relay('GLS2_roomList', payload, { token: memberToken });
        expect(status).toBe(400);
        expect(body).toMatchObject({ errorCode: 'request_param_err' });
      }
    });
  });

  describe('GCSGAME_getRankList', () => {
    async function win(
      username: string,
      options: { gameCode: string; gameType: string; amount: number; type?: number },
    ) {
      const id = await createMember(handle(), {
        username,
        password: 'Secret1234',
        type: options.type ?? 0,
        isFirstLogin: false,
      });
      await fundMember(handle(), id, 1_000, 'USD');
      const token = await issueTestLaunchToken(handle(), {
        memberId: id,
        vendor: 'DEMO',
        gameCode: options.gameCode,
        gameType: options.gameType,
      });
      const base = {
        playerId: String(id),
        currency: 'USD',
        gameCode: options.gameCode,
        roundId: `round-${username}`,
      };
      const secret = DEFAULT_DEMO_VENDOR_SECRET;
      const bet = await callSeamless(testApp.app, {
        vendor: 'DEMO',
        operation: 'bet',
        secret,
        body: { ...base, requestId: `b-${username}`, token, transactionId: `bet-${username}`, amount: 100 },
      });
      expect(bet.body.status).toBe('OK');
      const paid = await callSeamless(testApp.app, {
        vendor: 'DEMO',
        operation: 'win',
        secret,
        body: {
          ...base,
          requestId: `w-${username}`,
          token,
          transactionId: `win-${username}`,
          refTransactionId: `bet-${username}`,
          amount: options.amount,
        },
      });
      expect(paid.body.status).toBe('OK');
    }

    it('lists the biggest wins first with masked names, without trial play money', async () => {
      expect((await value<{ list: unknown[] }>('GCSGAME_getRankList')).list).toEqual([]);
      await win('luckyalice', { gameCode: 'DEMO_SLOT', gameType: 'RNG', amount: 5_000 });
      await win('bigbob', { gameCode: 'DEMO_LIVE_BACCARAT', gameType: 'LIVE', amount: 123_456 });
      await win('tinywin', { gameCode: 'DEMO_SLOT', gameType: 'RNG', amount: 0 });
      await win('trialtom', { gameCode: 'DEMO_SLOT', gameType: 'RNG', amount: 999_999, type: 4 });

      const board = await value<{ list: Array<{ vo: Record<string, unknown> }> }>('GCSGAME_getRankList', {
        category: 'ALL',
        language: 'pt',
        limit: 20,
      });
      expect(board.list.map((entry) => entry.vo)).toEqual([
        {
          rank: 1,
          account: 'bi****ob',
          winAmount: 123_456,
          vassalage: 'DEMO',
          gameCode: 'DEMO_LIVE_BACCARAT',
          gameName: 'Bacará ao Vivo',
          gameType: 'LIVE',
          imageUrl: '/media/games/DEMO_LIVE_BACCARAT.svg',
          winTime: isoTime,
        },
        expect.objectContaining({
          rank: 2,
          account: 'lu****ce',
          winAmount: 5_000,
          gameName: 'Frutas Douradas',
        }),
      ]);
      const rng = await value<{ list: Array<{ vo: { gameCode: string } }> }>('GCSGAME_getRankList', {
        category: 'RNG',
      });
      expect(rng.list.map((entry) => entry.vo.gameCode)).toEqual(['DEMO_SLOT']);
      const top = await value<{ list: unknown[] }>('GCSGAME_getRankList', { limit: 1 }, { method: 'GET' });
      expect(top.list).toHaveLength(1);
    });

    it('refuses bad input', async () => {
      for (const payload of [{ limit: 21 }, { limit: 0 }, { category: 'EVERYTHING' }, { language: 'xx' }]) {
        const { status, body } = await relay('GCSGAME_getRankList', payload);
        expect(status).toBe(400);
        expect(body).toMatchObject({ errorCode: 'request_param_err' });
      }
    });
  });

  describe('GCSGAME_homeSections', () => {
    it('answers hot, new and the best of each category, active games only, to a visitor', async () => {
      const sections = await value<HomeSections>('GCSGAME_homeSections', {}, { language: 'pt' });
      expect(sections.hot.length).toBeGreaterThan(0);
      expect(sections.hot.every((game) => game.isHot && !game.isMaintenance)).toBe(true);
      expect(sections.new.every((game) => game.isNew && !game.isMaintenance)).toBe(true);
      expect(codes(sections.hot)).toContain('BGS_SLOT');
      expect(sections.hot.find((game) => game.gameCode === 'BGS_SLOT')?.gameName).toBe('Joias da Plaza');
      const rng = sections.categories.find((category) => category.gameType === 'RNG');
      expect(rng?.games[0]?.isHot).toBe(true);
      expect(codes(rng?.games ?? [])).not.toContain('DEMO_SLOT_OCEAN');
      expect(sections.categories.every((category) => category.games.length > 0)).toBe(true);
    });
  });

  describe('GCSGAME_gameDetail', () => {
    it('answers an in-house game with its description, volatility and similar games, to a visitor', async () => {
      const detail = await value<GameDetail>(
        'GCSGAME_gameDetail',
        { vassalage: 'BGS', gameCode: 'BGS_DICE' },
        { language: 'vi' },
      );
      expect(detail).toMatchObject({
        game: { vassalage: 'BGS', gameCode: 'BGS_DICE', gameName: 'Xúc Xắc' },
        volatility: 'LOW',
        isProvablyFair: true,
      });
      expect(detail.description).toContain('Chọn một mốc');
      expect(detail.similar.length).toBeGreaterThan(0);
      expect(detail.similar.every((game) => game.gameType === 'RNG' && game.gameCode !== 'BGS_DICE')).toBe(
        true,
      );
      // The similar games of its classify (arcade) come first.
      expect(detail.similar[0]?.gameClassify).toBe('AC');
    });

    it('answers a game without a description with nulls, and an unknown game as not found', async () => {
      const detail = await value<GameDetail>('GCSGAME_gameDetail', {
        vassalage: 'DEMO',
        gameCode: 'DEMO_SLOT',
      });
      expect(detail).toMatchObject({ description: null, volatility: null, isProvablyFair: false });
      const { body } = await relay('GCSGAME_gameDetail', { vassalage: 'DEMO', gameCode: 'NO_SUCH_GAME' });
      expect(body).toMatchObject({ success: false, errorCode: 'game.not.found' });
      const bad = await relay('GCSGAME_gameDetail', { vassalage: 'no way!', gameCode: '' });
      expect(bad.status).toBe(400);
    });
  });
});

describe('maskAccount', () => {
  it('keeps two characters at each end of a name and one of a short name', () => {
    expect(maskAccount('demoplayer')).toBe('de****er');
    expect(maskAccount('abcde')).toBe('ab****de');
    expect(maskAccount('abcd')).toBe('a****');
    expect(maskAccount('玩家一号码')).toBe('玩家****号码');
  });
});
