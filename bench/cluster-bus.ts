// bench:cluster-bus — what the cluster bus adds to a message between nodes (issue 25, docs/architecture/scale-out.md).
//
// Two buses on one Redis, as two nodes: node A publishes, node B answers each message on a reply channel (the
// crash game's forwarded calls, decision 092, are exactly this round trip). Measured --runs times, --messages
// round trips each, one at a time; the baseline in the same run is a Redis PING from one connection (the network
// and Redis's own cost). Also the in-process bus (SQLite's), for its cost. Prints the median of the runs' p50 and
// p99 in microseconds.
//
// Usage: npx tsx bench/cluster-bus.ts [--messages 2000] [--runs 5] [--redis redis://127.0.0.1:6379]
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';

import { createMemoryBus, createRedisBus, waitUntilSubscribed } from '../server/src/cluster/cluster-bus';
import type { ClusterBus } from '../server/src/cluster/cluster-bus';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '5' },
    redis: { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const MESSAGES = Number(values.messages);
const RUNS = Number(values.runs);

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;
const percentile = (numbers: number[], p: number) =>
  [...numbers].sort((a, b) => a - b)[Math.min(numbers.length - 1, Math.floor(numbers.length * p))] ?? 0;

/** Round trips A → B → A, one at a time; answers their times in microseconds. */
async function roundTrips(a: ClusterBus, b: ClusterBus, count: number): Promise<number[]> {
  const stopAnswering = b.subscribe('bench.call', (body) => b.publish('bench.reply', body));
  const waiting = new Map<number, () => void>();
  const stopHearing = a.subscribe('bench.reply', (body) => waiting.get((body as { n: number }).n)?.());
  const times: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    await new Promise<void>((resolve) => {
      waiting.set(n, resolve);
      a.publish('bench.call', { n, token: 'x'.repeat(43) });
    });
    waiting.delete(n);
    times.push((performance.now() - started) * 1000);
  }
  stopAnswering();
  stopHearing();
  return times;
}

async function pings(redis: Redis, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    await redis.ping();
    times.push((performance.now() - started) * 1000);
  }
  return times;
}

async function main(): Promise<void> {
  const a = createRedisBus({ url: values.redis, nodeId: 'bench-a', merchant: 'BENCH' });
  const b = createRedisBus({ url: values.redis, nodeId: 'bench-b', merchant: 'BENCH' });
  const memory = createMemoryBus('bench-memory');
  const redis = new Redis(values.redis);
  await Promise.all([waitUntilSubscribed(a, 'bench.warm'), waitUntilSubscribed(b, 'bench.warm')]);
  // Both subscriptions in place before timing.
  b.subscribe('bench.call', () => {});
  a.subscribe('bench.reply', () => {});
  await Promise.all([waitUntilSubscribed(b, 'bench.call'), waitUntilSubscribed(a, 'bench.reply')]);
  await roundTrips(a, b, 200);

  const figures = { ping: [] as number[][], redisBus: [] as number[][], memoryBus: [] as number[][] };
  for (let run = 0; run < RUNS; run += 1) {
    const ping = await pings(redis, MESSAGES);
    const redisBus = await roundTrips(a, b, MESSAGES);
    const memoryBus = await roundTrips(memory, memory, MESSAGES);
    figures.ping.push([percentile(ping, 0.5), percentile(ping, 0.99)]);
    figures.redisBus.push([percentile(redisBus, 0.5), percentile(redisBus, 0.99)]);
    figures.memoryBus.push([percentile(memoryBus, 0.5), percentile(memoryBus, 0.99)]);
  }
  console.log(`cluster bus: ${MESSAGES} round trips a run, ${RUNS} runs, medians of the runs (µs)`);
  for (const [name, runs] of Object.entries(figures)) {
    const p50 = median(runs.map((run) => run[0] ?? 0));
    const p99 = median(runs.map((run) => run[1] ?? 0));
    console.log(`  ${name.padEnd(10)} p50 ${p50.toFixed(0).padStart(6)}  p99 ${p99.toFixed(0).padStart(6)}`);
  }
  await Promise.all([a.close(), b.close(), memory.close(), redis.quit()]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
