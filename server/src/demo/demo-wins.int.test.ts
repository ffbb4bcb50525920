import { afterAll, beforeAll, expect, it } from 'vitest';

import { getRankList } from '../modules/games/games.service';
import { startVendorWallet } from '../modules/vendor-wallet/vendor-wallet.service';
import { VendorDirectory } from '../modules/vendors/vendor-directory';
import { createTestDatabase, describeIntegration } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { playDemoRounds } from './demo-wins';
import { seedDemoDeployment } from './seed-demo';

describeIntegration('the demo rounds behind the winner board', () => {
  let database: TestDatabase;
  const now = Date.now();

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoDeployment(database.handle, 'PLAZA', now, { hasLotteryHistory: true });
    await startVendorWallet(database.handle);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('fills the board with wins of several games and kinds, through the wallet, once', async () => {
    const vendors = new VendorDirectory(database.handle);
    await playDemoRounds(database.handle, vendors, now);
    const board = await getRankList(database.handle, { category: 'ALL', limit: 10 }, 'en', now);
    expect(board.map((entry) => entry.winAmount)).toEqual([
      412_500, 144_000, 96_000, 57_500, 39_000, 28_300, 18_600, 9_500,
    ]);
    expect(new Set(board.map((entry) => entry.gameType))).toEqual(
      new Set(['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'COCKFIGHT']),
    );
    expect(board[0]?.account).toMatch(/^de\*+r1$/);

    // Played again (a restart that found the deployment new), every call is already done: nothing moves twice.
    await playDemoRounds(database.handle, vendors, now);
    const again = await getRankList(database.handle, { category: 'ALL', limit: 10 }, 'en', now + 1);
    expect(again.map((entry) => entry.winAmount)).toEqual(board.map((entry) => entry.winAmount));
  });
});
