// bench:wallet — bet+win pairs through the seamless vendor API over HTTP, from this process, against a Plaza
// server running in a second process; beside it, the baseline: the same ledger writes (the same service calls)
// done in-process without HTTP, measured in the same run. Prints pairs/s and per-pair p50/p99 latency for
// SQLite (synchronous=FULL) and PostgreSQL with 8 and 32 pool connections. Latency is per call (a bet or a win);
// a second line gives it per kind of call, and the CPU time per pair of the process(es) doing the work.
//
// Usage: npm run bench:wallet -- [--seconds 10] [--runs 3] [--clients 64] [--only sqlite|pg8|pg32|pg8,pg32]
//        [--profile-server <dir>]  (the server writes a V8 CPU profile there when it stops)
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import { SEAMLESS_SIGNATURE_HEADER } from '../contracts/src/seamless';
import type { SeamlessBetRequest, SeamlessWinRequest } from '../contracts/src/seamless';

import type { DatabaseTarget } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import type { DatabaseHandle } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { loadWalWrites } from '../server/src/db/sqlite-wal-writes';
import { DEFAULT_DEMO_VENDOR_SECRET } from '../server/src/demo/demo-vendor-integrations';
import { seedDemoDeployment } from '../server/src/demo/seed-demo';
import { insertMember } from '../server/src/modules/accounts/accounts.repository';
import { hashPassword } from '../server/src/modules/accounts/password-hashing';
import {
  placeVendorWalletBet,
  settleVendorWalletWin,
} from '../server/src/modules/vendor-wallet/vendor-wallet.service';
import { VendorDirectory } from '../server/src/modules/vendors/vendor-directory';
import { signBody } from '../server/src/modules/vendors/signature';
import { fundMember, issueTestLaunchToken } from '../server/src/test/seamless-client';
import { KeepAliveConnection } from './keep-alive-connection';
import { freshDatabase } from './fresh-database';
import { describeMachine, describeProcessor, median, probeMachine } from './machine-probe';
import { startServerProcess } from './server-process';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    clients: { type: 'string', default: '64' },
    only: { type: 'string' },
    'profile-server': { type: 'string' },
  },
});
const SECONDS = Number(options.seconds);
const RUNS = Number(options.runs);
const CLIENTS = Number(options.clients);
const WARM_UP_MS = 2_000;
const PORT = Number(process.env.BENCH_WALLET_PORT ?? 3790);
const PROFILE_ARGUMENTS =
  options['profile-server'] === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', options['profile-server']];
const BET = 100;

interface Player {
  playerId: string;
  token: string;
}

interface Figures {
  pairsPerSecond: number;
  p50: number;
  p99: number;
  bet: { p50: number; p99: number };
  win: { p50: number; p99: number };
  /** CPU milliseconds per measured pair, by process, over the measured window. */
  cpuPerPair: Record<string, number>;
  failures: number;
}

/** Cumulative CPU milliseconds (user and system) of the processes whose work is measured, by name. */
type CpuClock = () => Record<string, number>;

