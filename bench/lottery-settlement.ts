// bench:lottery — the lottery's two speed targets (issue 21).
//
// 1. Settlement, on SQLite and on PostgreSQL: one issue of the five-minute five-digit game (SSC_5M) with --bets
//    open bets of mixed types (position digits, sum big/small, dragon/tiger/tie, from --members members). The
//    first bets are placed through the real placeBets (one slip of four selections per member); the rest are copies
//    of them written straight into lottery_bet and bet_record (their stakes are not charged again; the house pays the
//    wins all the same). The draw is made from its commitment as the draw job makes it, then the settlement job's own
//    code (settleDueIssues) is timed. Then the issue is marked unsettled again, as if the process had died before
//    its last write, and the job run again: it must pay nothing (the ledger's transfer count and the wallets' sum
//    are printed before and after).
// 2. Placement over HTTP, on SQLite: a Plaza server in a second process (POST /lgw/bets with a session token), in
//    three phases on one server per run (--only http, or some of open,draw,closed):
//    - open: the open loop, issue 21's target as it reads (docs/decisions/097): slips sent at a fixed rate (--rate
//      bets/s, default 2,000) whatever the answers do, one phase per slip size of --open-selections (default 20; `20,1`
//      adds slips of one), for --open-seconds inside one sale window; the answer time counts from when the slip was due.
//    - draw: the same open loop with slips of the first size, from --draw-lead seconds before an issue's sales close
//      for --draw-seconds: its closed window, its draw and its settlement while the next issue sells.
//    - closed: the closed loop (saturation): --clients members each place slips of --selections back to back for
//      --seconds.
//    Each prints bets/s, p50/p95/p99/max of the answer time, the refusals, and the server's own CPU per slip,
//    event-loop delay and GC (bench/server-probe.mjs).
//
// Usage: npm run bench:lottery -- [--bets 1000000] [--members 1000] [--runs 3] [--only settle,http]
//        [--databases sqlite,pg] [--clients 32] [--seconds 15] [--selections 1] [--profile-server <dir>]
//        [--port 4221] [--rate 2000] [--open-selections 20] [--open-seconds 15] [--draw-lead 20]
//        [--draw-seconds 50]
//
// The settlement prints its wall time and this process's CPU time (user + system, every thread): on a machine
// shared with other work the CPU time moves less with the load (PostgreSQL's own CPU is not in it).
import BetterSqlite3 from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';

import type { PlaceBetsRequest } from '../contracts/src/lottery';

import { openDatabase } from '../server/src/db/database';
import type { DatabaseHandle } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { runInTransaction } from '../server/src/db/transaction';
import { seedDemoDeployment } from '../server/src/demo/seed-demo';
import { startSession } from '../server/src/modules/accounts/member-session.service';
import { placeBets } from '../server/src/modules/lottery/lottery-bets.service';
import {
  drawDueDraws,
  listGameIssueRows,
  scheduleIssues,
} from '../server/src/modules/lottery/lottery-draws.service';
import { settleDueIssues, settleIssue } from '../server/src/modules/lottery/lottery-settlement.service';
import { fundMember } from '../server/src/test/seamless-client';
import { dropIndexes } from './bulk-load';
import { freshDatabase } from './fresh-database';
import { KeepAliveConnection } from './keep-alive-connection';
import { describeMachine, median, probeMachine } from './machine-probe';
import { startServerProcess } from './server-process';

const { values: options } = parseArgs({
  options: {
    bets: { type: 'string', default: '1000000' },
    members: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: 'settle,http' },
    databases: { type: 'string', default: 'sqlite,pg' },
    clients: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '15' },
    selections: { type: 'string', default: '1' },
    'profile-server': { type: 'string' },
    port: { type: 'string', default: '4221' },
    rate: { type: 'string', default: '2000' },
    // Slips of one selection at 2,000 a second are beyond one server process (bench/README.md): `--open-selections
    // 20,1` adds that line, which stops once two seconds of slips wait.
    'open-selections': { type: 'string', default: '20' },
    'open-seconds': { type: 'string', default: '15' },
    'draw-lead': { type: 'string', default: '20' },
    'draw-seconds': { type: 'string', default: '50' },
  },
});
const BETS = Number(options.bets);
const MEMBERS = Number(options.members);
const RUNS = Number(options.runs);
const CLIENTS = Number(options.clients);
const SECONDS = Number(options.seconds);
/** Selections per slip placed over HTTP: one slip is one request and one transaction, whatever it holds. */
const SELECTIONS = Number(options.selections);
const GAME = 'SSC_5M';
/** The game of the HTTP placement: a one-minute issue, as a busy fast game is. */
const HTTP_GAME = 'SSC_1M';
const FIRST_ID = 2_000_000;
/** The HTTP server's port (--port: each session its own). */
const PORT = Number(options.port);
const DIRECTORY = '/tmp/plaza-bench-lottery';
/** The open loop's offered rate, in bets a second (issue 21's target: 2,000). */
const RATE = Number(options.rate);
/** The slip sizes of the open loop, one phase each: the rate in slips is RATE divided by the size. */
const OPEN_SELECTIONS = options['open-selections'].split(',').map(Number);
const OPEN_SECONDS = Number(options['open-seconds']);
/** The phase across a draw: it starts this many seconds before the sales close, and lasts DRAW_PHASE_SECONDS. */
const DRAW_LEAD_SECONDS = Number(options['draw-lead']);
const DRAW_PHASE_SECONDS = Number(options['draw-seconds']);
/** Loaded into the server process: its event loop, GC and CPU, second by second. */
const SERVER_PROBE = fileURLToPath(new URL('./server-probe.mjs', import.meta.url));

