import { afterAll, beforeAll, expect, it } from 'vitest';

import { getRankList } from '../modules/games/games.service';
import { getAccountBalances } from '../modules/ledger/ledger.service';
import { listOperatorWithdrawals } from '../modules/withdrawals/withdrawal-operator.service';
import { getWithdrawalHoldAccount } from '../modules/withdrawals/withdrawals.service';
import { startWriteThread } from '../db/sqlite-write-thread';
import { VendorDirectory } from '../modules/vendors/vendor-directory';
import { createTestDatabase, describeIntegration } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { playDemoRounds } from './demo-wins';
import { seedDemoPendingWithdrawals } from './demo-withdrawals';
import { seedDemoDeployment } from './seed-demo';

describeIntegration('the demo rounds behind the winner board, and the withdrawals of two winners', () => {
  let database: TestDatabase;
  const now = Date.now();

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoDeployment(database.handle, 'PLAZA', now, { hasLotteryHistory: true });
    await startWriteThread(database.handle);
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

  it('leaves two of the winners’ withdrawals waiting in the operator’s queue, their money held in the ledger', async () => {
    await seedDemoPendingWithdrawals(database.handle, now);
    const queue = await listOperatorWithdrawals(
      database.handle,
      { status: 'PENDING', pageNum: 1, pageSize: 20 },
      now,
    );
    expect(queue.content.map((each) => [each.username, each.destination.kind, each.amount]).sort()).toEqual([
      ['demomember1', 'BANK', 350_000],
      ['demomember3', 'EWALLET', 80_000],
    ]);
    for (const withdrawal of queue.content) {
      // Held as a request from the member center holds it: the payout in the member's withdrawal hold.
      const hold = await getWithdrawalHoldAccount(database.handle.db, withdrawal.memberId, 'USD', now);
      const balances = await getAccountBalances(database.handle.db, [hold.id]);
      expect(balances.get(hold.id)).toBe(withdrawal.payoutAmount);
      expect(withdrawal.payoutAmount + withdrawal.fee).toBe(withdrawal.amount);
    }

    // Run again (a restart), nothing more is asked for.
    await seedDemoPendingWithdrawals(database.handle, now + 1);
    const after = await listOperatorWithdrawals(
      database.handle,
      { status: 'PENDING', pageNum: 1, pageSize: 20 },
      now,
    );
    expect(after.total).toBe(2);
  });
});
