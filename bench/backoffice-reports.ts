// bench:backoffice — the back office's dashboard and reports on a large site (issue 24, decision 068). Builds, on
// SQLite, the demo deployment filled with --members members, --transfers ledger transfers over --days report days
// (bets and wins most of them; deposits, withdrawals paid, bonuses) and each member's daily bet totals on
// --active-days of those days (600,000 rows by default). Serves the app over HTTP on --port without its jobs, then
// times GET /ops/dashboard (30 days), /ops/reports/daily (90 days) and /ops/reports/members (30 days), median of
// --runs each: first "before", every day read from its rows (the daily summary empty, as main reads them), then
// after one run of the daily summary job (its own time printed), "after"; then the member report with and without
// its members' window (decision 075), alternated, wall and CPU time. Checks that all answer the same.
//
// Usage: npm run bench:backoffice -- [--members 20000] [--transfers 2000000] [--days 90] [--active-days 30]
//        [--runs 7] [--port 4420] [--reuse]   (keep the data of the last build: .tmp/bench-backoffice/reports.db)
//        [--main-index]   ("before" with main's ledger index by kind and time, 0062, made for it and dropped after)
//        [--skip-before]  (no "before": the summary's calls, and the member report with and without its window)
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';

import { openDatabase } from '../server/src/db/database';
import type { DatabaseHandle } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemoDeployment } from '../server/src/demo/seed-demo';
import { buildApp } from '../server/src/app';
import { toReportDay } from '../server/src/modules/bets/bets.service';
import {
  selectSummaryState,
  upsertSummaryState,
} from '../server/src/modules/reports/report-summary.repository';
import { runDailySummary } from '../server/src/modules/reports/report-summary.service';
import { loginTestOperator } from '../server/src/test/operator-client';
import { buildTree, dropIndexes, FIRST_ID, log, writeTree } from './bulk-load';
import { describeMachine, median, probeMachine } from './machine-probe';

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '20000' },
    transfers: { type: 'string', default: '2000000' },
    days: { type: 'string', default: '90' },
    'active-days': { type: 'string', default: '30' },
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '4420' },
    reuse: { type: 'boolean', default: false },
    'main-index': { type: 'boolean', default: false },
    'skip-before': { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(options.members);
const TRANSFERS = Number(options.transfers);
const DAYS = Number(options.days);
const ACTIVE_DAYS = Number(options['active-days']);
const RUNS = Number(options.runs);
const PORT = Number(options.port);
const DIRECTORY = '.tmp/bench-backoffice';
const SQLITE_PATH = `${DIRECTORY}/reports.db`;
const DAY_MS = 86_400_000;
const FIRST_TRANSFER_ID = 100_000_000;
const BATCH = 100_000;

/** Each member's main account, a payment channel and the house, in the ledger's accounts. */
async function writeAccounts(handle: DatabaseHandle, now: number): Promise<void> {
  await sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${MEMBERS - 1})
    insert into ledger_account (id, code, kind, owner_id, currency, balance, allow_negative, created_at)
    select ${FIRST_ID} + i, 'bench:member:' || (${FIRST_ID} + i), 'member_main', ${FIRST_ID} + i, 'CNY', 0, 0, ${now}
    from n`.execute(handle.db);
  await sql`insert into ledger_account (id, code, kind, owner_id, currency, balance, allow_negative, created_at)
    values (${FIRST_ID - 1}, 'bench:channel', 'payment_channel', null, 'CNY', 0, 1, ${now}),
      (${FIRST_ID - 2}, 'bench:house', 'house', null, 'CNY', 0, 1, ${now})`.execute(handle.db);
}

/**
 * Transfers in id and time order over the days, a batch a transaction, drawn from their id (a multiplicative hash:
 * SQLite would draw random() again at each use of a column of a view): 94 % bets and wins between a member and the
 * house, 3.4 % deposits, 1.6 % withdrawals paid to the channel, 1 % bonuses.
 */
async function writeTransfers(handle: DatabaseHandle, now: number): Promise<void> {
  // Integers written as literals: bound, SQLite would take them as REAL and the times would have fractions.
  const start = now - DAYS * DAY_MS;
  const span = now - 60_000 - start;
  for (let first = 0; first < TRANSFERS; first += BATCH) {
    const count = Math.min(BATCH, TRANSFERS - first);
    const member = sql`${FIRST_ID} + (r % ${MEMBERS})`;
    await handle.db.transaction().execute(async (trx) => {
      await sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${count - 1}),
        drawn(i, r) as (select ${sql.lit(first)} + i, (${sql.lit(first)} + i) * 2654435761 % 4294967291 from n),
        typed(i, r, kind) as (select i, r, case when r / 7 % 500 < 17 then 'deposit'
          when r / 7 % 500 < 25 then 'withdrawal' when r / 7 % 500 < 30 then 'bonus'
          when r / 7 % 2 = 0 then 'bet' else 'win' end from drawn)
        insert into ledger_transfer (id, idempotency_key, kind, reference, batch_id, debit_account_id,
          credit_account_id, amount, debit_balance_after, credit_balance_after, payload_hash, metadata, created_at)
        select ${FIRST_TRANSFER_ID} + i, 'bench:' || i, kind, 'bench:' || i, 'bench:' || i,
          case kind when 'deposit' then ${FIRST_ID - 1} when 'win' then ${FIRST_ID - 2}
            when 'bonus' then ${FIRST_ID - 2} else ${member} end,
          case kind when 'deposit' then ${member} when 'withdrawal' then ${FIRST_ID - 1}
            when 'bet' then ${FIRST_ID - 2} else ${member} end,
          100 * (1 + r / 100 % 500), 0, 0, '', '{}',
          ${sql.lit(start)} + i * ${sql.lit(span)} / ${sql.lit(TRANSFERS)}
        from typed`.execute(trx);
    });
    log(`transfers: ${first + count}`);
  }
}