function log(message: string): void {
  process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
}

/** Members written straight into the member table, each funded through the ledger. */
async function addMembers(handle: DatabaseHandle, count: number, now: number): Promise<number[]> {
  const ids = Array.from({ length: count }, (_, index) => FIRST_ID + index);
  await runInTransaction(handle, async (db) => {
    for (let start = 0; start < ids.length; start += 500) {
      await db
        .insertInto('member')
        .values(
          ids.slice(start, start + 500).map((id) => ({
            id,
            username: `lotto${id}`,
            password_hash: 'bench',
            type: 0,
            status: 'ACTIVE',
            nickname: null,
            real_name: null,
            email: null,
            mobile: null,
            country_dialing_code: null,
            birthday: null,
            parent_id: null,
            affiliate_code: null,
            language: null,
            icon: null,
            totp_secret: null,
            password_changed_at: now,
            created_at: now,
          })),
        )
        .execute();
    }
  });
  for (const id of ids) {
    await fundMember(handle, id, 100_000_000, 'USD');
  }
  return ids;
}

/** One member's slip: four selections of three bet types, picks varying by member. */
function slipOf(memberIndex: number, issueNo: string, requestId: string): PlaceBetsRequest {
  const digit = (offset: number) => String((memberIndex + offset) % 10);
  return {
    gameCode: GAME,
    issueNo,
    requestId,
    selections: [
      { betCode: 'ssc_position_digit', picks: [[digit(0), digit(3)], [], [digit(5)], [], []], stake: 100 },
      { betCode: 'ssc_sum_two_sided', picks: [[memberIndex % 2 === 0 ? 'big' : 'small']], stake: 200 },
      { betCode: 'ssc_sum_two_sided', picks: [[memberIndex % 3 === 0 ? 'odd' : 'even']], stake: 100 },
      {
        betCode: 'ssc_dragon_tiger',
        picks: [[['dragon', 'tiger', 'tie'][memberIndex % 3] ?? 'tie']],
        stake: 100,
      },
    ],
  };
}

interface Totals {
  transfers: number;
  wallets: number;
}

async function readTotals(handle: DatabaseHandle): Promise<Totals> {
  const transfers = await sql<{
    count: number | string;
  }>`select count(*) as count from ledger_transfer`.execute(handle.db);
  const wallets = await sql<{
    total: number | string | null;
  }>`select sum(balance) as total from ledger_account
    where kind = 'member_main'`.execute(handle.db);
  return { transfers: Number(transfers.rows[0]?.count ?? 0), wallets: Number(wallets.rows[0]?.total ?? 0) };
}

/**
 * PostgreSQL: how many of the updates of the two tables settlement rewrites were HOT (no index entry written; decision
 * 107), as the statistics tell once every connection has reported (each does within a second of going idle).
 */
async function logHotUpdates(handle: DatabaseHandle, kind: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await sql`select pg_stat_clear_snapshot()`.execute(handle.db);
  const rows = await sql<{
    relname: string;
    updates: number | string;
    hot: number | string;
  }>`select relname, n_tup_upd as updates, n_tup_hot_upd as hot from pg_stat_user_tables
    where relname in ('lottery_bet', 'bet_record') order by relname`.execute(handle.db);
  const shares = rows.rows.map(
    (row) =>
      `${row.relname} ${Number(row.hot)} of ${Number(row.updates)} updates HOT ` +
      `(${((100 * Number(row.hot)) / Math.max(1, Number(row.updates))).toFixed(1)} %)`,
  );
  log(`${kind}: ${shares.join(', ')}`);
}

