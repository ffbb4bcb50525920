import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';

import { buildApp } from '../../app';
import { parseDatabaseUrl } from '../../config';
import { openDatabase } from '../../db/database';
import type { DatabaseHandle } from '../../db/database';
import { DEFAULT_DEMO_VENDOR_SECRET } from '../../demo/demo-vendor-integrations';
import { seedDemoDeployment } from '../../demo/seed-demo';
import { callSeamless, fundMember, issueTestLaunchToken } from '../../test/seamless-client';
import {
  createTestApp,
  createTestDatabase,
  describeIntegration,
  getTestDialect,
} from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { insertMember } from '../accounts/accounts.repository';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import { getVendorWalletBalance, placeVendorWalletBet, settleVendorWalletWin } from './vendor-wallet.service';
import type { VendorWalletDependencies } from './vendor-wallet.service';
import { VendorDirectory } from '../vendors/vendor-directory';
import type { ToWriteThread } from '../../db/sqlite-write-thread';
import type { MoneyCall } from './vendor-wallet-group.service';

/**
 * The SQLite write thread (db/sqlite-write-thread.ts) running money calls, under the same tests on both databases: on a SQLite file the money
 * calls run in a worker thread with a connection of its own, which writes to the file in turn with the event
 * loop's connection (db/sqlite-write-lock.ts); on PostgreSQL they run in lanes on the event loop, and the checks
 * of the thread itself (what is sent to it, how it ends, the turn to write) are made on SQLite only.
 */

const VENDOR = 'DEMO';
const SECRET = DEFAULT_DEMO_VENDOR_SECRET;
const CURRENCY = 'USD';
const isSqlite = getTestDialect() === 'sqlite';

