// bench:cluster — the vendor wallet's bet+win pairs over HTTP with 1, 2 and 3 Plaza nodes behind the round-robin
// proxy (scripts/cluster/, decision 093), on one PostgreSQL database; beside them, in the same run, the baseline:
// one node called directly, without the proxy. With --sticky, 2 and 3 nodes also behind the proxy routing each
// player's wallet calls to one node (decision 083), alternating with the round-robin scenarios. Scenarios alternate
// run by run; each figure is the median of the runs. Prints pairs/s, p50/p95 per call, PostgreSQL's commits per
// pair, and the CPU milliseconds per pair of each kind of process (the nodes, the proxy, PostgreSQL's backends,
// Redis, this client), read from /proc: where the next bottleneck is.
//
// Usage: npm run bench:cluster -- [--seconds 8] [--runs 3] [--clients 48] [--pool 8] [--port 4130] [--sticky]
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';

import { SEAMLESS_SIGNATURE_HEADER } from '../contracts/src/seamless';
import { DEFAULT_DEMO_VENDOR_SECRET } from '../server/src/demo/demo-vendor-integrations';
import { insertMember } from '../server/src/modules/accounts/accounts.repository';
import { hashPassword } from '../server/src/modules/accounts/password-hashing';
import { signBody } from '../server/src/modules/vendors/signature';
import { fundMember, issueTestLaunchToken } from '../server/src/test/seamless-client';
import {
  Cluster,
  POSTGRES_ADMIN_URL,
  createClusterDatabase,
  findMissingServices,
} from '../scripts/cluster/cluster';
import { KeepAliveConnection } from './keep-alive-connection';
import { describeMachine, median, probeMachine } from './machine-probe';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    runs: { type: 'string', default: '3' },
    clients: { type: 'string', default: '48' },
    pool: { type: 'string', default: '8' },
    port: { type: 'string', default: '4130' },
    sticky: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(options.seconds);
const RUNS = Number(options.runs);
const CLIENTS = Number(options.clients);
const BASE_PORT = Number(options.port);
const WARM_UP_MS = 2_000;
const NODE_COUNT = 3;

interface Player {
  playerId: string;
  token: string;
}

interface Figures {
  pairsPerSecond: number;
  p50: number;
  p95: number;
  failures: number;
  /** CPU milliseconds per pair, by kind of process. */
  cpuPerPair: Record<string, number>;
  /** What PostgreSQL's active backends of the database were doing, sampled every 100 ms: counts by wait event. */
  waits: Record<string, number>;
  /** Samples taken, and active backends seen in them. */
  samples: number;
  /**
   * PostgreSQL commits of the database over the run (warm-up included) per pair played in it, taking the warm-up's
   * rate to be the measured one; the nodes' jobs add a few.
   */
  commitsPerPair: number;
}

/** Cumulative CPU milliseconds of one process (utime + stime, clock ticks of 10 ms), or 0 when it is gone. */
function processCpu(pid: number | string | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The CPU of every process whose command name is `name` (PostgreSQL's backends, redis-server). */
function namedProcessesCpu(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (command.startsWith(name)) {
        total += processCpu(entry);
      }
    } catch {
      // the process ended while it was read
    }
  }
  return total;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

async function preparePlayers(handle: Parameters<typeof fundMember>[0]): Promise<Player[]> {
  const passwordHash = await hashPassword('Bench1234');
  const now = Date.now();
  const players: Player[] = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const memberId = await insertMember(handle.db, {
      username: `cbench${index}`,
      passwordHash,
      type: 0,
      isFirstLogin: false,
      now,
    });
    await fundMember(handle, memberId, 1_000_000_000, 'USD');
    const token = await issueTestLaunchToken(handle, {
      memberId,
      vendor: 'DEMO',
      expiresAt: now + 86_400_000,
    });
    players.push({ playerId: String(memberId), token });
  }
  return players;
}