/** Builds one issue with BETS open bets; settles it, then settles it again. Answers the settlement's seconds. */
async function settleOnce(kind: string): Promise<{ seconds: number; cpuSeconds: number }> {
  const database = await freshDatabase(kind, { directory: DIRECTORY, prefix: 'plaza_bench_lottery' });
  const handle = openDatabase(database.target, { poolSize: 6 });
  try {
    const now = Date.now();
    await migrateToLatest(handle);
    await seedDemoDeployment(handle, 'PLAZA', now);
    if (handle.dialect === 'sqlite') {
      await sql`pragma synchronous = OFF`.execute(handle.db);
    }
    const members = await addMembers(handle, MEMBERS, now);
    await scheduleIssues(handle, now, { areas: ['FAST'] });
    const [issue] = await listGameIssueRows(handle, GAME, now, 1);
    if (issue === undefined) {
      throw new Error(`no ${GAME} issue on sale`);
    }
    const placedAt = Math.max(now, issue.sales_open_at);
    let started = performance.now();
    for (const [index, memberId] of members.entries()) {
      await placeBets(
        handle,
        { id: memberId, type: 0 },
        slipOf(index, issue.issue_no, `bench-${index}`),
        'en',
        placedAt,
      );
    }
    const placed = await sql<{
      low: number;
      high: number;
    }>`select min(id) as low, max(id) as high from lottery_bet
      where game_code = ${GAME} and issue_no = ${issue.issue_no}`.execute(handle.db);
    const low = Number(placed.rows[0]?.low);
    const high = Number(placed.rows[0]?.high);
    const span = high - low + 1;
    log(
      `${kind}: ${span} bets placed through placeBets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    const indexes = [
      ...(await dropIndexes(handle, 'lottery_bet')),
      ...(await dropIndexes(handle, 'bet_record')),
    ];
    const copies = Math.ceil(BETS / span) - 1;
    const day = Math.floor(placedAt / 86_400_000);
    for (let copy = 1; copy <= copies; copy += 1) {
      const offset = copy * span + 1_000_000;
      const limit = Math.min(span, BETS - copy * span);
      await runInTransaction(handle, async (db) => {
        await sql`insert into lottery_bet (id, slip_id, chase_id, member_id, is_trial, game_code, issue_no, bet_code,
            picks, stations, stake, is_in_points, unit_stake, combinations, total_stake, odds, status, payout,
            vendor_code, game_type, placed_at, settled_at)
          select id + ${offset}, slip_id, chase_id, member_id, is_trial, game_code, issue_no, bet_code, picks,
            stations, stake, is_in_points, unit_stake, combinations, total_stake, odds, status, payout, vendor_code,
            game_type, placed_at, settled_at
          from lottery_bet where id >= ${low} and id < ${low + limit}`.execute(db);
        await sql`insert into bet_record (member_id, vendor_code, transaction_id, kind, game_code, game_type,
            round_id, stake, payout, win_count, status, day, placed_at, settled_at)
          select member_id, vendor_code, 'LOTTERY:' || cast(id as varchar(20)), 'bet', game_code, game_type,
            game_code || ':' || issue_no, total_stake, 0, 0, 'unsettled', ${day}, placed_at, null
          from lottery_bet where id >= ${low + offset} and id < ${low + offset + limit}`.execute(db);
      });
    }
    for (const definition of indexes) {
      await sql.raw(definition).execute(handle.db);
    }
    if (handle.dialect === 'postgres') {
      await sql`vacuum analyze`.execute(handle.db);
    } else {
      await sql`pragma synchronous = FULL`.execute(handle.db);
    }
    const open = await sql<{ count: number | string }>`select count(*) as count from lottery_bet
      where game_code = ${GAME} and issue_no = ${issue.issue_no} and status = 'open'`.execute(handle.db);
    log(
      `${kind}: ${Number(open.rows[0]?.count)} open bets in issue ${issue.issue_no} after ${(
        (performance.now() - started) /
        1000
      ).toFixed(1)} s of copying`,
    );
    const drawnAt = issue.draw_at + 1_000;
    for (;;) {
      const { drawn, voided } = await drawDueDraws(handle, drawnAt, { graceMs: Number.POSITIVE_INFINITY });
      if (drawn + voided === 0) {
        break;
      }
    }
    const before = await readTotals(handle);
    started = performance.now();
    const cpuBefore = process.cpuUsage();
    let settled = 0;
    for (;;) {
      const { issues, bets } = await settleDueIssues(handle, drawnAt);
      settled += bets;
      if (issues === 0) {
        break;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const after = await readTotals(handle);
    const won = await sql<{ count: number | string }>`select count(*) as count from lottery_bet
      where game_code = ${GAME} and issue_no = ${issue.issue_no} and status = 'won'`.execute(handle.db);
    log(
      `${kind}: settled ${settled} bets in ${seconds.toFixed(2)} s (${Math.round(settled / seconds)} bets/s, ` +
        `CPU ${cpuSeconds.toFixed(2)} s); ` +
        `${Number(won.rows[0]?.count)} won, ${after.transfers - before.transfers} transfers, ` +
        `${((after.wallets - before.wallets) / 100).toFixed(2)} paid to wallets`,
    );
    if (handle.dialect === 'postgres') {
      await logHotUpdates(handle, kind);
    }
    // The rerun: the issue's bets settled again by the same code, as if the job had died before marking it.
    const row = await handle.db
      .selectFrom('lottery_issue')
      .selectAll()
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    const rerunStarted = performance.now();
    const rerun = await settleIssue(handle, row, drawnAt);
    const again = await readTotals(handle);
    log(
      `${kind}: rerun settled ${rerun} bets in ${((performance.now() - rerunStarted) / 1000).toFixed(2)} s: ` +
        `${again.transfers - after.transfers} transfers, ${((again.wallets - after.wallets) / 100).toFixed(2)} paid`,
    );
    return { seconds, cpuSeconds };
  } finally {
    await handle.destroy();
    await database.drop();
  }
}

function startServer(databaseUrl: string, probeFile: string): Promise<ChildProcess> {
  return startServerProcess({
    port: PORT,
    nodeArguments: [
      '--import',
      SERVER_PROBE,
      ...(options['profile-server'] === undefined
        ? []
        : ['--cpu-prof', '--cpu-prof-dir', options['profile-server']]),
    ],
    attempts: 1800,
    environment: {
      DATABASE_URL: databaseUrl,
      MERCHANT: 'PLAZA',
      LOG_LEVEL: 'warn',
      WEB_DIST: `${DIRECTORY}/no-web`,
      // The clients' addresses come in X-Forwarded-For (one per request): without it every request is 127.0.0.1,
      // and the limit of 600 requests a minute an address refused all but the first 600 of a run.
      TRUST_PROXY: '1',
      PLAZA_BENCH_PROBE: probeFile,
    },
  });
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** A Plaza server on a fresh SQLite file with CLIENTS funded members, for the HTTP phases of one run. */
interface HttpRun {
  tokens: string[];
  /** The issue of HTTP_GAME on sale at `at` (epoch ms), if any. */
  issueOnSale: (at: number) => { issue_no: string; sales_close_at: number; draw_at: number } | undefined;
  /** Issues of HTTP_GAME drawn by `at` and not settled yet (the settlement job's backlog). */
  countUnsettled: (at: number) => number;
  /** When the issue was settled (epoch ms), if it was. */
  settledAt: (issueNo: string) => number | null;
  /** The server's own seconds (server-probe.mjs) from `from` to `to` (epoch ms). */
  readServer: (from: number, to: number) => ServerSeconds;
  close: () => Promise<void>;
}

/** What the server process did during a phase, from its probe's lines (bench/server-probe.mjs). */
interface ServerSeconds {
  seconds: number;
  cpuMs: number;
  /** The longest event-loop delay of any of its seconds. */
  delayMaxMs: number;
  /** The median of its seconds' p99 event-loop delay. */
  delayP99Ms: number;
  /** Seconds whose longest event-loop delay passed 50 ms. */
  stalledSeconds: number;
  gcMs: number;
  gcMaxMs: number;
  gcMajor: number;
}

interface ProbeLine {
  at: number;
  cpuMs: number;
  delayP99Ms: number;
  delayMaxMs: number;
  gcMs: number;
  gcMaxMs: number;
  gcMajor: number;
}

function summarizeProbe(file: string, from: number, to: number): ServerSeconds {
  const lines = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as ProbeLine)
        // A line covers the second before its time.
        .filter((line) => line.at > from + 500 && line.at - 1000 < to - 500)
    : [];
  return {
    seconds: lines.length,
    cpuMs: lines.reduce((sum, line) => sum + line.cpuMs, 0),
    delayMaxMs: Math.max(0, ...lines.map((line) => line.delayMaxMs)),
    delayP99Ms: median(lines.map((line) => line.delayP99Ms)),
    stalledSeconds: lines.filter((line) => line.delayMaxMs > 50).length,
    gcMs: lines.reduce((sum, line) => sum + line.gcMs, 0),
    gcMaxMs: Math.max(0, ...lines.map((line) => line.gcMaxMs)),
    gcMajor: lines.reduce((sum, line) => sum + line.gcMajor, 0),
  };
}

async function startHttpRun(): Promise<HttpRun> {
  const database = await freshDatabase('sqlite', { directory: DIRECTORY, prefix: 'plaza_bench_lottery' });
  const handle = openDatabase(database.target);
  const now = Date.now();
  await migrateToLatest(handle);
  await seedDemoDeployment(handle, 'PLAZA', now);
  const members = await addMembers(handle, CLIENTS, now);
  const tokens: string[] = [];
  for (const id of members) {
    const { token } = await runInTransaction(handle, (db) =>
      startSession(db, id, `lotto${id}`, 'bench', { ip: '127.0.0.1', device: 'bench', now }),
    );
    tokens.push(token);
  }
  await scheduleIssues(handle, now, { areas: ['FAST'] });
  await handle.destroy();
  const path = database.target.kind === 'sqlite' ? database.target.path : '';
  const probeFile = `${dirname(path)}/probe.jsonl`;
  const server = await startServer(database.url, probeFile);
  // The server's file read as it goes (WAL: a reader never waits for the writer), for the issue on sale and the
  // settlement's backlog; the server's own job lists the issues ahead.
  const reader = new BetterSqlite3(path, { readonly: true });
  const onSale = reader.prepare<
    [string, number, number],
    { issue_no: string; sales_close_at: number; draw_at: number }
  >(
    `select issue_no, sales_close_at, draw_at from lottery_issue
      where game_code = ? and sales_open_at <= ? and sales_close_at > ? order by draw_at limit 1`,
  );
  const unsettled = reader.prepare<[string, number], { count: number }>(
    `select count(*) as count from lottery_issue where game_code = ? and draw_at <= ? and settled_at is null`,
  );
  const settled = reader.prepare<[string, string], { settled_at: number | null }>(
    'select settled_at from lottery_issue where game_code = ? and issue_no = ?',
  );
  let current: { issue_no: string; sales_close_at: number; draw_at: number } | undefined;
  return {
    tokens,
    issueOnSale: (at) => {
      if (current === undefined || at >= current.sales_close_at) {
        current = onSale.get(HTTP_GAME, at, at);
      }
      return current !== undefined && at < current.sales_close_at ? current : undefined;
    },
    countUnsettled: (at) => unsettled.get(HTTP_GAME, at)?.count ?? 0,
    settledAt: (issueNo) => settled.get(HTTP_GAME, issueNo)?.settled_at ?? null,
    readServer: (from, to) => summarizeProbe(probeFile, from, to),
    close: async () => {
      reader.close();
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await database.drop();
    },
  };
}

/**
 * Waits until the issue on sale has `seconds` of sales left and no drawn issue waits for its settlement, so that a
 * phase neither runs into the sales' close nor shares the server with the settlement of the phase before it (the
 * phase across a draw measures that). Answers the seconds waited.
 */
async function waitForSales(run: HttpRun, seconds: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const now = Date.now();
    const issue = run.issueOnSale(now);
    if (
      issue !== undefined &&
      issue.sales_close_at - now >= seconds * 1000 &&
      run.countUnsettled(now) === 0
    ) {
      return (now - started) / 1000;
    }
    await sleep(100);
  }
}

/** One phase's figures: slips placed, their answer times, the refusals, the server's seconds. */
interface PhaseFigures {
  seconds: number;
  placedSlips: number;
  selections: number;
  /** Sorted answer times of the placed slips, ms. */
  latencies: number[];
  refused: Map<string, number>;
  server: ServerSeconds;
  /** Open loop: how late the bench itself sent (p99, ms), the connections it needed, slips never answered. */
  sendLagP99Ms?: number;
  connections?: number;
  unanswered?: number;
  /** Open loop: seconds into the counted part when the backlog passed two seconds of slips and sending stopped. */
  fellBehindAt?: number;
}

function slipBody(selections: number, issueNo: string, seed: number, requestId: string): string {
  return JSON.stringify({
    gameCode: HTTP_GAME,
    issueNo,
    selections: Array.from({ length: selections }, (_, index) => ({
      betCode: 'ssc_position_digit',
      picks: [[String((seed + index) % 10)], [], [], [], []],
      stake: 100,
    })),
    requestId,
  });
}

/** A unique client address per request: the per-address rate limit is not what this measures (see above). */
function addressOf(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

const WARM_UP_MS = 2_000;
/** How long the bench waits for the answers still due once an open-loop phase has sent its last slip. */
const DRAIN_MS = 30_000;

/**
 * The open loop: slips of `selections` sent at fixed times, `betsPerSecond / selections` a second, whatever the
 * answers do; each on an idle keep-alive connection, a new one when none is idle, so a slow answer never delays the
 * next send. An answer's time counts from the time its slip was due, not from when it went out: a bench (or a
 * server) that falls behind shows in the figures instead of hiding in fewer sends (no coordinated omission).
 */
async function openLoopPhase(
  run: HttpRun,
  label: string,
  selections: number,
  betsPerSecond: number,
  seconds: number,
): Promise<PhaseFigures> {
  const interval = 1000 / (betsPerSecond / selections);
  const total = Math.floor((WARM_UP_MS + seconds * 1000) / interval);
  const idle = Array.from({ length: 16 }, () => new KeepAliveConnection(PORT));
  const open = new Set(idle);
  const latencies: number[] = [];
  const lags: number[] = [];
  const refused = new Map<string, number>();
  let placedSlips = 0;
  let outstanding = 0;
  const begin = performance.now() + 100;
  const countFrom = begin + WARM_UP_MS;
  const wallFrom = Date.now() + 100 + WARM_UP_MS;
  const send = async (index: number, dueAt: number) => {
    let connection = idle.pop();
    if (connection === undefined) {
      connection = new KeepAliveConnection(PORT);
      open.add(connection);
    }
    const body = slipBody(
      selections,
      run.issueOnSale(Date.now())?.issue_no ?? '',
      index,
      `${label}-${index}`,
    );
    outstanding += 1;
    const sentAt = performance.now();
    let answer: string;
    try {
      answer = await connection.post('/lgw/bets', body, {
        authorization: run.tokens[index % run.tokens.length] ?? '',
        'x-forwarded-for': addressOf(index),
      });
    } catch {
      open.delete(connection);
      connection.close();
      refused.set('connection', (refused.get('connection') ?? 0) + 1);
      return;
    } finally {
      outstanding -= 1;
    }
    const answeredAt = performance.now();
    idle.push(connection);
    if (dueAt < countFrom) {
      return;
    }
    lags.push(sentAt - dueAt);
    const parsed = JSON.parse(answer) as { success?: boolean; errorCode?: string };
    if (parsed.success === true) {
      placedSlips += 1;
      latencies.push(answeredAt - dueAt);
    } else {
      const code = parsed.errorCode ?? 'unknown';
      refused.set(code, (refused.get(code) ?? 0) + 1);
    }
  };
  const sends: Promise<void>[] = [];
  // A server that cannot keep up makes the backlog grow for as long as the phase lasts; past two seconds of slips
  // waiting, the phase stops sending and says when (its figures cover what was sent).
  const backlogLimit = Math.max(50, Math.ceil(2000 / interval));
  let fellBehindAt: number | undefined;
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      if (outstanding > backlogLimit) {
        fellBehindAt = (now - countFrom) / 1000;
        resolve();
        return;
      }
      while (next < total && begin + next * interval <= now) {
        sends.push(send(next, begin + next * interval));
        next += 1;
      }
      if (next < total) {
        setTimeout(tick, Math.max(0, begin + next * interval - performance.now()));
      } else {
        resolve();
      }
    };
    setTimeout(tick, 100);
  });
  const wallTo = Date.now();
  const sentSeconds = fellBehindAt === undefined ? seconds : Math.max(fellBehindAt, 0.001);
  await Promise.race([Promise.all(sends), sleep(DRAIN_MS)]);
  const unanswered = outstanding;
  for (const connection of open) {
    connection.close();
  }
  return {
    seconds: sentSeconds,
    placedSlips,
    selections,
    latencies: latencies.sort((left, right) => left - right),
    refused,
    server: run.readServer(wallFrom, wallTo),
    fellBehindAt,
    sendLagP99Ms: quantile(
      lags.sort((left, right) => left - right),
      0.99,
    ),
    connections: open.size,
    unanswered,
  };
}

/**
 * The closed loop (saturation): CLIENTS members each send a slip of SELECTIONS selections as soon as their last
 * one is answered, for SECONDS after the warm-up; an answer's time counts from its send. At saturation this says
 * how many bets a second the server places, not how long a slip takes at a given rate: CLIENTS slips always wait,
 * so the answer time is the queue (Little's law).
 */
async function closedLoopPhase(run: HttpRun): Promise<PhaseFigures> {
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  let placedSlips = 0;
  const warmUpEnd = performance.now() + WARM_UP_MS;
  const end = warmUpEnd + SECONDS * 1000;
  const wallFrom = Date.now() + WARM_UP_MS;
  await Promise.all(
    run.tokens.map(async (token, client) => {
      const connection = new KeepAliveConnection(PORT);
      let sequence = 0;
      while (performance.now() < end) {
        sequence += 1;
        const index = client * 65_536 + sequence;
        const body = slipBody(
          SELECTIONS,
          run.issueOnSale(Date.now())?.issue_no ?? '',
          client + sequence,
          `http-${client}-${sequence}`,
        );
        const before = performance.now();
        const answer = await connection.post('/lgw/bets', body, {
          authorization: token,
          'x-forwarded-for': addressOf(index),
        });
        const after = performance.now();
        const parsed = JSON.parse(answer) as { success?: boolean; errorCode?: string };
        if (before >= warmUpEnd && after <= end) {
          if (parsed.success === true) {
            placedSlips += 1;
            latencies.push(after - before);
          } else {
            const code = parsed.errorCode ?? 'unknown';
            refused.set(code, (refused.get(code) ?? 0) + 1);
          }
        }
      }
      connection.close();
    }),
  );
  return {
    seconds: SECONDS,
    placedSlips,
    selections: SELECTIONS,
    latencies: latencies.sort((left, right) => left - right),
    refused,
    server: run.readServer(wallFrom, Date.now()),
  };
}

function formatMs(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}

/** One line of a phase's figures. */
function describePhase(title: string, figures: PhaseFigures): string {
  const { latencies, server } = figures;
  const betsPerSecond = (figures.placedSlips * figures.selections) / figures.seconds;
  const slips = Math.max(figures.placedSlips, 1);
  const open =
    figures.sendLagP99Ms === undefined
      ? ''
      : `; bench: send lag p99 ${formatMs(figures.sendLagP99Ms)} ms, ${figures.connections ?? 0} connections, ` +
        `${figures.unanswered ?? 0} unanswered` +
        (figures.fellBehindAt === undefined
          ? ''
          : `, FELL BEHIND after ${figures.fellBehindAt.toFixed(1)} s (sending stopped)`);
  return (
    `${title}: ${Math.round(betsPerSecond)} bets/s (${(figures.placedSlips / figures.seconds).toFixed(1)} ` +
    `slips/s); answer p50 ${formatMs(quantile(latencies, 0.5))}, p95 ${formatMs(quantile(latencies, 0.95))}, ` +
    `p99 ${formatMs(quantile(latencies, 0.99))}, max ${formatMs(latencies.at(-1) ?? 0)} ms; ` +
    `refused ${JSON.stringify(Object.fromEntries(figures.refused))}${open}; server: CPU ` +
    `${(server.cpuMs / slips).toFixed(2)} ms a slip (${(server.cpuMs / Math.max(server.seconds, 1) / 10).toFixed(0)} % ` +
    `of a core), event loop delay max ${formatMs(server.delayMaxMs)} ms (p99 ${formatMs(server.delayP99Ms)}, ` +
    `${server.stalledSeconds} of ${server.seconds} s over 50 ms), GC ${server.gcMs.toFixed(0)} ms ` +
    `(${server.gcMajor} major, longest ${formatMs(server.gcMaxMs)} ms)`
  );
}

/** The phases of one run on one server: the open loop per slip size, across a draw if asked, the closed loop. */
async function placeOverHttp(run: number, phases: readonly string[]): Promise<Map<string, PhaseFigures>> {
  const figures = new Map<string, PhaseFigures>();
  const http = await startHttpRun();
  try {
    if (phases.includes('open') || phases.includes('draw')) {
      await warmUp(http);
    }
    if (phases.includes('open')) {
      for (const selections of OPEN_SELECTIONS) {
        const waited = await waitForSales(http, OPEN_SECONDS + WARM_UP_MS / 1000 + 1);
        const title = `open loop, ${RATE} bets/s offered as ${(RATE / selections).toFixed(1)} slips/s of ${selections}`;
        const phase = await openLoopPhase(http, `open${run}-${selections}`, selections, RATE, OPEN_SECONDS);
        figures.set(title, phase);
        log(`${describePhase(title, phase)} (waited ${waited.toFixed(1)} s for a sale window)`);
      }
    }
    if (phases.includes('draw')) {
      // Starts DRAW_LEAD seconds before the sales close: the issue's last seconds of sales, its closed window (slips
      // refused), its draw, and the first seconds of the next issue while the settlement job settles its bets.
      const issue = await waitForClose(http, DRAW_LEAD_SECONDS + WARM_UP_MS / 1000);
      const selections = OPEN_SELECTIONS[0] ?? 20;
      const title = `open loop across a draw, ${RATE} bets/s as slips of ${selections}`;
      const phase = await openLoopPhase(http, `draw${run}`, selections, RATE, DRAW_PHASE_SECONDS);
      figures.set(title, phase);
      const settledAt = http.settledAt(issue.issue_no);
      log(
        `${describePhase(title, phase)}; issue ${issue.issue_no} ` +
          (settledAt === null
            ? 'not settled by the end'
            : `settled ${((settledAt - issue.draw_at) / 1000).toFixed(1)} s after its draw`),
      );
    }
    if (phases.includes('closed')) {
      const waited = await waitForSales(http, SECONDS + WARM_UP_MS / 1000 + 1);
      const title = `closed loop, ${CLIENTS} clients, slips of ${SELECTIONS}`;
      const phase = await closedLoopPhase(http);
      figures.set(title, phase);
      log(`${describePhase(title, phase)} (waited ${waited.toFixed(1)} s for a sale window)`);
    }
  } finally {
    await http.close();
  }
  return figures;
}

/**
 * A server that has just started answers its first slips seconds late (its code compiled on first use, its jobs'
 * first runs): at the open loop's full rate that backlog stopped four phases of five at once. Four clients place
 * slips back to back until a slip is answered within 200 ms, or for 20 s at most; nothing of it is counted.
 */
async function warmUp(run: HttpRun): Promise<void> {
  const until = performance.now() + 20_000;
  let isWarm = false;
  await Promise.all(
    [0, 1, 2, 3].map(async (client) => {
      const connection = new KeepAliveConnection(PORT);
      let sequence = 0;
      while (!isWarm && performance.now() < until) {
        sequence += 1;
        const body = slipBody(
          OPEN_SELECTIONS[0] ?? 20,
          run.issueOnSale(Date.now())?.issue_no ?? '',
          sequence,
          `warm-${client}-${sequence}`,
        );
        const sentAt = performance.now();
        await connection.post('/lgw/bets', body, {
          authorization: run.tokens[client % run.tokens.length] ?? '',
          'x-forwarded-for': addressOf(1_000_000 + client * 4096 + sequence),
        });
        if (sequence > 10 && performance.now() - sentAt < 200) {
          isWarm = true;
        }
      }
      connection.close();
    }),
  );
}

/** Waits until the issue on sale closes in `seconds` (no settlement pending); answers that issue. */
async function waitForClose(
  run: HttpRun,
  seconds: number,
): Promise<{ issue_no: string; sales_close_at: number; draw_at: number }> {
  for (;;) {
    const now = Date.now();
    const issue = run.issueOnSale(now);
    const left = issue === undefined ? 0 : issue.sales_close_at - now;
    if (
      issue !== undefined &&
      left <= seconds * 1000 &&
      left > (seconds - 1) * 1000 &&
      run.countUnsettled(now) === 0
    ) {
      return issue;
    }
    await sleep(left > (seconds + 2) * 1000 ? left - (seconds + 1) * 1000 : 50);
  }
}

async function main(): Promise<void> {
  log(describeMachine(probeMachine('/tmp')));
  const parts = options.only.split(',');
  if (parts.includes('settle')) {
    for (const kind of options.databases.split(',')) {
      const times: { seconds: number; cpuSeconds: number }[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        times.push(await settleOnce(kind));
      }
      log(
        `${kind}: settlement of ${BETS} bets, median of ${RUNS} runs: ` +
          `${median(times.map((time) => time.seconds)).toFixed(2)} s, ` +
          `CPU ${median(times.map((time) => time.cpuSeconds)).toFixed(2)} s`,
      );
    }
  }
  const phases = parts.flatMap((part) => (part === 'http' ? ['open', 'draw', 'closed'] : [part]));
  if (phases.some((phase) => ['open', 'draw', 'closed'].includes(phase))) {
    const runs: Map<string, PhaseFigures>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await placeOverHttp(run, phases));
    }
    for (const title of runs[0]?.keys() ?? []) {
      const each = runs.flatMap((figures) => {
        const phase = figures.get(title);
        return phase === undefined ? [] : [phase];
      });
      log(
        `${title}: median of ${each.length} runs: ` +
          `${Math.round(median(each.map((phase) => (phase.placedSlips * phase.selections) / phase.seconds)))} ` +
          `bets/s, p50 ${formatMs(median(each.map((phase) => quantile(phase.latencies, 0.5))))} ms, ` +
          `p99 ${formatMs(median(each.map((phase) => quantile(phase.latencies, 0.99))))} ms, ` +
          `server CPU ${median(each.map((phase) => phase.server.cpuMs / Math.max(phase.placedSlips, 1))).toFixed(2)} ms a slip`,
      );
    }
  }
  log(describeMachine(probeMachine('/tmp')));
}

await main();
