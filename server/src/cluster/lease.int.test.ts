import { afterAll, beforeAll, expect, it } from 'vitest';

import { openDatabase } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { startPeriodicJob } from '../jobs/periodic-job';
import type { JobLogger } from '../jobs/periodic-job';
import { createTestDatabase, describeIntegration, getTestDialect } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { waitUntil } from '../test/wait-until';
import { createDatabaseLease, createLease } from './lease';
import { withStartupLock } from './startup-lock';

/** A job runner of one node: counts the runs of a job gated by the node's lease. */
function startRunner(lease: { isHeld: () => boolean }) {
  const runs: number[] = [];
  const logger: JobLogger = { info: () => {}, error: () => {}, mayRun: lease.isHeld };
  const stop = startPeriodicJob({
    name: 'test.counted',
    intervalMs: 25,
    logger,
    run: () => {
      runs.push(Date.now());
      return Promise.resolve(undefined);
    },
  });
  return { runs, stop };
}

describeIntegration('the jobs lease', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  if (getTestDialect() === 'sqlite') {
    it('is always held by the one SQLite process, and writes nothing', async () => {
      const lease = createLease(database.handle, { name: 'jobs', nodeId: 'only' });
      lease.start();
      expect(lease.isHeld()).toBe(true);
      expect(await lease.tryTake()).toBe(true);
      await lease.release();
      const rows = await database.handle.db.selectFrom('cluster_lease').selectAll().execute();
      expect(rows).toEqual([]);
    });
    return;
  }

  it('lets one of two job runners run, and the other take over when the holder dies', async () => {
    // Node A has a pool of its own, so that its death (the pool gone) leaves node B's connections alone.
    const nodeAHandle: DatabaseHandle = openDatabase(
      { kind: 'postgres', connectionString: database.url },
      { poolSize: 2 },
    );
    // Ten renewals to a lease's time: a renewal held up by a busy machine must not hand the lease over while A lives.
    const timing = { ttlMs: 3_000, renewMs: 300 };
    const leaseA = createDatabaseLease(nodeAHandle, { name: 'jobs', nodeId: 'node-a', ...timing });
    const leaseB = createDatabaseLease(database.handle, { name: 'jobs', nodeId: 'node-b', ...timing });
    expect(await leaseA.tryTake()).toBe(true);
    leaseA.start();
    leaseB.start();
    const runnerA = startRunner(leaseA);
    const runnerB = startRunner(leaseB);
    const changesB: boolean[] = [];
    leaseB.onChange((isHeld) => changesB.push(isHeld));
    try {
      await waitUntil(() => runnerA.runs.length >= 20, 'node A ran its job 20 times');
      // While A renews, B never holds the lease and never runs.
      expect(leaseB.isHeld()).toBe(false);
      expect(runnerB.runs).toEqual([]);
      expect(leaseA.term()).toBe(1);

      // A dies: its connections end, it renews no more (its own clock stops it as well).
      await nodeAHandle.destroy();
      // B takes over once A's lease has run out (the wait only ends a hang: how soon depends on the machine), and
      // A has stopped by then: the two never run the job at once.
      await waitUntil(() => runnerB.runs.length > 0, 'node B ran the job');
      expect(leaseA.isHeld()).toBe(false);
      const lastRunA = runnerA.runs.at(-1)!;
      expect(lastRunA).toBeLessThanOrEqual(runnerB.runs[0]!);
      expect(leaseB.term()).toBe(2);
      expect(changesB).toEqual([true]);

      const row = await database.handle.db.selectFrom('cluster_lease').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'jobs', holder: 'node-b', term: 2 });
    } finally {
      await runnerA.stop();
      await runnerB.stop();
      await leaseA.release();
      await leaseB.release();
    }
  });

  it('is given up on release, so the other node takes it at its next try', async () => {
    const timing = { ttlMs: 60_000, renewMs: 100 };
    const leaseA = createDatabaseLease(database.handle, { name: 'crash', nodeId: 'node-a', ...timing });
    const leaseB = createDatabaseLease(database.handle, { name: 'crash', nodeId: 'node-b', ...timing });
    try {
      expect(await leaseA.tryTake()).toBe(true);
      expect(await leaseB.tryTake()).toBe(false);
      // A long lease would keep B out for a minute; a release (graceful drain) hands it over at once.
      leaseB.start();
      await leaseA.release();
      await waitUntil(() => leaseB.isHeld(), 'node B holds the released lease');
      expect(leaseA.isHeld()).toBe(false);
      // A's release after B took the lease leaves B's lease as it is.
      await leaseA.release();
      expect(await leaseB.tryTake()).toBe(true);
      expect(await leaseA.tryTake()).toBe(false);
    } finally {
      await leaseA.release();
      await leaseB.release();
    }
  });
});

describeIntegration('the start-up lock', () => {
  it('lets nodes started together migrate and seed one after the other', async () => {
    const database = await createTestDatabase();
    try {
      const target =
        getTestDialect() === 'postgres'
          ? ({ kind: 'postgres', connectionString: database.url } as const)
          : ({ kind: 'sqlite', path: database.url.slice('file:'.length) } as const);
      const events: string[] = [];
      const start = (node: string) =>
        withStartupLock(target, async () => {
          events.push(`${node} in`);
          await new Promise((resolve) => setTimeout(resolve, 200));
          events.push(`${node} out`);
          return node;
        });
      const answers = await Promise.all([start('a'), start('b'), start('c')]);
      expect(answers).toEqual(['a', 'b', 'c']);
      if (getTestDialect() === 'postgres') {
        // Never two inside at once: each "in" is followed by its own "out".
        for (let index = 0; index < events.length; index += 2) {
          expect(events[index + 1]).toBe(events[index]!.replace(' in', ' out'));
        }
      }
      expect(events).toHaveLength(6);
    } finally {
      await database.drop();
    }
  });
});
