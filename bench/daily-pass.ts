// The daily pass (rebate, VIP evaluation, points; issue 22, decision 048) for a day of many members and bets, on
// SQLite and PostgreSQL.
//
// Usage: npm run bench:daily-pass -- [--only sqlite|postgres] [--members 100000] [--bets 10000000]
//          [--small-members 10000] [--small-bets 1000000] [--runs 3] [--skip-small] [--skip-full] [--trace]
//          [--keep] [--load-only] [--from <kept database or file>]
//   PostgreSQL: PLAZA_TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
// Per database, in a new database with the demo deployment (its members made with their main wallets): first `--runs` days of the small size (each day's bets
// loaded, then the pass of that day timed: the median of the runs), then one day of the full size. Each day: every
// member bets (a tenth of them deposit), over four game types; 1 % of the bets are cancelled (rolled back) and 1 %
// unsettled, one member in twenty has a vendor round of two bets that cover each other (decision 043), a fifth of
// the bets win twice the stake. Bets are written in SQL (a generated series), the table's indexes dropped during the
// load and made again after it; then the day's totals, as the bet book would have kept them (decision 099). Prints
// each phase of the pass and the total, then a forced rerun of the full day (its finish mark taken off: every batch
// read again, as after a crash before the end) with the time and the amount it paid (0), and the second run of a
// finished day. Removes the databases. With --trace (PostgreSQL), each pass
// also prints its round trips to the database and the statements that took the most of its time. With --keep the
// databases stay (their names printed), to look into. --load-only (with --skip-small: the full day) loads and keeps
// the database without a pass; --from <name> (with --only) then times the full day's pass on a copy of it (a file
// copy, or a PostgreSQL database made from it as a template), so that before and after run on the same rows
// without a load each (a load of 10,000,000 bets takes many minutes).
import { randomBytes } from 'node:crypto';
import { copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { sql } from 'kysely';
import pg from 'pg';

import { openDatabase } from '../server/src/db/database';
import type { DatabaseHandle, Dialect } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemoDeployment } from '../server/src/demo/seed-demo';
import { getDeploymentSettings } from '../server/src/modules/deployment/deployment.service';
import { runDailyPass } from '../server/src/modules/rebate/daily-pass.service';
import type { DailyPassResult } from '../server/src/modules/rebate/daily-pass.service';
import { dropIndexes, FIRST_ID, log } from './bulk-load';
import { describeMachine, probeMachine } from './machine-probe';

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    members: { type: 'string', default: '100000' },
    bets: { type: 'string', default: '10000000' },
    'small-members': { type: 'string', default: '10000' },
    'small-bets': { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '3' },
    'skip-small': { type: 'boolean', default: false },
    'skip-full': { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'load-only': { type: 'boolean', default: false },
    from: { type: 'string' },
  },
});
const DAY_MS = 24 * 60 * 60 * 1000;
const GAME_TYPES = ['RNG', 'LIVE', 'SPORTS', 'FISH'];
/** Bets written per statement of the load. */
const LOAD_CHUNK = 1_000_000;

/**
 * A new database, or with `copyOf` a copy of a loaded one (--from): on SQLite a copy of the file, on PostgreSQL a
 * database made from it as a template.
 */