/** Each member's daily totals on ACTIVE_DAYS of the DAYS days (a window that moves with the member). */
async function writeDailyTotals(handle: DatabaseHandle, now: number): Promise<void> {
  const today = toReportDay(now, 0);
  for (let offset = 0; offset < ACTIVE_DAYS; offset += 1) {
    await sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${MEMBERS - 1})
      insert into bet_daily_total (member_id, day, vendor_code, game_type, bet_count, stake, valid_bet, payout,
        profit)
      select ${FIRST_ID} + i, ${today} - (i * 7 + ${offset} * 3) % ${DAYS},
        case i % 4 when 0 then 'DEMO' when 1 then 'BGS' when 2 then 'EVO' else 'SBO' end,
        case i % 4 when 0 then 'RNG' when 1 then 'RNG' when 2 then 'LIVE' else 'SPORTS' end,
        1 + i % 20, 1000 * (1 + i % 20), 1000 * (1 + i % 20), 900 * (1 + i % 20), -100 * (1 + i % 20)
      from n where true
      on conflict (member_id, day, vendor_code, game_type) do update set bet_count = bet_daily_total.bet_count + 1`.execute(
      handle.db,
    );
  }
  log(`daily totals: ${MEMBERS * ACTIVE_DAYS}`);
}

async function build(handle: DatabaseHandle, now: number): Promise<void> {
  const started = performance.now();
  await migrateToLatest(handle);
  await seedDemoDeployment(handle, 'PLAZA');
  await writeTree(handle, buildTree(MEMBERS, 68), { firstAt: now - (DAYS + 30) * DAY_MS, now });
  await writeAccounts(handle, now);
  const indexes = await dropIndexes(handle, 'ledger_transfer');
  await writeTransfers(handle, now);
  for (const statement of indexes) {
    await sql.raw(statement).execute(handle.db);
  }
  await writeDailyTotals(handle, now);
  await sql`analyze`.execute(handle.db);
  log(`built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function count(handle: DatabaseHandle, table: 'ledger_transfer' | 'bet_daily_total'): Promise<number> {
  const row = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const CALLS = [
  { name: 'GET /ops/dashboard (30 days)', path: '/ops/dashboard' },
  { name: 'GET /ops/reports/daily (90 days)', path: `/ops/reports/daily?from=FROM90&to=TODAY&pageSize=31` },
  { name: 'GET /ops/reports/members (30 days)', path: '/ops/reports/members' },
];

/** Each call RUNS times in turn over HTTP: the medians and ranges, and the last answers (their clocks left out). */
async function measure(token: string, now: number) {
  const today = new Date(now).toISOString().slice(0, 10);
  const from90 = new Date(now - (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const times = CALLS.map(() => [] as number[]);
  const answers: unknown[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, call] of CALLS.entries()) {
      const started = performance.now();
      const response = await fetch(
        `http://127.0.0.1:${PORT}${call.path.replace('FROM90', from90).replace('TODAY', today)}`,
        { headers: { authorization: token } },
      );
      const body = (await response.json()) as { success: boolean; value: { summarizedAt?: unknown } };
      times[index]?.push(performance.now() - started);
      if (!body.success) {
        throw new Error(`${call.name}: ${JSON.stringify(body)}`);
      }
      const { summarizedAt: _clock, ...value } = body.value;
      answers[index] = value;
    }
  }
  return { times, answers };
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

/**
 * The member report's default range on the summary, with its members' window (decision 075) and without it (each
 * member's days read, as decision 068 left it), alternated RUNS times: wall time and the process's CPU time per call
 * (the server answers in this process), and whether both answer the same.
 */
async function compareMembersWindow(handle: DatabaseHandle, token: string) {
  const lastDay = await selectSummaryState(handle.db, 'member-window');
  if (lastDay === undefined) {
    throw new Error('the daily summary made no members window');
  }
  const figures = {
    with: { wall: [] as number[], cpu: [] as number[] },
    without: { wall: [] as number[], cpu: [] as number[] },
  };
  const answers = new Map<boolean, string>();
  for (let run = 0; run < RUNS; run += 1) {
    for (const useWindow of [true, false]) {
      if (useWindow) {
        await upsertSummaryState(handle.db, 'member-window', lastDay);
      } else {
        await handle.db.deleteFrom('report_summary_state').where('name', '=', 'member-window').execute();
      }
      const cpu = process.cpuUsage();
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${PORT}/ops/reports/members`, {
        headers: { authorization: token },
      });
      const body = (await response.json()) as { success: boolean; value: { summarizedAt?: unknown } };
      const used = process.cpuUsage(cpu);
      const into = useWindow ? figures.with : figures.without;
      into.wall.push(performance.now() - started);
      into.cpu.push((used.user + used.system) / 1000);
      if (!body.success) {
        throw new Error(`GET /ops/reports/members: ${JSON.stringify(body)}`);
      }
      const { summarizedAt: _clock, ...value } = body.value;
      answers.set(useWindow, JSON.stringify(value));
    }
  }
  await upsertSummaryState(handle.db, 'member-window', lastDay);
  return { ...figures, isSame: answers.get(true) === answers.get(false) };
}

async function main(): Promise<void> {
  const machine = probeMachine(DIRECTORY);
  const now = Date.now();
  const fresh = !options.reuse || !existsSync(SQLITE_PATH);
  if (fresh) {
    rmSync(DIRECTORY, { recursive: true, force: true });
  }
  mkdirSync(DIRECTORY, { recursive: true });
  const handle = openDatabase({ kind: 'sqlite', path: SQLITE_PATH }, { poolSize: 4 });
  if (fresh) {
    await build(handle, now);
  } else {
    await migrateToLatest(handle);
  }
  // "Before": nothing summarized, every figure read from its rows.
  for (const table of [
    'report_day',
    'report_day_play',
    'report_member_day',
    'report_member_last',
    'report_member_window',
    'report_day_money',
    'report_summary_state',
  ] as const) {
    await handle.db.deleteFrom(table).execute();
  }
  const app = await buildApp({ database: handle, logLevel: 'silent' });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  try {
    const token = await loginTestOperator(app);
    console.log(
      `bench:backoffice — ${(await count(handle, 'ledger_transfer')).toLocaleString('en')} ledger transfers, ` +
        `${(await count(handle, 'bet_daily_total')).toLocaleString('en')} daily bet rows, ${MEMBERS.toLocaleString('en')} ` +
        `members over ${DAYS} days; SQLite over HTTP, median of ${RUNS} (min–max)` +
        (options['main-index'] ? '; before with the ledger index of 0062' : ''),
    );
    console.log(`at the start, ${describeMachine(machine)}`);
    if (options['main-index']) {
      await sql`create index ledger_transfer_kind_time on ledger_transfer (kind, created_at, amount, credit_account_id)`.execute(
        handle.db,
      );
    }
    // --skip-before: no "before" (minutes at full size when only the members' window is compared).
    const before = options['skip-before']
      ? { times: CALLS.map(() => [] as number[]), answers: [] as unknown[] }
      : await measure(token, now);
    if (options['main-index']) {
      await sql`drop index ledger_transfer_kind_time`.execute(handle.db);
    }
    let started = performance.now();
    const first = await runDailySummary(handle);
    const firstMs = performance.now() - started;
    started = performance.now();
    await runDailySummary(handle);
    const secondMs = performance.now() - started;
    const after = await measure(token, now);
    const window = await compareMembersWindow(handle, token);
    for (const [index, call] of CALLS.entries()) {
      const b = before.times[index] ?? [];
      const a = after.times[index] ?? [];
      if (b.length === 0) {
        console.log(
          `${call.name.padEnd(36)} after ${ms(median(a))} (${ms(Math.min(...a))}–${ms(Math.max(...a))})`,
        );
        continue;
      }
      console.log(
        `${call.name.padEnd(36)} before ${ms(median(b)).padStart(9)} (${ms(Math.min(...b))}–${ms(Math.max(...b))})` +
          `   after ${ms(median(a)).padStart(7)} (${ms(Math.min(...a))}–${ms(Math.max(...a))})` +
          `   same answer: ${JSON.stringify(before.answers[index]) === JSON.stringify(after.answers[index]) ? 'yes' : 'NO'}`,
      );
    }
    for (const [label, figures] of [
      ["without the members' window (068)", window.without],
      ["with the members' window (075)", window.with],
    ] as const) {
      console.log(
        `GET /ops/reports/members (30 days) ${label}: ${ms(median(figures.wall))} ` +
          `(${ms(Math.min(...figures.wall))}–${ms(Math.max(...figures.wall))}), ` +
          `CPU ${ms(median(figures.cpu))} (${ms(Math.min(...figures.cpu))}–${ms(Math.max(...figures.cpu))})`,
      );
    }
    console.log(`   same answer with and without the window: ${window.isSame ? 'yes' : 'NO'}`);
    console.log(
      `daily summary job: first run ${ms(firstMs)} (${first.days.length} days, ${first.transfers.toLocaleString('en')} ` +
        `transfers), next run ${ms(secondMs)}`,
    );
    console.log(`at the end, ${describeMachine(probeMachine(DIRECTORY))}`);
  } finally {
    await app.close();
    await handle.destroy();
  }
}

await main();