/** This process's CPU time. */
function readOwnCpu(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Another process's CPU time, from /proc (Linux); NaN elsewhere. */
function readProcessCpu(pid: number | undefined): number {
  try {
    // Fields 14 and 15 (utime, stime) after the command name, in clock ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** One call (a bet or a win); answers its status. */
type Call = (body: Record<string, unknown>) => Promise<string | undefined>;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Each player plays pairs back to back: a bet, then the win that settles it. Latency is per call. */
async function drive(players: Player[], bet: Call, win: Call, readCpu: CpuClock): Promise<Figures> {
  const started = performance.now();
  const measureFrom = started + WARM_UP_MS;
  const end = measureFrom + SECONDS * 1000;
  const salt = randomBytes(4).toString('hex');
  const latencies = { bet: [] as number[], win: [] as number[] };
  let pairs = 0;
  let failures = 0;
  const cpuAt = (at: number) =>
    new Promise<Record<string, number>>((resolve) => {
      setTimeout(() => resolve(readCpu()), at - performance.now());
    });
  const cpuFrom = cpuAt(measureFrom);
  const cpuTo = cpuAt(end);
  const timed = async (kind: 'bet' | 'win', call: Call, body: Record<string, unknown>) => {
    const before = performance.now();
    const status = await call(body);
    const after = performance.now();
    const isMeasured = before >= measureFrom && after <= end;
    if (isMeasured) {
      latencies[kind].push(after - before);
    }
    return { isOk: status === 'OK', isMeasured };
  };
  await Promise.all(
    players.map(async (player) => {
      for (let pair = 0; performance.now() < end; pair += 1) {
        const bodies = pairBodies(player, pair, salt);
        const betAnswer = await timed('bet', bet, bodies.bet);
        const winAnswer = await timed('win', win, bodies.win);
        if (betAnswer.isMeasured && winAnswer.isMeasured) {
          pairs += 1;
          if (!betAnswer.isOk || !winAnswer.isOk) {
            failures += 1;
          }
        }
      }
    }),
  );
  const [cpuStart, cpuEnd] = await Promise.all([cpuFrom, cpuTo]);
  const all = [...latencies.bet, ...latencies.win].sort((a, b) => a - b);
  const percentiles = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
  };
  return {
    pairsPerSecond: pairs / SECONDS,
    p50: quantile(all, 0.5),
    p99: quantile(all, 0.99),
    bet: percentiles(latencies.bet),
    win: percentiles(latencies.win),
    cpuPerPair: Object.fromEntries(
      Object.entries(cpuEnd).map(([name, milliseconds]) => [
        name,
        (milliseconds - (cpuStart[name] ?? Number.NaN)) / Math.max(pairs, 1),
      ]),
    ),
    failures,
  };
}

function pairBodies(player: Player, pair: number, salt: string) {
  const roundId = `${salt}-${player.playerId}-${pair}`;
  const common = { playerId: player.playerId, currency: 'USD', gameCode: 'DEMO_SLOT', roundId };
  return {
    bet: {
      ...common,
      requestId: `${roundId}-b`,
      token: player.token,
      transactionId: `${roundId}-b`,
      amount: BET,
    },
    win: {
      ...common,
      requestId: `${roundId}-w`,
      transactionId: `${roundId}-w`,
      amount: BET,
      refTransactionId: `${roundId}-b`,
    },
  };
}

/** A fresh database with the demo deployment and `CLIENTS` funded players holding launch tokens. */
async function prepare(target: DatabaseTarget): Promise<Player[]> {
  const handle = openDatabase(target);
  await migrateToLatest(handle);
  await seedDemoDeployment(handle, 'PLAZA');
  const passwordHash = await hashPassword('Bench1234');
  const players: Player[] = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const memberId = await insertMember(handle.db, {
      username: `bench${index}`,
      passwordHash,
      type: 0,
      isFirstLogin: false,
      now: Date.now(),
    });
    await fundMember(handle, memberId, 1_000_000_000, 'USD');
    const token = await issueTestLaunchToken(handle, { memberId, vendor: 'DEMO' });
    players.push({ playerId: String(memberId), token });
  }
  await handle.destroy();
  return players;
}

async function measureInProcess(
  target: DatabaseTarget,
  poolSize: number,
  players: Player[],
): Promise<Figures> {
  const handle: DatabaseHandle = openDatabase(target, { poolSize });
  const dependencies = { handle, vendors: new VendorDirectory(handle) };
  const vendor = await dependencies.vendors.get('DEMO');
  if (vendor === undefined) {
    throw new Error('vendor DEMO is not configured');
  }
  const figures = await drive(
    players,
    async (body) =>
      (await placeVendorWalletBet(dependencies, vendor, body as unknown as SeamlessBetRequest)).status,
    async (body) =>
      (await settleVendorWalletWin(dependencies, vendor, body as unknown as SeamlessWinRequest)).status,
    () => ({ 'this process': readOwnCpu() }),
  );
  await handle.destroy();
  return figures;
}

/** A seamless call signed as the vendor signs it, on the player's own keep-alive connection. */
async function post(
  connection: KeepAliveConnection,
  operation: 'bet' | 'win',
  body: unknown,
): Promise<Record<string, unknown>> {
  const text = JSON.stringify(body);
  const answer = await connection.post(`/gateway/seamless/DEMO/${operation}`, text, {
    [SEAMLESS_SIGNATURE_HEADER]: signBody(text, DEFAULT_DEMO_VENDOR_SECRET),
  });
  return JSON.parse(answer) as Record<string, unknown>;
}

function startServer(databaseUrl: string, poolSize: number): Promise<ChildProcess> {
  return startServerProcess({
    port: PORT,
    nodeArguments: PROFILE_ARGUMENTS,
    environment: {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      WEB_DIST: '.tmp/bench-wallet/no-web',
      DATABASE_POOL_SIZE: String(poolSize),
    },
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function measureOverHttp(databaseUrl: string, poolSize: number, players: Player[]): Promise<Figures> {
  const server = await startServer(databaseUrl, poolSize);
  // One connection per player, as a vendor's game server keeps a pool of them.
  const connections = new Map(players.map((player) => [player.playerId, new KeepAliveConnection(PORT)]));
  const connectionOf = (body: Record<string, unknown>) => {
    const connection = connections.get(String(body.playerId));
    if (connection === undefined) {
      throw new Error(`no connection for player ${String(body.playerId)}`);
    }
    return connection;
  };
  try {
    return await drive(
      players,
      async (body) => String((await post(connectionOf(body), 'bet', body)).status),
      async (body) => String((await post(connectionOf(body), 'win', body)).status),
      () => ({ server: readProcessCpu(server.pid), 'bench client': readOwnCpu() }),
    );
  } finally {
    for (const connection of connections.values()) {
      connection.close();
    }
    await stopServer(server);
  }
}

interface Scenario {
  name: string;
  poolSize: number;
  /** A fresh database for one run: its target for the in-process baseline and its URL for the server. */
  create: () => Promise<{ target: DatabaseTarget; url: string; drop: () => Promise<void> }>;
}

const scenarios: Scenario[] = [
  {
    name: 'sqlite',
    poolSize: 1,
    create: () => freshDatabase('sqlite', { directory: '.tmp/bench-wallet', prefix: 'plaza_bench' }),
  },
  ...[8, 32].map((poolSize): Scenario => ({
    name: `pg${poolSize}`,
    poolSize,
    create: () => freshDatabase('postgres', { directory: '.tmp/bench-wallet', prefix: 'plaza_bench' }),
  })),
];

function describe(figures: Figures[]): string {
  const runs = figures.map((f) => `${f.pairsPerSecond.toFixed(0)}`).join(' / ');
  const milliseconds = (pick: (f: Figures) => number) =>
    median(figures.map(pick)).toFixed(1).padStart(5) + ' ms';
  const cpu = Object.keys(figures[0]?.cpuPerPair ?? {})
    .map((name) => `${name} ${median(figures.map((f) => f.cpuPerPair[name] ?? Number.NaN)).toFixed(2)} ms`)
    .join(', ');
  return (
    `${median(figures.map((f) => f.pairsPerSecond))
      .toFixed(0)
      .padStart(6)} pairs/s` +
    `  p50 ${milliseconds((f) => f.p50)}  p99 ${milliseconds((f) => f.p99)}` +
    `  (runs: ${runs}; failed pairs: ${figures.reduce((sum, f) => sum + f.failures, 0)})\n` +
    `${''.padStart(28)}bet p50 ${milliseconds((f) => f.bet.p50)} p99 ${milliseconds((f) => f.bet.p99)}` +
    `, win p50 ${milliseconds((f) => f.win.p50)} p99 ${milliseconds((f) => f.win.p99)}; CPU per pair: ${cpu}`
  );
}

console.log(
  `bench:wallet — ${CLIENTS} concurrent players, ${SECONDS} s measured after ${WARM_UP_MS / 1000} s warm-up, ` +
    `median of ${RUNS} runs; a pair is a bet of ${BET} and the win that settles it`,
);
// PLAZA_SQLITE_WAL_WRITES=off measures SQLite without it (the server takes the same environment).
console.log(`SQLite WAL extension (server/native/wal-writes.c): ${loadWalWrites()}`);
const PROBE_DIRECTORY = '.tmp/bench-wallet';
console.log(describeProcessor());
console.log(`at the start, ${describeMachine(probeMachine(PROBE_DIRECTORY))}`);
const only = options.only?.split(',');
const selected = scenarios.filter((scenario) => only === undefined || only.includes(scenario.name));
/** Each selected scenario with the figures of its runs. */
const measured = selected.map((scenario) => ({ scenario, baseline: [] as Figures[], http: [] as Figures[] }));
// SQLite's runs come first; the PostgreSQL pool sizes then take turns, run by run, the first of each pair swapping
// (8, 32, 32, 8, …): the machine drifts within minutes, and PostgreSQL's own checkpoints carry over from one run
// into the next, so runs made one block after the other would compare the order as much as the pool sizes.
const blocks = [
  measured.filter(({ scenario }) => scenario.name === 'sqlite'),
  measured.filter(({ scenario }) => scenario.name !== 'sqlite'),
];
for (const block of blocks) {
  for (let run = 0; run < RUNS; run += 1) {
    for (const { scenario, baseline, http } of run % 2 === 0 ? block : [...block].reverse()) {
      const database = await scenario.create();
      try {
        const players = await prepare(database.target);
        baseline.push(await measureInProcess(database.target, scenario.poolSize, players));
        http.push(await measureOverHttp(database.url, scenario.poolSize, players));
      } finally {
        await database.drop();
      }
    }
  }
  for (const { scenario, baseline, http } of block) {
    console.log(`${scenario.name.padEnd(7)} in-process baseline ${describe(baseline)}`);
    console.log(`${scenario.name.padEnd(7)} HTTP vendor API     ${describe(http)}`);
  }
}
console.log(`at the end, ${describeMachine(probeMachine(PROBE_DIRECTORY))}`);