async function open(
  dialect: Dialect,
  copyOf?: string,
): Promise<{ handle: DatabaseHandle; name: string; drop: () => Promise<void> }> {
  const name = `plaza_bench_pass_${Date.now()}_${randomBytes(3).toString('hex')}`;
  if (dialect === 'sqlite') {
    const path = join(tmpdir(), `${name}.db`);
    if (copyOf !== undefined) {
      copyFileSync(copyOf, path);
    }
    const handle = openDatabase({ kind: 'sqlite', path });
    return {
      handle,
      name: path,
      drop: async () => {
        await handle.destroy();
        for (const suffix of ['', '-wal', '-shm']) {
          rmSync(`${path}${suffix}`, { force: true });
        }
      },
    };
  }
  const adminUrl = process.env.PLAZA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${copyOf === undefined ? '' : ` template ${copyOf}`}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', connectionString: url.toString() }, { poolSize: 8 });
  return {
    handle,
    name,
    drop: async () => {
      await handle.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** `count` numbers from `from`, as a table `n(i)`: a recursive query on SQLite, generate_series on PostgreSQL. */
function series(dialect: Dialect, from: number, count: number) {
  return dialect === 'sqlite'
    ? sql`with recursive n(i) as (select ${sql.lit(from)} union all select i + 1 from n where i < ${sql.lit(from + count - 1)})`
    : sql`with n(i) as (select generate_series(${sql.lit(from)}::bigint, ${sql.lit(from + count - 1)}::bigint))`;
}

/** Members FIRST_ID.. up to `count` (those missing), one in ten with a completed deposit on each `days` day. */
async function loadMembers(handle: DatabaseHandle, count: number, now: number): Promise<void> {
  const have = Number(
    (
      await sql<{
        count: number | string;
      }>`select count(*) as count from member where id >= ${FIRST_ID}`.execute(handle.db)
    ).rows[0]?.count ?? 0,
  );
  if (have >= count) {
    return;
  }
  await sql`${series(handle.dialect, have, count - have)}
    insert into member (id, username, password_hash, type, status, password_changed_at, created_at)
    select ${sql.lit(FIRST_ID)} + i, 'bench' || i, 'x', 0, 'ACTIVE', ${sql.lit(now)}, ${sql.lit(now)} from n`.execute(
    handle.db,
  );
  // Their main wallets: a member who bets has one (deposits land in it), so the pass finds them instead of making
  // them as it pays.
  const currency = (await getDeploymentSettings(handle)).currency.code;
  await sql`${series(handle.dialect, have, count - have)}
    insert into ledger_account (code, kind, owner_id, currency, allow_negative, created_at)
    select 'member:' || (${sql.lit(FIRST_ID)} + i) || ':main', 'member_main', ${sql.lit(FIRST_ID)} + i,
      ${currency}, 0, ${sql.lit(now)} from n`.execute(handle.db);
}

/** One day's bets of `members` members and their deposits (see the header). */
async function loadDay(handle: DatabaseHandle, day: number, members: number, bets: number): Promise<void> {
  const start = day * DAY_MS;
  const definitions = await dropIndexes(handle, 'bet_record');
  for (let from = 0; from < bets; from += LOAD_CHUNK) {
    const count = Math.min(LOAD_CHUNK, bets - from);
    // k: the how-many-th bet of the member that day; the game type turns with it.
    await sql`${series(handle.dialect, from, count)}
      insert into bet_record (member_id, vendor_code, transaction_id, kind, game_code, game_type, round_id, stake,
        payout, win_count, status, day, placed_at, settled_at, is_round_repeat)
      select m, 'DEMO', 'b' || ${sql.lit(day)} || '-' || i, 'bet', 'DEMO_SLOT',
        case (k % 4) when 0 then ${sql.lit(GAME_TYPES[0])} when 1 then ${sql.lit(GAME_TYPES[1])}
          when 2 then ${sql.lit(GAME_TYPES[2])} else ${sql.lit(GAME_TYPES[3])} end,
        case when hedged = 1 then 'h' || ${sql.lit(day)} || '-' || m else 'r' || ${sql.lit(day)} || '-' || i end,
        stake,
        case when hedged = 1 then stake when i % 5 = 0 then 2 * stake else 0 end,
        0,
        case when hedged = 1 then 'settled' when i % 100 = 0 then 'rolled_back' when i % 100 = 1 then 'unsettled'
          else 'settled' end,
        ${sql.lit(day)}, placed,
        case when hedged = 0 and i % 100 = 1 then null else placed end,
        case when hedged = 1 and k = 8 then 1 else 0 end
      from (select i, ${sql.lit(FIRST_ID)} + i % ${sql.lit(members)} as m, i / ${sql.lit(members)} as k,
          1000 + (i % 7) * 100 as stake, ${sql.lit(start)} + (i * ${sql.lit(Math.floor(DAY_MS / bets))}) as placed,
          case when (i / ${sql.lit(members)} = 4 or i / ${sql.lit(members)} = 8) and i % ${sql.lit(members)} % 20 = 0
            then 1 else 0 end as hedged
        from n) as bets`.execute(handle.db);
    log(`  ${from + count} bets`);
  }
  for (const definition of definitions) {
    await sql.raw(definition).execute(handle.db);
  }
  // The day's totals, as the bet book keeps them when each bet is placed and settled (not part of the pass).
  await sql`insert into bet_daily_total (member_id, day, vendor_code, game_type, bet_count, stake, valid_bet,
      payout, profit, settled_stake)
    select member_id, day, vendor_code, game_type, sum(case when kind = 'bet' then 1 else 0 end), sum(stake),
      sum(case when status = 'rolled_back' then 0 else stake end), sum(payout),
      sum(case when status = 'unsettled' then 0 when status = 'rolled_back' then payout else payout - stake end),
      sum(case when status = 'settled' and kind = 'bet' then stake else 0 end)
    from bet_record
    where day = ${sql.lit(day)}
    group by member_id, day, vendor_code, game_type`.execute(handle.db);
  await sql`${series(handle.dialect, 0, Math.ceil(members / 10))}
    insert into deposit (member_id, channel_code, amount, status, created_at, updated_at)
    select ${sql.lit(FIRST_ID)} + i * 10, 'SANDBOX', 600000, 'COMPLETED', ${sql.lit(start + DAY_MS / 2)},
      ${sql.lit(start + DAY_MS / 2)} from n`.execute(handle.db);
  await sql`analyze`.execute(handle.db);
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function describe(result: DailyPassResult, totalMs: number, cpuMs: number): string {
  const phases = Object.entries(result.phases)
    .map(([phase, ms]) => `${phase} ${seconds(ms)} s`)
    .join(', ');
  return `total ${seconds(totalMs)} s (${phases}), bench process CPU ${seconds(cpuMs)} s; ${result.membersEvaluated} members evaluated, rebate paid ${result.rebatePaid}, points credited ${result.pointsCredited}`;
}

/**
 * --trace on PostgreSQL: every query text a pg client sends (a statement, or a statement list in one text) with
 * the time until its answer, by the heads of its statements (a prepared statement by its name, whose text is
 * printed apart) with their numbers left out.
 */
const traced = new Map<string, { count: number; ms: number }>();
const preparedTexts = new Map<string, string>();

function traceKey(text: string): string {
  const heads = text.split(';\n').map((part) => {
    const prepared = /^prepare (plaza_\d+_list) as (.*)$/s.exec(part);
    if (prepared !== null) {
      preparedTexts.set(prepared[1] ?? '', (prepared[2] ?? '').replace(/\s+/g, ' ').slice(0, 150));
      return `prepare ${prepared[1] ?? ''}`;
    }
    const executed = /^execute (plaza_\d+_list)/.exec(part);
    return executed === null
      ? part.replace(/\s+/g, ' ').replace(/\d+/g, 'n').slice(0, 90)
      : (executed[1] ?? '');
  });
  return heads.join(' ; ').slice(0, 160);
}

if (options.trace) {
  const send: unknown = Reflect.get(pg.Client.prototype, 'query');
  if (typeof send !== 'function') {
    throw new TypeError('pg: no Client.prototype.query to trace');
  }
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]): unknown {
    const [first] = args;
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    const answer: unknown = Reflect.apply(send, this, args);
    if (answer instanceof Promise) {
      const started = performance.now();
      const key = traceKey(text);
      void answer.then(
        () => {
          const entry = traced.get(key) ?? { count: 0, ms: 0 };
          entry.count += 1;
          entry.ms += performance.now() - started;
          traced.set(key, entry);
        },
        () => undefined,
      );
    }
    return answer;
  } as typeof pg.Client.prototype.query;
}

function logTrace(): void {
  if (traced.size === 0) {
    return;
  }
  const entries = [...traced].sort(([, a], [, b]) => b.ms - a.ms);
  const trips = entries.reduce((total, [, entry]) => total + entry.count, 0);
  const ms = entries.reduce((total, [, entry]) => total + entry.ms, 0);
  log(`  ${trips} round trips, ${seconds(ms)} s waiting for the database; the longest:`);
  for (const [text, entry] of entries.slice(0, 16)) {
    log(`  ${(entry.ms / 1000).toFixed(2).padStart(7)} s ${String(entry.count).padStart(6)}× ${text}`);
  }
  for (const [name, text] of preparedTexts) {
    log(`  ${name}: ${text}`);
  }
  traced.clear();
}

async function timePass(handle: DatabaseHandle, day: number, now: number) {
  // The machine is shared: its speed just before, to read the figure by.
  log(describeMachine(probeMachine(tmpdir())));
  traced.clear();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await runDailyPass(handle, day, now);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  logTrace();
  return { result, ms, cpuMs: (used.user + used.system) / 1000 };
}

/**
 * --from: the pass of the full-size day of a database that --load-only left, on a copy of it (removed after), so that
 * two versions of the pass run on the same rows without loading them again; then its forced rerun and second run.
 * The schema is left as it is (no migration: the copy may hold migrations the version run does not know).
 */
async function benchCopy(dialect: Dialect, source: string): Promise<void> {
  const started = performance.now();
  const { handle, drop } = await open(dialect, source);
  try {
    log(`${dialect}: copied ${source} in ${seconds(performance.now() - started)} s`);
    const row = await sql<{ day: number | string }>`select day from bet_record group by day
      order by count(*) desc limit 1`.execute(handle.db);
    const day = Number(row.rows[0]?.day ?? 0);
    await runFullDay(handle, dialect, day, Date.now());
  } finally {
    await drop();
  }
}

/** The full-size day's pass, its forced rerun (finish mark taken off) and the second run of the finished day. */
async function runFullDay(handle: DatabaseHandle, dialect: Dialect, day: number, now: number): Promise<void> {
  const { result, ms, cpuMs } = await timePass(handle, day, now + 100);
  log(`${dialect} full: ${describe(result, ms, cpuMs)}`);
  await handle.db.updateTable('daily_pass').set({ finished_at: null }).where('day', '=', day).execute();
  const rerun = await timePass(handle, day, now + 101);
  log(
    `${dialect} full, forced rerun (finish mark taken off): ${describe(rerun.result, rerun.ms, rerun.cpuMs)}`,
  );
  const again = await timePass(handle, day, now + 102);
  log(
    `${dialect} full, second run of the finished day: ${seconds(again.ms)} s, skipped ${String(again.result.isSkipped)}`,
  );
}

async function benchDatabase(dialect: Dialect): Promise<void> {
  const { handle, name, drop } = await open(dialect);
  try {
    await migrateToLatest(handle);
    const now = Date.now();
    await seedDemoDeployment(handle, 'PLAZA', now);
    const today = Math.floor(now / DAY_MS);
    const runs = Number(options.runs);
    // Days far enough back that the demo's own days are left alone; one day per run.
    let day = today - 40;
    if (!options['skip-small']) {
      const members = Number(options['small-members']);
      const bets = Number(options['small-bets']);
      await loadMembers(handle, members, now);
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1, day += 1) {
        const started = performance.now();
        await loadDay(handle, day, members, bets);
        log(
          `${dialect} small day ${run + 1}: ${members} members, ${bets} bets loaded in ${seconds(performance.now() - started)} s`,
        );
        const { result, ms, cpuMs } = await timePass(handle, day, now + run);
        times.push(ms);
        log(`${dialect} small day ${run + 1}: ${describe(result, ms, cpuMs)}`);
      }
      log(
        `${dialect} small (${members} members, ${bets} bets): median ${seconds(median(times))} s of ${runs} runs (${times.map(seconds).join(', ')})`,
      );
    }
    if (!options['skip-full']) {
      const members = Number(options.members);
      const bets = Number(options.bets);
      day += 1;
      const started = performance.now();
      await loadMembers(handle, members, now);
      await loadDay(handle, day, members, bets);
      log(
        `${dialect} full: ${members} members, ${bets} bets loaded in ${seconds(performance.now() - started)} s`,
      );
      if (!options['load-only']) {
        await runFullDay(handle, dialect, day, now);
      }
    }
  } finally {
    if (options.keep || options['load-only']) {
      log(`${dialect}: kept ${handle.dialect === 'sqlite' ? 'the file' : 'the database'} ${name}`);
      await handle.destroy();
    } else {
      await drop();
    }
  }
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (options.only === undefined || options.only === dialect) {
    await (options.from === undefined ? benchDatabase(dialect) : benchCopy(dialect, options.from));
  }
}