/** Every message this process posts to a worker thread (the wallet thread's among them), with the thread it went to. */
function watchThreadMessages() {
  const spy = vi.spyOn(Worker.prototype, 'postMessage');
  return {
    /** The batches of calls sent to write threads, in order, each with the thread it went to. */
    batches: () =>
      spy.mock.calls.flatMap(([message], index) => {
        const sent = message as ToWriteThread | undefined;
        const worker = spy.mock.contexts[index] as Worker;
        // Every task of these tests is a money call (the lottery's slips are sent to the same thread elsewhere).
        return typeof sent === 'object' && sent?.kind === 'tasks'
          ? [{ worker, calls: sent.tasks.map(({ task }) => ({ call: task as MoneyCall })) }]
          : [];
      }),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** The turn to write to a SQLite file, as its two words hold it: [holder, event-loop transactions waiting]. */
function writeTurnWords(handle: DatabaseHandle): number[] {
  const file = handle.sqliteFile;
  if (file === undefined) {
    throw new Error('not a SQLite file');
  }
  return [...new Int32Array(file.writeLock.buffer)];
}

/** A member with `funds` in the main wallet and a live launch token at DEMO. */
async function newPlayer(handle: DatabaseHandle, username: string, funds: number) {
  const memberId = await insertMember(handle.db, {
    username,
    passwordHash: 'not-used',
    type: 0,
    isFirstLogin: false,
    now: Date.now(),
  });
  await fundMember(handle, memberId, funds, CURRENCY);
  const token = await issueTestLaunchToken(handle, { memberId, vendor: VENDOR });
  return { memberId, token };
}

/** The wallet service's dependencies on `handle`, and vendor DEMO as the routes find it. */
async function openWallet(handle: DatabaseHandle) {
  const vendors = new VendorDirectory(handle);
  const vendor = await vendors.get(VENDOR);
  if (vendor === undefined) {
    throw new Error('no DEMO vendor');
  }
  const dependencies: VendorWalletDependencies = { handle, vendors };
  return { dependencies, vendor };
}

/** What every call of a member's round carries. */
const roundOf = (memberId: number, roundId: string) => ({
  playerId: String(memberId),
  currency: CURRENCY,
  gameCode: 'DEMO_SLOT',
  roundId,
});

const mainBalance = async (handle: DatabaseHandle, memberId: number) =>
  (await findAccountByCode(handle.db, ledgerAccountCodes.memberMain(memberId)))?.balance;

describeIntegration('the wallet thread beside the event loop', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (operation: string, body: unknown) =>
    callSeamless(testApp.app, { vendor: VENDOR, operation, body, secret: SECRET });

  it('runs 200 bet+win pairs on 10 members while the event loop commits 50 deposits to the same accounts', async () => {
    const handle = testApp.database.handle;
    const watch = watchThreadMessages();
    const FUNDS = 1_000_000;
    const players: Array<{ memberId: number; token: string }> = [];
    for (let index = 0; index < 10; index += 1) {
      players.push(await newPlayer(handle, `threaded${index}`, FUNDS));
    }
    const expected = new Map(players.map(({ memberId }) => [memberId, FUNDS]));
    const add = (memberId: number, amount: number) => {
      expected.set(memberId, (expected.get(memberId) ?? 0) + amount);
    };

    const pairs = Array.from({ length: 200 }, (_, index) => {
      const player = players[index % players.length];
      if (player === undefined) {
        throw new Error('no player');
      }
      const bet = 1 + ((index * 37) % 500);
      const win = index % 3 === 0 ? 0 : (index * 53) % 1_200;
      add(player.memberId, win - bet);
      return { index, player, bet, win };
    });
    // On SQLite the thread loads first (about half a second): a call that moves nothing, answered once it has run.
    const warmUp = await call('win', {
      playerId: String(players[0]?.memberId),
      currency: CURRENCY,
      gameCode: 'DEMO_SLOT',
      roundId: 'warm-up',
      requestId: 'warm-up',
      transactionId: 'warm-up-win',
      refTransactionId: 'never-sent',
      amount: 0,
    });
    expect(warmUp.body).toMatchObject({ status: 'TRANSACTION_NOT_FOUND', balance: FUNDS });

    // Twenty vendor clients, two per member, each sending its ten pairs one call after the other: the thread runs
    // many small groups one after the other.
    const playPair = async ({ index, player, bet, win }: (typeof pairs)[number]) => {
      const base = {
        playerId: String(player.memberId),
        currency: CURRENCY,
        gameCode: 'DEMO_SLOT',
        roundId: `round-${index}`,
      };
      const betId = `pair-${index}-bet`;
      const betAnswer = await call('bet', {
        ...base,
        requestId: betId,
        token: player.token,
        transactionId: betId,
        amount: bet,
      });
      const winAnswer = await call('win', {
        ...base,
        requestId: `${betId}-win`,
        transactionId: `pair-${index}-win`,
        refTransactionId: betId,
        amount: win,
      });
      return [betAnswer, winAnswer];
    };
    const moneyCalls = Array.from({ length: 20 }, async (_, client) => {
      const answers = [];
      for (const pair of pairs.filter(({ index }) => index % 20 === client)) {
        answers.push(...(await playPair(pair)));
      }
      return answers;
    });

    // Meanwhile five chains of ten deposits to the same members, one after the other in each chain, through the event
    // loop's write transactions. The clients above move in step with the thread's groups (each waits for its answer),
    // so the deposits go at their own pace instead, a few milliseconds apart, to be written while the thread writes
    // too. The pace decides only how much the two overlap, never the outcome.
    const depositChains = Array.from({ length: 5 }, async (_, chain) => {
      const done: unknown[] = [];
      for (let step = 0; step < 10; step += 1) {
        const index = step * 5 + chain;
        const depositTo = players[index % players.length];
        if (depositTo === undefined) {
          throw new Error('no player');
        }
        const amount = 1_000 + index;
        add(depositTo.memberId, amount);
        done.push(
          await fundMember(handle, depositTo.memberId, amount, CURRENCY).then(
            () => 'deposited',
            (error: unknown) => error,
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 5 + chain * 3));
      }
      return done;
    });
    const answered = await Promise.allSettled(moneyCalls);
    const depositsDone = (await Promise.all(depositChains)).flat();
    // A SQLITE_BUSY would fail a deposit, or answer a call with a 500 INTERNAL_ERROR.
    expect(depositsDone).toEqual(Array.from({ length: 50 }, () => 'deposited'));
    expect(answered.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const answers = answered.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
    expect(answers).toHaveLength(400);
    expect(answers.filter((answer) => answer.statusCode !== 200 || answer.body.status !== 'OK')).toEqual([]);

    for (const [memberId, balance] of expected) {
      expect(await mainBalance(handle, memberId)).toBe(balance);
    }
    const recorded = await handle.db
      .selectFrom('seamless_transaction')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('transaction_id', 'like', 'pair-%')
      .executeTakeFirstOrThrow();
    expect(Number(recorded.count)).toBe(400);
    const verification = await verifyLedger(handle.db);
    expect(verification.checks.filter((check) => !check.isPassing)).toEqual([]);
    expect(verification.isPassing).toBe(true);

    if (isSqlite) {
      // Every money call (the warm-up's too) went to the one wallet thread, and nobody holds or waits for the turn
      // to write.
      const batches = watch.batches();
      expect(batches.reduce((count, batch) => count + batch.calls.length, 0)).toBe(401);
      expect(new Set(batches.map((batch) => batch.worker)).size).toBe(1);
      expect(writeTurnWords(handle)).toEqual([0, 0]);
    }
  });

  it('answers calls submitted in the same turn of the event loop in their order: bet, its win, the bet again', async () => {
    const handle = testApp.database.handle;
    const { dependencies, vendor } = await openWallet(handle);
    const { memberId, token } = await newPlayer(handle, 'same-turn', 10_000);
    // The launch token is read once here and kept: the three calls below then take the same number of steps
    // before they reach the wallet, and arrive there in the order they were made.
    expect(await getVendorWalletBalance(dependencies, vendor, { requestId: 'warm', token })).toMatchObject({
      status: 'OK',
      balance: 10_000,
    });
    const base = roundOf(memberId, 'same-turn');
    const bet = { ...base, requestId: 'b', token, transactionId: 'same-turn-bet', amount: 2_000 };
    const win = {
      ...base,
      requestId: 'w',
      token,
      transactionId: 'same-turn-win',
      refTransactionId: bet.transactionId,
      amount: 3_500,
    };

    const watch = watchThreadMessages();
    // No await between them: one turn of the event loop.
    const answers = await Promise.all([
      placeVendorWalletBet(dependencies, vendor, bet),
      settleVendorWalletWin(dependencies, vendor, win),
      placeVendorWalletBet(dependencies, vendor, { ...bet, requestId: 'b-repeat' }),
    ]);

    const [betAnswer, winAnswer, repeatAnswer] = answers;
    expect(betAnswer).toMatchObject({ status: 'OK', balance: 8_000, transactionId: bet.transactionId });
    expect(winAnswer).toMatchObject({ status: 'OK', balance: 11_500, transactionId: win.transactionId });
    expect(repeatAnswer).toEqual(betAnswer);
    expect(await mainBalance(handle, memberId)).toBe(11_500);

    if (isSqlite) {
      // The three went to the thread together, in the order they were made.
      const batches = watch.batches();
      expect(batches).toHaveLength(1);
      expect(
        batches[0]?.calls.map(({ call }) => [call.kind, call.request.transactionId, call.request.requestId]),
      ).toEqual([
        ['bet', 'same-turn-bet', 'b'],
        ['win', 'same-turn-win', 'w'],
        ['bet', 'same-turn-bet', 'b-repeat'],
      ]);
    }
  });

  it('settles one bet record with two wins of one group, one naming the bet and one naming only its round', async () => {
    const handle = testApp.database.handle;
    const { dependencies, vendor } = await openWallet(handle);
    const { memberId, token } = await newPlayer(handle, 'two-wins', 10_000);
    const base = roundOf(memberId, 'two-wins');
    const bet = { ...base, requestId: 'b', token, transactionId: 'two-wins-bet', amount: 2_000 };
    expect(await placeVendorWalletBet(dependencies, vendor, bet)).toMatchObject({
      status: 'OK',
      balance: 8_000,
    });

    const watch = watchThreadMessages();
    // One turn: on SQLite the bet's record is searched for by its id and as its round's latest, in one group.
    const answers = await Promise.all([
      settleVendorWalletWin(dependencies, vendor, {
        ...base,
        requestId: 'w1',
        token,
        transactionId: 'two-wins-named',
        refTransactionId: bet.transactionId,
        amount: 500,
      }),
      settleVendorWalletWin(dependencies, vendor, {
        ...base,
        requestId: 'w2',
        token,
        transactionId: 'two-wins-round',
        amount: 300,
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['OK', 'OK']);
    expect(await mainBalance(handle, memberId)).toBe(8_800);
    if (isSqlite) {
      expect(watch.batches()).toHaveLength(1);
    }
    const record = await handle.db
      .selectFrom('bet_record')
      .select(['payout', 'win_count'])
      .where('transaction_id', '=', bet.transactionId)
      .executeTakeFirstOrThrow();
    expect({ payout: Number(record.payout), winCount: Number(record.win_count) }).toEqual({
      payout: 800,
      winCount: 2,
    });
  });
});

describeIntegration('closing a database whose wallet thread runs', () => {
  let database: TestDatabase;
  let reopened: DatabaseHandle | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoDeployment(database.handle, 'PLAZA');
  });
  afterAll(async () => {
    await reopened?.destroy();
    // Destroys the first handle again: a second destroy does nothing.
    await database.drop();
  });

  it('handle.destroy() stops the thread and resolves; a new handle on the same database still answers', async () => {
    const handle = database.handle;
    const app = await buildApp({ database: handle, logLevel: 'silent' });
    const watch = watchThreadMessages();
    const { memberId, token } = await newPlayer(handle, 'closing', 5_000);
    const base = {
      playerId: String(memberId),
      currency: CURRENCY,
      gameCode: 'DEMO_SLOT',
      roundId: 'closing',
    };
    const bet = await callSeamless(app, {
      vendor: VENDOR,
      operation: 'bet',
      secret: SECRET,
      body: { ...base, requestId: 'b', token, transactionId: 'closing-bet', amount: 1_200 },
    });
    expect(bet.body).toMatchObject({ status: 'OK', balance: 3_800 });

    const thread = watch.batches()[0]?.worker;
    let exitCode: number | undefined;
    if (isSqlite) {
      expect(thread).toBeDefined();
      thread?.once('exit', (code) => {
        exitCode = code;
      });
    }
    await app.close();
    await handle.destroy();
    if (isSqlite) {
      // Ended by its stop message after closing its connection (a terminate() after the stop timeout exits with 1),
      // and it left the turn to write free.
      expect(exitCode).toBe(0);
      expect(thread?.threadId).toBe(-1);
      expect(writeTurnWords(handle)).toEqual([0, 0]);
    }

    const target = parseDatabaseUrl(database.url, process.cwd());
    reopened = openDatabase(target, { poolSize: 4 });
    expect(reopened.sqliteFile !== undefined).toBe(isSqlite);
    const again = await buildApp({ database: reopened, logLevel: 'silent' });
    try {
      const balance = await callSeamless(again, {
        vendor: VENDOR,
        operation: 'balance',
        secret: SECRET,
        body: { requestId: 'after', token },
      });
      expect(balance.body).toEqual({
        status: 'OK',
        balance: 3_800,
        playerId: String(memberId),
        currency: CURRENCY,
      });
      // A money call on the new handle runs (on SQLite in a new thread of its own), and its repeat of the first
      // bet finds what the first handle's thread recorded.
      const win = await callSeamless(again, {
        vendor: VENDOR,
        operation: 'win',
        secret: SECRET,
        body: {
          ...base,
          requestId: 'w',
          transactionId: 'closing-win',
          refTransactionId: 'closing-bet',
          amount: 700,
        },
      });
      expect(win.body).toMatchObject({ status: 'OK', balance: 4_500 });
      const repeat = await callSeamless(again, {
        vendor: VENDOR,
        operation: 'bet',
        secret: SECRET,
        body: { ...base, requestId: 'b2', token, transactionId: 'closing-bet', amount: 1_200 },
      });
      expect(repeat.body).toEqual(bet.body);
      if (isSqlite) {
        const threads = new Set(watch.batches().map((batch) => batch.worker));
        expect(threads.size).toBe(2);
      }
    } finally {
      await again.close();
    }
    expect((await verifyLedger(reopened.db)).isPassing).toBe(true);
  });
});
