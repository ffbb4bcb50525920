import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { runInTransaction } from '../db/transaction';
import { setGameStatus } from '../modules/games/games.service';
import { createTestDatabase, describeIntegration } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { DEMO_GAMES } from './demo-games';
import { seedDemoDeployment } from './seed-demo';

const MEDIA = fileURLToPath(new URL('../../demo/media', import.meta.url));

describeIntegration('the demo game catalogue', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  const gameCodes = async () =>
    (await database.handle.db.selectFrom('game').select('game_code').orderBy('sort_order').execute()).map(
      (row) => row.game_code,
    );

  it('comes with the demo deployment: BGS and DEMO games, each with an image of its own', async () => {
    await seedDemoDeployment(database.handle, 'PLAZA');
    expect(await gameCodes()).toEqual(DEMO_GAMES.map((game) => game.gameCode));
    for (const code of [
      'BGS_DICE',
      'BGS_MINES',
      'BGS_ROULETTE',
      'BGS_BACCARAT',
      'BGS_CRASH',
      'BGS_SLOT',
      'DEMO_SLOT',
    ]) {
      expect(await gameCodes()).toContain(code);
    }
    for (const game of DEMO_GAMES) {
      expect(existsSync(`${MEDIA}${game.imageUrl.replace('/media', '')}`), game.imageUrl).toBe(true);
    }
  });

  it('fills the catalogue of a database made before it, and leaves an operator’s catalogue alone', async () => {
    // A game's page details go with it (game_detail refers to game).
    await runInTransaction(database.handle, async (db) => {
      await db.deleteFrom('game_detail').execute();
      await db.deleteFrom('game').execute();
    });
    await seedDemoDeployment(database.handle, 'PLAZA');
    expect(await gameCodes()).toHaveLength(DEMO_GAMES.length);

    await runInTransaction(database.handle, async (db) => {
      await db.deleteFrom('game_detail').execute();
      await db.deleteFrom('game').where('game_code', '!=', 'DEMO_SLOT').execute();
    });
    await seedDemoDeployment(database.handle, 'PLAZA');
    expect(await gameCodes()).toEqual(['DEMO_SLOT']);
  });

  it('lets the operator put a game under maintenance and back', async () => {
    await setGameStatus(database.handle, 'DEMO', 'DEMO_SLOT', 'maintenance');
    const status = () =>
      database.handle.db
        .selectFrom('game')
        .select('status')
        .where('game_code', '=', 'DEMO_SLOT')
        .executeTakeFirst();
    expect(await status()).toEqual({ status: 'maintenance' });
    await setGameStatus(database.handle, 'DEMO', 'DEMO_SLOT', 'active');
    expect(await status()).toEqual({ status: 'active' });
    await expect(setGameStatus(database.handle, 'DEMO', 'NOPE', 'active')).rejects.toThrow(/No game NOPE/);
  });
});
