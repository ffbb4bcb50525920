import { randomBytes } from 'node:crypto';
import type { CrashBetResult, CrashGame, CrashPlayerState, CrashState } from '@plaza/contracts/bgs';
import { computeFlightMs } from '@plaza/engines/crash-flight';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { waitUntilSubscribed } from '../../cluster/cluster-bus';
import { createDatabaseLease } from '../../cluster/lease';
import type { Lease } from '../../cluster/lease';
import { openDatabase } from '../../db/database';
import type { DatabaseHandle } from '../../db/database';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration, getTestDialect } from '../../test/test-database';
import { requireRedis, TEST_REDIS_URL } from '../../test/two-nodes';
import { HANG_LIMIT_MS, waitUntil } from '../../test/wait-until';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { startCrashCluster } from './crash-cluster';

/** This run's own bus channels: other runs (other files, other checkouts, a cluster harness) share the Redis. */
const NAMESPACE = `test-${randomBytes(6).toString('hex')}`;
/** What the clusters logged as errors: shown when the test fails. */
const errors: string[] = [];
const LOG = {
  info: () => {},
  error: (details: object, message: string) => {
    const cause = (details as { err?: unknown }).err;
    errors.push(`${message}: ${cause instanceof Error ? cause.message : String(cause)}`);
  },
};
const SETTINGS = { timings: { bettingMs: 1_500, pauseMs: 300, idleAfterMs: 3_600_000 } };

/** The crash game's part of main.ts on PostgreSQL, for one node: its lease and its cluster calls. */
function joinCrashCluster(app: FastifyInstance, handle: DatabaseHandle) {
  const lease: Lease = createDatabaseLease(handle, {
    name: 'crash',
    nodeId: app.cluster.nodeId,
    // Ten renewals to a lease's time: a renewal held up by a busy machine must not hand the game over while A lives.
    ttlMs: 3_000,
    renewMs: 300,
  });
  const cluster = startCrashCluster({
    bus: app.cluster.bus,
    lease,
    createRounds: app.crashLive.createRounds,
    settings: SETTINGS,
    log: LOG,
  });
  app.crashLive.calls = cluster.calls;
  return { lease, cluster };
}