/** Each player plays pairs back to back on its own keep-alive connection to `port`. */
async function drive(
  port: number,
  players: Player[],
  readCpu: () => Record<string, number>,
  sampleWaits: () => Promise<string[]>,
): Promise<Figures> {
  const measureFrom = performance.now() + WARM_UP_MS;
  const end = measureFrom + SECONDS * 1000;
  const salt = randomBytes(4).toString('hex');
  const latencies: number[] = [];
  let pairs = 0;
  let failures = 0;
  const cpuAt = (at: number) =>
    new Promise<Record<string, number>>((resolve) => {
      setTimeout(() => resolve(readCpu()), at - performance.now());
    });
  const cpuFrom = cpuAt(measureFrom);
  const cpuTo = cpuAt(end);
  const waits: Record<string, number> = {};
  let samples = 0;
  const sampling = (async () => {
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    while (performance.now() < end) {
      samples += 1;
      for (const wait of await sampleWaits()) {
        waits[wait] = (waits[wait] ?? 0) + 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.all(
    players.map(async (player) => {
      const connection = new KeepAliveConnection(port);
      const call = async (operation: 'bet' | 'win', body: Record<string, unknown>) => {
        const text = JSON.stringify(body);
        const before = performance.now();
        const answer = await connection.post(`/gateway/seamless/DEMO/${operation}`, text, {
          [SEAMLESS_SIGNATURE_HEADER]: signBody(text, DEFAULT_DEMO_VENDOR_SECRET),
        });
        const after = performance.now();
        const isMeasured = before >= measureFrom && after <= end;
        if (isMeasured) {
          latencies.push(after - before);
        }
        return { isOk: (JSON.parse(answer) as { status?: string }).status === 'OK', isMeasured };
      };
      try {
        for (let pair = 0; performance.now() < end; pair += 1) {
          const roundId = `${salt}-${player.playerId}-${pair}`;
          const common = { playerId: player.playerId, currency: 'USD', gameCode: 'DEMO_SLOT', roundId };
          const bet = await call('bet', {
            ...common,
            requestId: `${roundId}-b`,
            token: player.token,
            transactionId: `${roundId}-b`,
            amount: 100,
          });
          const win = await call('win', {
            ...common,
            requestId: `${roundId}-w`,
            transactionId: `${roundId}-w`,
            amount: 100,
            refTransactionId: `${roundId}-b`,
          });
          if (bet.isMeasured && win.isMeasured) {
            pairs += 1;
            failures += bet.isOk && win.isOk ? 0 : 1;
          }
        }
      } finally {
        connection.close();
      }
    }),
  );
  const [cpuStart, cpuEnd] = await Promise.all([cpuFrom, cpuTo]);
  await sampling;
  const sorted = latencies.sort((left, right) => left - right);
  return {
    pairsPerSecond: pairs / SECONDS,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    failures,
    cpuPerPair: Object.fromEntries(
      Object.entries(cpuEnd).map(([name, milliseconds]) => [
        name,
        (milliseconds - (cpuStart[name] ?? 0)) / Math.max(pairs, 1),
      ]),
    ),
    waits,
    samples,
    commitsPerPair: 0,
  };
}

async function startProxy(
  port: number,
  backends: readonly number[],
  isSticky = false,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/cluster/proxy-main.ts',
      '--port',
      String(port),
      '--backends',
      backends.join(','),
      ...(isSticky ? ['--sticky'] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        resolve();
      }
    });
    child.once('exit', () => reject(new Error('the proxy exited')));
  });
  return child;
}

