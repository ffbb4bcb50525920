import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import {
  readStoredVendorIntegrations,
  storeVendorIntegration,
} from '../modules/vendors/vendor-integrations.service';
import { VendorDirectory } from '../modules/vendors/vendor-directory';
import { seedDemoDeployment } from '../demo/seed-demo';
import { createTestDatabase, describeIntegration } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { requireRedis, TEST_REDIS_URL } from '../test/two-nodes';
import { waitUntil } from '../test/wait-until';
import { createMemoryBus, createRedisBus, waitUntilSubscribed } from './cluster-bus';
import type { ClusterBus } from './cluster-bus';

/** This run's own bus channels: other runs (other files, other checkouts, a cluster harness) share the Redis. */
const NAMESPACE = `test-${randomBytes(6).toString('hex')}`;

describeIntegration('the cluster bus', () => {
  let database: TestDatabase;
  const buses: ClusterBus[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoDeployment(database.handle, 'PLAZA');
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await database.drop();
  });

  it('delivers in the process, to this node, a copy of what was sent, after the current task', async () => {
    const bus = createMemoryBus('only');
    const heard: unknown[] = [];
    const stop = bus.subscribe('news', (body, delivery) => heard.push({ body, ...delivery }));
    const sent = { n: 1 };
    bus.publish('news', sent);
    sent.n = 2;
    expect(heard).toEqual([]);
    await waitUntil(() => heard.length === 1, 'the message arrived');
    expect(heard).toEqual([{ body: { n: 1 }, from: 'only', isOwn: true }]);
    stop();
    bus.publish('news', { n: 3 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toHaveLength(1);
  });

  it('through Redis, reaches every node of the merchant and no other merchant', async () => {
    if (!(await requireRedis())) {
      return;
    }
    const a = createRedisBus({ url: TEST_REDIS_URL, nodeId: 'node-a', merchant: NAMESPACE });
    const b = createRedisBus({ url: TEST_REDIS_URL, nodeId: 'node-b', merchant: NAMESPACE });
    const other = createRedisBus({ url: TEST_REDIS_URL, nodeId: 'node-x', merchant: `${NAMESPACE}-other` });
    buses.push(a, b, other);
    const heardByB: unknown[] = [];
    const heardByOther: unknown[] = [];
    b.subscribe('news', (body, delivery) => heardByB.push({ body, ...delivery }));
    other.subscribe('news', (body) => heardByOther.push(body));
    await Promise.all([waitUntilSubscribed(a, 'news'), waitUntilSubscribed(b, 'news')]);
    a.publish('news', { hello: 'b' });
    await waitUntil(() => heardByB.some((entry) => JSON.stringify(entry).includes('hello')), 'B heard A');
    expect(heardByB.filter((entry) => JSON.stringify(entry).includes('hello'))).toEqual([
      { body: { hello: 'b' }, from: 'node-a', isOwn: false },
    ]);
    expect(a.isConnected() && b.isConnected()).toBe(true);
    expect(heardByOther).toEqual([]);
  });

  it('clears the vendor directory of every node when one changes a vendor, not by its 5 seconds running out', async () => {
    if (!(await requireRedis())) {
      return;
    }
    const busA = createRedisBus({ url: TEST_REDIS_URL, nodeId: 'vendors-a', merchant: NAMESPACE });
    const busB = createRedisBus({ url: TEST_REDIS_URL, nodeId: 'vendors-b', merchant: NAMESPACE });
    buses.push(busA, busB);
    const nodeA = new VendorDirectory(database.handle, busA);
    const nodeB = new VendorDirectory(database.handle, busB);
    await Promise.all([waitUntilSubscribed(busA, 'cache'), waitUntilSubscribed(busB, 'cache')]);
    // The clock stands still, so B's copy never grows 5 seconds old: only the bus can clear it, however long the
    // message takes on a busy machine (a bound on the time would be a bound on the machine).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Both nodes have read the directory: DEMO is enabled, and B would keep that for 5 seconds.
      expect(await nodeA.get('DEMO')).toBeDefined();
      expect(await nodeB.get('DEMO')).toBeDefined();

      const [demo] = (await readStoredVendorIntegrations(database.handle.db)).filter(
        (row) => row.vendor_code === 'DEMO',
      );
      await storeVendorIntegration(database.handle.db, { ...demo!, enabled: 0 });
      // Until the message comes, B still offers what it read.
      expect(await nodeB.get('DEMO')).toBeDefined();
      nodeA.invalidate();
      expect(await nodeA.get('DEMO')).toBeUndefined();
      await waitUntil(async () => (await nodeB.get('DEMO')) === undefined, 'node B no longer offers DEMO');
    } finally {
      vi.useRealTimers();
    }
  });
});
