import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { buildApp } from '../app';
import { waitUntilSubscribed } from '../cluster/cluster-bus';
import type { DatabaseHandle } from '../db/database';
import { waitUntil } from './wait-until';

/** The Redis the cluster tests share (docs/architecture/scale-out.md). */
export const TEST_REDIS_URL = process.env.PLAZA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the tests' Redis answers; a test that needs it passes without it off CI and fails on CI. */
export async function requireRedis(): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  const isAvailable = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  if (!isAvailable) {
    expect(process.env.CI, 'Redis is required on CI').toBeFalsy();
  }
  return isAvailable;
}

/**
 * Two nodes of one deployment (two apps on one database and one Redis, in bus channels of their own: other runs share
 * the Redis), ready and both subscribed to each of `channels`; `close` stops both. Undefined without Redis
 * (requireRedis).
 */
export async function startTwoNodes(
  database: DatabaseHandle,
  channels: readonly string[],
): Promise<{ nodeA: FastifyInstance; nodeB: FastifyInstance; close: () => Promise<void> } | undefined> {
  if (!(await requireRedis())) {
    return undefined;
  }
  const options = {
    database,
    logLevel: 'silent' as const,
    redisUrl: TEST_REDIS_URL,
    clusterNamespace: `test-${randomBytes(6).toString('hex')}`,
  };
  const nodeA = await buildApp(options);
  const nodeB = await buildApp(options);
  const close = async () => {
    await nodeA.close();
    await nodeB.close();
  };
  try {
    await nodeA.ready();
    await nodeB.ready();
    await Promise.all(
      [nodeA, nodeB].flatMap((node) =>
        channels.map((channel) => waitUntilSubscribed(node.cluster.bus, channel)),
      ),
    );
  } catch (error) {
    await close();
    throw error;
  }
  return { nodeA, nodeB, close };
}

/**
 * Waits for the first of `heard` (a live connection's frames, added to as they come) that matches (waitUntil: the
 * limit only ends a hang); the error lists what was heard.
 */
export async function nextHeard<T>(heard: readonly T[], match: (item: T) => boolean): Promise<T> {
  return waitUntil(() => heard.find(match), 'something matching was heard').catch((error: unknown) => {
    throw new Error(`${String(error)}; heard ${JSON.stringify(heard)}`);
  });
}