async function main(): Promise<void> {
  const missing = await findMissingServices();
  if (missing !== undefined) {
    console.log(`bench:cluster needs PostgreSQL and Redis: ${missing}`);
    process.exitCode = 1;
    return;
  }
  console.log(describeMachine(probeMachine(tmpdir())));
  const database = await createClusterDatabase();
  const players = await preparePlayers(database.handle);
  const nodePorts = Array.from({ length: NODE_COUNT }, (_, index) => BASE_PORT + 1 + index);
  const cluster = new Cluster({
    databaseUrl: database.url,
    ports: nodePorts,
    logDirectory: join(tmpdir(), `plaza-cluster-bench-${Date.now()}`),
    poolSize: Number(options.pool),
  });
  const proxies: ChildProcess[] = [];
  const observer = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await observer.connect();
  const databaseName = new URL(database.url).pathname.slice(1);
  const sampleWaits = async () =>
    (
      await observer.query<{ wait: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'on CPU') as wait from pg_stat_activity
         where datname = $1 and state = 'active' and pid <> pg_backend_pid()`,
        [databaseName],
      )
    ).rows.map((row) => row.wait);
  /** The database's commits, rollbacks and deadlocks so far (pg_stat_database, updated as transactions end). */
  const readTransactionCounts = async () => {
    const row = (
      await observer.query<{ commits: string; rollbacks: string; deadlocks: string }>(
        `select xact_commit as commits, xact_rollback as rollbacks, deadlocks from pg_stat_database
         where datname = $1`,
        [databaseName],
      )
    ).rows[0];
    return {
      commits: Number(row?.commits ?? 0),
      rollbacks: Number(row?.rollbacks ?? 0),
      deadlocks: Number(row?.deadlocks ?? 0),
    };
  };
  try {
    await cluster.startAll();
    // One proxy process per scenario, on ports BASE_PORT + 11…: in front of the first 1, 2 and 3 nodes; with
    // --sticky, a sticky one in front of the first 2 and 3 nodes (BASE_PORT + 14, + 15).
    const nodesCpu = (from: number, to: number) =>
      cluster.nodes.slice(from, to).reduce((sum, node) => sum + processCpu(node.process?.pid), 0);
    const scenarios: { name: string; port: number; proxy: ChildProcess | undefined; nodes: number }[] = [
      { name: '1 node, direct (baseline)', port: nodePorts[0] ?? 0, proxy: undefined, nodes: 1 },
    ];
    for (let count = 1; count <= NODE_COUNT; count += 1) {
      const port = BASE_PORT + 10 + count;
      const proxy = await startProxy(port, nodePorts.slice(0, count));
      proxies.push(proxy);
      const nodes = `${count} node${count === 1 ? '' : 's'}`;
      scenarios.push({ name: `${nodes} behind the proxy`, port, proxy, nodes: count });
      if (options.sticky && count > 1) {
        const stickyPort = BASE_PORT + 12 + count;
        const sticky = await startProxy(stickyPort, nodePorts.slice(0, count), true);
        proxies.push(sticky);
        scenarios.push({
          name: `${nodes} behind the sticky proxy`,
          port: stickyPort,
          proxy: sticky,
          nodes: count,
        });
      }
    }
    const results = new Map<string, Figures[]>(scenarios.map((scenario) => [scenario.name, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const scenario of scenarios) {
        const before = await readTransactionCounts();
        const figures = await drive(
          scenario.port,
          players,
          () => ({
            nodes: nodesCpu(0, scenario.nodes),
            'idle nodes': nodesCpu(scenario.nodes, NODE_COUNT),
            proxy: processCpu(scenario.proxy?.pid),
            postgres: namedProcessesCpu('postgres'),
            redis: namedProcessesCpu('redis-server'),
            client: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
          }),
          sampleWaits,
        );
        const after = await readTransactionCounts();
        figures.commitsPerPair =
          (after.commits - before.commits) /
          Math.max(figures.pairsPerSecond * (SECONDS + WARM_UP_MS / 1000), 1);
        results.get(scenario.name)?.push(figures);
        console.log(
          `run ${run + 1} ${scenario.name}: ${figures.pairsPerSecond.toFixed(0)} pairs/s, ` +
            `p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, ${figures.failures} failures; ` +
            `PostgreSQL: ${after.commits - before.commits} commits (${figures.commitsPerPair.toFixed(3)} a pair), ` +
            `${after.rollbacks - before.rollbacks} ` +
            `rollbacks, ${after.deadlocks - before.deadlocks} deadlocks`,
        );
      }
    }
    console.log(
      `\nmedians of ${RUNS} runs, ${CLIENTS} clients, ${SECONDS} s each, pool ${options.pool} a node ` +
        `(nodes not in a scenario stay up, idle):`,
    );
    const baseline = median(
      (results.get(scenarios[0]?.name ?? '') ?? []).map((figures) => figures.pairsPerSecond),
    );
    for (const scenario of scenarios) {
      const runs = results.get(scenario.name) ?? [];
      const pairs = median(runs.map((figures) => figures.pairsPerSecond));
      const cpu = ['nodes', 'idle nodes', 'proxy', 'postgres', 'redis', 'client']
        .map((name) => `${name} ${median(runs.map((figures) => figures.cpuPerPair[name] ?? 0)).toFixed(2)}`)
        .join(', ');
      console.log(
        `${scenario.name}: ${pairs.toFixed(0)} pairs/s (${((pairs / baseline) * 100).toFixed(0)}% of the ` +
          `baseline), p50 ${median(runs.map((figures) => figures.p50)).toFixed(1)} ms, ` +
          `p95 ${median(runs.map((figures) => figures.p95)).toFixed(1)} ms; ` +
          `${median(runs.map((figures) => figures.commitsPerPair)).toFixed(3)} commits a pair; CPU ms a pair: ${cpu}`,
      );
    }
    console.log('\nPostgreSQL backends of the database, active, by what they waited on (mean per sample):');
    for (const scenario of scenarios) {
      const runs = results.get(scenario.name) ?? [];
      const samples = runs.reduce((sum, figures) => sum + figures.samples, 0);
      const totals: Record<string, number> = {};
      for (const figures of runs) {
        for (const [wait, count] of Object.entries(figures.waits)) {
          totals[wait] = (totals[wait] ?? 0) + count;
        }
      }
      const top = Object.entries(totals)
        .sort((left, right) => right[1] - left[1])
        .slice(0, 5)
        .map(([wait, count]) => `${wait} ${(count / Math.max(samples, 1)).toFixed(2)}`)
        .join(', ');
      console.log(`${scenario.name}: ${top === '' ? 'none active' : top}`);
    }
    console.log(describeMachine(probeMachine(tmpdir())));
  } finally {
    await observer.end();
    for (const proxy of proxies) {
      proxy.kill('SIGTERM');
    }
    await cluster.stopAll();
    await database.drop();
  }
}

await main();
