import type { CatalogueGameRow, GameCategoryList } from '@plaza/contracts/games-operator';
import type { GamePage, HomeSections } from '@plaza/contracts/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createOperator } from '../operator/operator.service';
import { findLaunchableGame } from './games.service';

interface Page<T> {
  content: T[];
  total: number;
}

describeIntegration('the back office games catalogue', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken = '';
  let contentToken = '';
  let financeToken = '';

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    adminToken = await loginTestOperator(testApp.app);
    for (const role of ['CONTENT', 'FINANCE'] as const) {
      await createOperator(testApp.database.handle, {
        username: `games_${role.toLowerCase()}`,
        password: 'Games123456',
        role,
      });
    }
    contentToken = await loginTestOperator(testApp.app, {
      username: 'games_content',
      password: 'Games123456',
    });
    financeToken = await loginTestOperator(testApp.app, {
      username: 'games_finance',
      password: 'Games123456',
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const ops = (method: 'GET' | 'PUT', url: string, token: string | undefined, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: token === undefined ? {} : { authorization: token },
      ...(payload === undefined ? {} : { payload }),
    });
  const games = async (query: string) =>
    (await ops('GET', `/ops/games?${query}`, adminToken)).json<{ value: Page<CatalogueGameRow> }>().value;
  const gameByCode = async (gameCode: string) => {
    const found = (await games(`search=${gameCode}&pageSize=100`)).content.find(
      (game) => game.gameCode === gameCode,
    );
    if (found === undefined) {
      throw new Error(`no game ${gameCode}`);
    }
    return found;
  };
  const relay = async <T>(name: string, payload: Record<string, unknown> = {}) =>
    (await testApp.app.inject({ method: 'POST', url: `/wps/relay/${name}`, payload })).json<{ value: T }>()
      .value;
  const audit = async (action: string) =>
    (await ops('GET', `/ops/audit?action=${action}`, adminToken)).json<{
      value: { content: Array<{ targetId: string; details: Record<string, unknown> }> };
    }>().value.content;
  const settingsOf = (game: CatalogueGameRow) => ({
    isActive: game.isActive,
    isMaintenance: game.isMaintenance,
    isHot: game.isHot,
    isNew: game.isNew,
    sortOrder: game.sortOrder,
  });

  describe('games', () => {
    it('lists every game with vendor, category and flags; searches and filters', async () => {
      const all = await games('pageSize=100');
      expect(all.total).toBeGreaterThan(10);
      expect(all.content[0]).toMatchObject({
        vendorCode: expect.any(String) as unknown,
        vendorName: expect.any(String) as unknown,
        isActive: true,
      });
      const slots = await games('gameType=RNG&pageSize=100');
      expect(slots.content.every((game) => game.gameType === 'RNG')).toBe(true);
      const hot = await games('flag=hot&pageSize=100');
      expect(hot.content.length).toBeGreaterThan(0);
      expect(hot.content.every((game) => game.isHot)).toBe(true);
      expect((await games('search=nothing%20like%20this')).total).toBe(0);
    });

    it('puts a game in maintenance: the lobby shows it so and its launch is refused; audited', async () => {
      const game = await gameByCode('DEMO_SLOT');
      const changed = await ops('PUT', `/ops/games/${game.id}`, contentToken, {
        ...settingsOf(game),
        isMaintenance: true,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ value: { isMaintenance: true } });
      const lobby = await relay<GamePage>('GCSGAME_gameList', { keyword: 'DEMO_SLOT', pageSize: 100 });
      expect(lobby.content.find((item) => item.gameCode === 'DEMO_SLOT')?.isMaintenance).toBe(true);
      await expect(
        findLaunchableGame(testApp.database.handle.db, 'DEMO', 'DEMO_SLOT', 'en'),
      ).rejects.toMatchObject({
        code: 'game.maintenance',
      });
      expect(await audit('game.update')).toEqual([
        expect.objectContaining({
          targetId: String(game.id),
          details: expect.objectContaining({
            before: expect.objectContaining({ isMaintenance: false }) as unknown,
            after: expect.objectContaining({ isMaintenance: true }) as unknown,
          }) as unknown,
        }),
      ]);
      await ops('PUT', `/ops/games/${game.id}`, contentToken, settingsOf(game));
      await expect(
        findLaunchableGame(testApp.database.handle.db, 'DEMO', 'DEMO_SLOT', 'en'),
      ).resolves.toMatchObject({
        gameCode: 'DEMO_SLOT',
      });
    });

    it('hides an inactive game from the lobby; the hot and new flags and the order feed the home page', async () => {
      const game = await gameByCode('DEMO_SLOT_DRAGON');
      await ops('PUT', `/ops/games/${game.id}`, adminToken, { ...settingsOf(game), isActive: false });
      const lobby = await relay<GamePage>('GCSGAME_gameList', { gameType: 'RNG', pageSize: 100 });
      expect(lobby.content.map((item) => item.gameCode)).not.toContain('DEMO_SLOT_DRAGON');
      await expect(
        findLaunchableGame(testApp.database.handle.db, 'DEMO', 'DEMO_SLOT_DRAGON', 'en'),
      ).rejects.toMatchObject({ code: 'game.not.found' });
      expect((await games('state=inactive')).content.map((item) => item.gameCode)).toEqual([
        'DEMO_SLOT_DRAGON',
      ]);

      await ops('PUT', `/ops/games/${game.id}`, adminToken, {
        ...settingsOf(game),
        isHot: true,
        isNew: true,
        sortOrder: 0,
      });
      const home = await relay<HomeSections>('GCSGAME_homeSections');
      expect(home.new.map((item) => item.gameCode)).toContain('DEMO_SLOT_DRAGON');
      expect(home.hot.map((item) => item.gameCode)).toContain('DEMO_SLOT_DRAGON');
      const first = await relay<GamePage>('GCSGAME_gameList', { gameType: 'RNG', pageSize: 1 });
      expect(first.content[0]?.gameCode).toBe('DEMO_SLOT_DRAGON');
      await ops('PUT', `/ops/games/${game.id}`, adminToken, settingsOf(game));
    });

    it('refuses another role (403), no session (401), bad input (400) and an unknown game (404), changing nothing', async () => {
      const game = await gameByCode('DEMO_SLOT_PHARAOH');
      const body = { ...settingsOf(game), isHot: !game.isHot };
      expect((await ops('GET', '/ops/games', financeToken)).statusCode).toBe(403);
      expect((await ops('PUT', `/ops/games/${game.id}`, financeToken, body)).statusCode).toBe(403);
      expect((await ops('GET', '/ops/games', undefined)).statusCode).toBe(401);
      expect((await ops('PUT', `/ops/games/${game.id}`, undefined, body)).statusCode).toBe(401);
      const bad = await ops('PUT', `/ops/games/${game.id}`, adminToken, { ...body, sortOrder: -1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errorCode: 'request_param_err' });
      expect((await ops('GET', '/ops/games?state=closed', adminToken)).statusCode).toBe(400);
      expect((await ops('PUT', '/ops/games/987654321', adminToken, body)).statusCode).toBe(404);
      expect(settingsOf(await gameByCode('DEMO_SLOT_PHARAOH'))).toEqual(settingsOf(game));
    });
  });

  describe('categories', () => {
    const categories = async (token = adminToken) =>
      (await ops('GET', '/ops/games/categories', token)).json<{ value: GameCategoryList }>().value.list;

    it('orders and turns off categories, which the lobby lanes and the home page follow; audited', async () => {
      const before = await categories(contentToken);
      expect(before.find((category) => category.gameType === 'RNG')).toMatchObject({
        isActive: true,
        gameCount: expect.any(Number) as unknown,
      });
      const order = [
        'LIVE',
        ...before.map((category) => category.gameType).filter((type) => type !== 'LIVE'),
      ];
      const saved = await ops('PUT', '/ops/games/categories', contentToken, {
        list: order.map((gameType, index) => ({
          gameType,
          sortOrder: index,
          isActive: gameType !== 'SPORTS',
        })),
      });
      expect(saved.statusCode).toBe(200);
      const lanes = (
        await relay<{ data: { lanes: Array<{ title: string }> } }>('GCSGAME_newGameVendor')
      ).data.lanes.map((lane) => lane.title);
      expect(lanes[0]).toBe('LIVE');
      expect(lanes).not.toContain('SPORTS');
      const home = await relay<HomeSections>('GCSGAME_homeSections');
      expect(home.categories[0]?.gameType).toBe('LIVE');
      expect(home.categories.map((category) => category.gameType)).not.toContain('SPORTS');
      const sports = await relay<GamePage>('GCSGAME_gameList', { gameType: 'SPORTS', pageSize: 100 });
      expect(sports.content).toEqual([]);
      expect(await audit('game.categories')).toHaveLength(1);
      await ops('PUT', '/ops/games/categories', adminToken, {
        list: before.map(({ gameType, sortOrder, isActive }) => ({ gameType, sortOrder, isActive })),
      });
      expect((await categories()).map((category) => category.gameType)).toEqual(
        before.map((category) => category.gameType),
      );
    });

    it('refuses another role, no session and bad input, changing nothing', async () => {
      const before = await categories();
      const list = [{ gameType: 'RNG', sortOrder: 0, isActive: false }];
      expect((await ops('GET', '/ops/games/categories', financeToken)).statusCode).toBe(403);
      expect((await ops('PUT', '/ops/games/categories', financeToken, { list })).statusCode).toBe(403);
      expect((await ops('PUT', '/ops/games/categories', undefined, { list })).statusCode).toBe(401);
      for (const bad of [
        { list: [...list, ...list] },
        { list: [{ gameType: 'NOPE', sortOrder: 0, isActive: true }] },
        { list: [] },
      ]) {
        const response = await ops('PUT', '/ops/games/categories', adminToken, bad);
        expect(response.statusCode).toBe(400);
      }
      expect(await categories()).toEqual(before);
    });
  });
});