// The crash game across nodes runs on PostgreSQL (several nodes); SQLite is one process and keeps its own loop.
describeIntegration('the crash game on two nodes', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let nodeAHandle: DatabaseHandle;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let hasRedis = false;

  beforeAll(async () => {
    hasRedis = getTestDialect() === 'postgres' && (await requireRedis());
    if (!hasRedis) {
      return;
    }
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    // Node A has connections of its own, so that its death leaves node B's alone.
    nodeAHandle = openDatabase({ kind: 'postgres', connectionString: testApp.database.url }, { poolSize: 4 });
    nodeA = await buildApp({
      database: nodeAHandle,
      logLevel: 'silent',
      redisUrl: TEST_REDIS_URL,
      clusterNamespace: NAMESPACE,
      nodeId: 'crash-a',
    });
    nodeB = await buildApp({
      database: testApp.database.handle,
      logLevel: 'silent',
      redisUrl: TEST_REDIS_URL,
      clusterNamespace: NAMESPACE,
      nodeId: 'crash-b',
    });
    // The game server reaches the wallet over real HTTP, so both nodes listen.
    await nodeA.listen({ port: 0, host: '127.0.0.1' });
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all(
      [nodeA, nodeB].flatMap((node) =>
        ['crash.live', 'crash.call', 'crash.reply'].map((channel) =>
          waitUntilSubscribed(node.cluster.bus, channel),
        ),
      ),
    );
  });
  afterAll(async () => {
    if (!hasRedis) {
      return;
    }
    await nodeB.close();
    await nodeA.close();
    await testApp.close();
  });

  it('runs on one node, serves players on the other, and goes on on the other when the first dies', async () => {
    if (!hasRedis) {
      expect(process.env.CI && getTestDialect() === 'postgres', 'Redis is required on CI').toBeFalsy();
      return;
    }
    const a = joinCrashCluster(nodeA, nodeAHandle);
    expect(await a.lease.tryTake()).toBe(true);
    const b = joinCrashCluster(nodeB, testApp.database.handle);
    a.lease.start();
    b.lease.start();
    try {
      // A player on node B: launched, funded, watching the live state through node B.
      const member = await createLoggedInMember(nodeB, testApp.database.handle, 'crashnodes');
      await fundMember(testApp.database.handle, member.memberId, 100_000, 'USD');
      const launched = await nodeB.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: { authorization: member.token },
        payload: { vassalage: 'BGS', gameCode: 'BGS_CRASH' },
      });
      const token = launched.json<{ value: { launchToken: string } }>().value.launchToken;
      const states: CrashState[] = [];
      await nodeB.ready();
      const client = Object.defineProperty(new Socket(), 'remoteAddress', { value: '127.0.0.1' });
      const socket = await nodeB.injectWS(
        '/bgs/api/crash/live',
        { socket: client },
        {
          onInit: (ws) =>
            ws.on('message', (data: Buffer) => states.push(JSON.parse(data.toString()) as CrashState)),
        },
      );

      // Node A runs the game; node B's socket hears its states; node B forwards the bet to node A. A bet that
      // reaches node A after the window closed (a busy machine can take longer than the window's 1.5 s) is refused,
      // and the next game's window is tried: the server's clock decides, not ours.
      const placeBet = async (
        after: number,
      ): Promise<{ betting: CrashGame; placed: LightMyRequestResponse }> => {
        const betting = await waitUntil(
          () =>
            states.findLast(
              (state) =>
                state.game !== null &&
                state.game.gameId > after &&
                state.game.phase === 'betting' &&
                Date.parse(state.game.bettingEndsAt) - Date.now() > 700,
            )?.game ?? undefined,
          'node B hears a game taking bets',
        );
        const placed = await nodeB.inject({
          method: 'POST',
          url: '/bgs/api/crash/bet',
          payload: { token, stake: 1_000, autoCashOutHundredths: 100_000 },
        });
        const isLate = placed.json<{ errorCode?: string }>().errorCode === 'game.betting.closed';
        return isLate ? placeBet(betting.gameId) : { betting, placed };
      };
      const { betting, placed } = await placeBet(0);
      expect(placed.json(), placed.body).toMatchObject({ success: true });
      const bet = placed.json<{ value: CrashBetResult }>().value.bet;
      const mine = await nodeB.inject({ method: 'POST', url: '/bgs/api/crash/state', payload: { token } });
      expect(mine.json<{ value: CrashPlayerState }>().value.myBet).toMatchObject({ roundId: bet.roundId });
      const committed = await testApp.database.handle.db
        .selectFrom('bgs_crash_game')
        .selectAll()
        .where('id', '=', betting.gameId)
        .executeTakeFirstOrThrow();

      // Node A dies while its game is in flight: its connections end and it renews its lease no more.
      await nodeAHandle.destroy();
      // Node B takes the crash lease over once A's has run out. (The game in flight still rises to its committed
      // crash point, 11.5 s at 2× and 29 s at 5.7×, before the next one.)
      await waitUntil(() => b.lease.isHeld(), 'node B holds the crash lease');
      // It finishes that game at its committed crash point, and goes on with the next: the wait allows for the
      // game's whole flight on top of the limit that ends a hang.
      const next = await waitUntil(
        () => states.find((state) => (state.game?.gameId ?? 0) > betting.gameId)?.game ?? undefined,
        'a later game on node B',
        HANG_LIMIT_MS + computeFlightMs(Number(committed.crash_point)),
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}; logged: ${errors.join(' | ')}`);
      });
      expect(b.lease.isHeld()).toBe(true);
      expect(a.lease.isHeld()).toBe(false);
      expect(next.gameId).toBeGreaterThan(betting.gameId);
      const finished = await testApp.database.handle.db
        .selectFrom('bgs_crash_game')
        .selectAll()
        .where('id', '=', betting.gameId)
        .executeTakeFirstOrThrow();
      expect(finished).toMatchObject({ status: 'crashed', crash_point: committed.crash_point });
      // The bet (cash-out at 1,000×, far above any test game) lost at that point, settled once; money is whole.
      await waitUntil(async () => {
        const round = await testApp.database.handle.db
          .selectFrom('bgs_round')
          .select('status')
          .where('round_id', '=', bet.roundId)
          .executeTakeFirst();
        return round?.status === 'betting' || round?.status === 'settling' ? undefined : round;
      }, 'the bet settled');
      expect((await verifyLedger(testApp.database.handle.db)).isPassing).toBe(true);
      socket.terminate();
    } finally {
      await b.cluster.stop();
      await b.lease.release();
      await a.cluster.stop().catch(() => undefined);
      await a.lease.release();
    }
    // Only ends a hang: a game's flight (29 s at 5.7×), a lease's hand-over and several waits in a row, each of which
    // took seconds beside busy loops (the project's 120 s ran out once under a load average of 30).
  }, 600_000);
});
