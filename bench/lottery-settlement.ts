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
// 2. Placement over HTTP, on SQLite: a Plaza server in a second process; --clients members each place slips of one
//    selection (--selections: of that many, a grouped ticket) back to back (POST /lgw/bets with a session token)
//    for --seconds; prints bets/s, slips/s and p50/p99 per slip.
//
// Usage: npm run bench:lottery -- [--bets 1000000] [--members 1000] [--runs 3] [--only settle,http]
//        [--databases sqlite,pg] [--clients 32] [--seconds 15] [--selections 1] [--profile-server <dir>]
//        [--port 4221]
//
// The settlement prints its wall time and this process's CPU time (user + system, every thread): on a machine
// shared with other work the CPU time moves less with the load (PostgreSQL's own CPU is not in it).
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
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

/** Builds one issue with BETS open bets; settles it, then settles it again. Answers the settlement's seconds. */
async function settleOnce(kind: string): Promise<{ seconds: number; cpuSeconds: number }> {
  const database = await freshDatabase(kind, { directory: DIRECTORY, prefix: 'plaza_bench_lottery' });
  const handle = openDatabase(database.target, { poolSize: 4 });
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

function startServer(databaseUrl: string): Promise<ChildProcess> {
  return startServerProcess({
    port: PORT,
    nodeArguments:
      options['profile-server'] === undefined
        ? []
        : ['--cpu-prof', '--cpu-prof-dir', options['profile-server']],
    attempts: 600,
    environment: {
      DATABASE_URL: databaseUrl,
      MERCHANT: 'PLAZA',
      LOG_LEVEL: 'warn',
      WEB_DIST: `${DIRECTORY}/no-web`,
      // The clients' addresses come in X-Forwarded-For (one per request): without it every request is 127.0.0.1,
      // and the limit of 600 requests a minute an address refused all but the first 600 of a run.
      TRUST_PROXY: '1',
    },
  });
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

/** Slips of SELECTIONS selections placed back to back by each client over HTTP; answers bets/s, p50, p99 and failures. */
async function placeOverHttp(): Promise<{
  perSecond: number;
  p50: number;
  p99: number;
  failures: Map<string, number>;
}> {
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
  // The issues on sale during the run: each slip names the one on sale when it is sent.
  const issues = await listGameIssueRows(handle, HTTP_GAME, now, Math.ceil(SECONDS / 60) + 20);
  const issueAt = (at: number) =>
    issues.find((issue) => issue.sales_open_at <= at && at < issue.sales_close_at)?.issue_no ?? '';
  await handle.destroy();
  const server = await startServer(database.url);
  try {
    const latencies: number[] = [];
    const failures = new Map<string, number>();
    let placed = 0;
    const warmUpEnd = performance.now() + 2_000;
    const end = warmUpEnd + SECONDS * 1000;
    await Promise.all(
      tokens.map(async (token, client) => {
        const connection = new KeepAliveConnection(PORT);
        let sequence = 0;
        while (performance.now() < end) {
          sequence += 1;
          const body = JSON.stringify({
            gameCode: HTTP_GAME,
            issueNo: issueAt(Date.now()),
            selections: Array.from({ length: SELECTIONS }, (_, index) => ({
              betCode: 'ssc_position_digit',
              picks: [[String((client + sequence + index) % 10)], [], [], [], []],
              stake: 100,
            })),
            requestId: `http-${client}-${sequence}`,
          });
          const before = performance.now();
          const address = `10.${client}.${(sequence >> 8) & 255}.${sequence & 255}`;
          const answer = await connection.post('/lgw/bets', body, {
            authorization: token,
            'x-forwarded-for': address,
          });
          const after = performance.now();
          const parsed = JSON.parse(answer) as { success?: boolean; errorCode?: string };
          if (before >= warmUpEnd && after <= end) {
            if (parsed.success === true) {
              placed += SELECTIONS;
              latencies.push(after - before);
            } else {
              const code = parsed.errorCode ?? 'unknown';
              failures.set(code, (failures.get(code) ?? 0) + 1);
            }
          }
        }
        connection.close();
      }),
    );
    const sorted = latencies.sort((left, right) => left - right);
    return { perSecond: placed / SECONDS, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), failures };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database.drop();
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
  if (parts.includes('http')) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const figures = await placeOverHttp();
      runs.push(figures);
      log(
        `http (sqlite, ${CLIENTS} clients, ${SELECTIONS} selections a slip): ${Math.round(figures.perSecond)} ` +
          `bets/s (${(figures.perSecond / SELECTIONS).toFixed(1)} slips/s), p50 ${figures.p50.toFixed(
            1,
          )} ms, p99 ${figures.p99.toFixed(1)} ms; refused: ${JSON.stringify(Object.fromEntries(figures.failures))}`,
      );
    }
    log(
      `http (sqlite): median of ${RUNS} runs: ${Math.round(median(runs.map((run) => run.perSecond)))} bets/s, ` +
        `p99 ${median(runs.map((run) => run.p99)).toFixed(1)} ms`,
    );
  }
  log(describeMachine(probeMachine('/tmp')));
}

await main();
