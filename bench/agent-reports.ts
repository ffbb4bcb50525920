// bench:agents — the agent center's reports on a large tree (issue 19). Builds, on SQLite and on PostgreSQL, a tree
// of --members members (depth up to 8 below four top agents, one of them with most of the tree) and --bets bet
// records over --days report days, sums them into the daily totals the betting record reads, and runs the team
// figures job's own code (rebuildTeamFiguresBetween) over every day. Then times the agent center's service calls
// (the ones its routes make): the team overview of the top agent and of a mid-level agent for today, this month and
// 90 days; the downline list's first and a deep page; team betting's first page. Prints p50/p95 per call over
// --runs rounds (each round runs every call once, in turn).
//
// Usage: npm run bench:agents -- [--members 100000] [--bets 10000000] [--days 90] [--runs 30] [--only sqlite|pg]
//        [--reuse]   (keep the data of the last build: /tmp/plaza-bench-agents/agents.db, database plaza_bench_agents)
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';

import { downlineQuerySchema, teamBetQuerySchema, teamOverviewQuerySchema } from '../contracts/src/agents';

import type { DatabaseTarget } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import type { DatabaseHandle } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemoDeployment } from '../server/src/demo/seed-demo';
import { findMemberById } from '../server/src/modules/accounts/members.service';
import {
  getTeamOverview,
  listDownline,
  listTeamBets,
} from '../server/src/modules/agents/agent-center.service';
import { rebuildTeamFiguresBetween } from '../server/src/modules/agents/team-figures.service';
import { formatReportDay, reportDayStart, toReportDay } from '../server/src/modules/bets/bets.service';
import { getDeploymentSettings } from '../server/src/modules/deployment/deployment.service';
import { buildTree, dropIndexes, FIRST_ID, log, writeTree } from './bulk-load';
import { describeMachine, probeMachine } from './machine-probe';

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    bets: { type: 'string', default: '10000000' },
    days: { type: 'string', default: '90' },
    runs: { type: 'string', default: '30' },
    only: { type: 'string' },
    reuse: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(options.members);
const BETS = Number(options.bets);
const DAYS = Number(options.days);
const RUNS = Number(options.runs);
const SQLITE_PATH = '/tmp/plaza-bench-agents/agents.db';
const PG_NAME = 'plaza_bench_agents';
const POSTGRES_ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const FIRST_BET_ID = 100_000_000;
const DAY_MS = 86_400_000;

/**
 * One day's bets (ids in placing order) and the daily totals they make, in one transaction: each bet's member,
 * vendor, stake and win drawn in SQL. About a third of the members bet on a day, a window that moves day by day.
 */
async function writeDay(
  handle: DatabaseHandle,
  day: { day: number; start: number; span: number; firstBetId: number; count: number; shift: number },
): Promise<void> {
  const active = Math.floor(MEMBERS / 3);
  const fields = sql`${FIRST_ID} + ((r % ${active}) + ${day.shift}) % ${MEMBERS},
      case r / 7 % 4 when 0 then 'DEMO' when 1 then 'BGS' when 2 then 'EVO' else 'SBO' end,
      'bench-' || cast(${day.firstBetId} + i as varchar(20)), 'bet',
      case r / 7 % 4 when 0 then 'demo-slot' when 1 then 'bgs-mines' when 2 then 'baccarat' else 'soccer' end,
      case r / 7 % 4 when 0 then 'RNG' when 1 then 'RNG' when 2 then 'LIVE' else 'SPORTS' end,
      'round-' || cast(${day.firstBetId} + i as varchar(20)),
      100 * (1 + r / 100 % 50),
      case when r / 10000 % 5 < 2 then 2 * 100 * (1 + r / 100 % 50) else 0 end,
      case when r / 10000 % 5 < 2 then 1 else 0 end, 'settled', ${day.day},
      cast(${day.start} as bigint) + i * cast(${day.span} as bigint) / ${day.count},
      cast(${day.start} as bigint) + i * cast(${day.span} as bigint) / ${day.count} + 60000`;
  const columns = sql`id, member_id, vendor_code, transaction_id, kind, game_code, game_type, round_id, stake,
    payout, win_count, status, day, placed_at, settled_at`;
  await handle.db.transaction().execute(async (trx) => {
    if (handle.dialect === 'sqlite') {
      await sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${day.count - 1}),
        drawn(i, r) as (select i, abs(random()) from n)
        insert into bet_record (${columns}) select ${day.firstBetId} + i, ${fields} from drawn`.execute(trx);
    } else {
      await sql`insert into bet_record (${columns})
        select ${day.firstBetId} + i, ${fields}
        from (select i, floor(random() * 2147483647)::bigint as r
          from generate_series(0, ${day.count - 1}) as n(i)) drawn`.execute(trx);
    }
    await sql`insert into bet_daily_total (member_id, day, vendor_code, game_type, bet_count, stake, valid_bet,
        payout, profit)
      select member_id, day, vendor_code, game_type, count(*), sum(stake), sum(stake), sum(payout),
        sum(payout - stake)
      from bet_record where id >= ${day.firstBetId} and id < ${day.firstBetId + day.count}
      group by member_id, day, vendor_code, game_type`.execute(trx);
  });
}

async function build(handle: DatabaseHandle, now: number): Promise<void> {
  let started = performance.now();
  await migrateToLatest(handle);
  await seedDemoDeployment(handle, 'PLAZA');
  if (handle.dialect === 'sqlite') {
    // This database only: its writes need not survive a power loss.
    await sql`pragma synchronous = OFF`.execute(handle.db);
    await sql`pragma cache_size = -1000000`.execute(handle.db);
  }
  await writeTree(handle, buildTree(MEMBERS, 19), { firstAt: now - (DAYS + 90) * DAY_MS, now });
  log(`members written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  const offset = (await getDeploymentSettings(handle)).reportUtcOffsetMinutes;
  const today = toReportDay(now, offset);
  const indexes = await dropIndexes(handle, 'bet_record');
  let firstBetId = FIRST_BET_ID;
  for (let index = 0; index < DAYS; index += 1) {
    const day = today - DAYS + 1 + index;
    const start = reportDayStart(day, offset);
    const count = Math.floor(BETS / DAYS);
    await writeDay(handle, {
      day,
      start,
      span: Math.min(DAY_MS, now - start),
      firstBetId,
      count,
      shift: (day * 7717) % MEMBERS,
    });
    firstBetId += count;
    if (index % 10 === 9) {
      log(`bets: ${index + 1} days, ${firstBetId - FIRST_BET_ID} rows`);
    }
  }
  log(`bets written in ${((performance.now() - started) / 1000).toFixed(1)} s; indexing`);
  started = performance.now();
  for (const definition of indexes) {
    await sql.raw(definition).execute(handle.db);
  }
  if (handle.dialect === 'postgres') {
    await sql`vacuum analyze`.execute(handle.db);
  }
  log(`indexes made in ${((performance.now() - started) / 1000).toFixed(1)} s; team figures job`);
  started = performance.now();
  await rebuildTeamFiguresBetween(handle, today - DAYS + 1, today, now);
  log(`team figures of ${DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (handle.dialect === 'postgres') {
    await sql`analyze`.execute(handle.db);
  }
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

async function measure(handle: DatabaseHandle, now: number): Promise<void> {
  const offset = (await getDeploymentSettings(handle)).reportUtcOffsetMinutes;
  const today = toReportDay(now, offset);
  const top = await findMemberById(handle.db, FIRST_ID);
  // The mid-level agent: a sub-agent three or more levels down whose team is closest to 2,000 members.
  const mid = await sql<{ member_id: number; team_size: number; depth: number }>`
    select member_team.member_id, member_team.team_size, member_tree.depth
    from member_team join member_tree on member_tree.descendant_id = member_team.member_id
      and member_tree.ancestor_id = ${FIRST_ID}
    where member_tree.depth >= 3
    order by abs(member_team.team_size - 2000), member_team.member_id limit 1`.execute(handle.db);
  const midRow = mid.rows[0];
  const midAgent =
    midRow === undefined ? undefined : await findMemberById(handle.db, Number(midRow.member_id));
  if (top === undefined || midAgent === undefined || midRow === undefined) {
    throw new Error('no bench tree in this database: run without --reuse');
  }
  const topTeam = await sql<{ team_size: number }>`select team_size from member_team
    where member_id = ${FIRST_ID}`.execute(handle.db);
  const topSize = Number(topTeam.rows[0]?.team_size ?? 0);
  log(
    `top agent ${top.id}: team ${topSize}; mid-level agent ${midAgent.id}: depth ${midRow.depth}, team ${
      midRow.team_size
    }`,
  );
  const ninety = { period: 'CUSTOM', from: formatReportDay(today - 89), to: formatReportDay(today) };
  const deepPage = Math.max(1, Math.floor(topSize / 2 / 20));
  const calls: [string, () => Promise<unknown>][] = [];
  for (const [name, agent] of [
    ['top', top],
    ['mid', midAgent],
  ] as const) {
    for (const [label, period] of [
      ['today', { period: 'TODAY' }],
      ['month', { period: 'THIS_MONTH' }],
      ['90 days', ninety],
    ] as const) {
      calls.push([
        `overview ${name} ${label}`,
        () => getTeamOverview(handle, agent, teamOverviewQuerySchema.parse(period), now),
      ]);
    }
  }
  calls.push(
    [
      'downline top page 1',
      () =>
        listDownline(handle, top, downlineQuerySchema.parse({ scope: 'ALL', pageNum: 1, pageSize: 20 }), now),
    ],
    [
      `downline top page ${deepPage}`,
      () =>
        listDownline(
          handle,
          top,
          downlineQuerySchema.parse({ scope: 'ALL', pageNum: deepPage, pageSize: 20 }),
          now,
        ),
    ],
    [
      'downline mid page 1',
      () => listDownline(handle, midAgent, downlineQuerySchema.parse({ pageNum: 1, pageSize: 20 }), now),
    ],
    [
      'team bets top page 1',
      () => listTeamBets(handle, top, teamBetQuerySchema.parse({ pageNum: 1, pageSize: 20 }), 'en', now),
    ],
    [
      'team bets mid page 1',
      () => listTeamBets(handle, midAgent, teamBetQuerySchema.parse({ pageNum: 1, pageSize: 20 }), 'en', now),
    ],
  );
  const timings = calls.map(() => [] as number[]);
  for (let run = -2; run < RUNS; run += 1) {
    for (const [index, [, call]] of calls.entries()) {
      const before = performance.now();
      await call();
      if (run >= 0) {
        timings[index]?.push(performance.now() - before);
      }
    }
  }
  log(`${handle.dialect}: ${RUNS} rounds (2 warm-up rounds left out), ms`);
  process.stdout.write(
    `${'call'.padEnd(28)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}\n`,
  );
  for (const [index, [name]] of calls.entries()) {
    const sorted = [...(timings[index] ?? [])].sort((left, right) => left - right);
    const flag = quantile(sorted, 0.95) > 100 ? '  > 100 ms' : '';
    process.stdout.write(
      `${name.padEnd(28)} ${quantile(sorted, 0.5).toFixed(1).padStart(8)} ${quantile(sorted, 0.95)
        .toFixed(1)
        .padStart(8)} ${(sorted.at(-1) ?? 0).toFixed(1).padStart(8)}${flag}\n`,
    );
  }
}

async function withPostgres(reuse: boolean): Promise<{ target: DatabaseTarget; fresh: boolean }> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN });
  await admin.connect();
  const exists =
    (await admin.query('select 1 from pg_database where datname = $1', [PG_NAME])).rowCount === 1;
  let fresh = !(reuse && exists);
  if (fresh) {
    await admin.query(`drop database if exists ${PG_NAME} with (force)`);
    await admin.query(`create database ${PG_NAME}`);
  } else {
    fresh = false;
  }
  await admin.end();
  return {
    target: { kind: 'postgres', connectionString: `postgres://postgres@127.0.0.1:5432/${PG_NAME}` },
    fresh,
  };
}

function withSqlite(reuse: boolean): { target: DatabaseTarget; fresh: boolean } {
  const fresh = !(reuse && existsSync(SQLITE_PATH));
  if (fresh) {
    rmSync('/tmp/plaza-bench-agents', { recursive: true, force: true });
    mkdirSync('/tmp/plaza-bench-agents', { recursive: true });
  }
  return { target: { kind: 'sqlite', path: SQLITE_PATH }, fresh };
}

async function main(): Promise<void> {
  log(describeMachine(probeMachine('/tmp')));
  const databases = options.only === undefined ? ['sqlite', 'pg'] : options.only.split(',');
  for (const name of databases) {
    const { target, fresh } =
      name === 'sqlite' ? withSqlite(options.reuse) : await withPostgres(options.reuse);
    const handle = openDatabase(target, { poolSize: 4 });
    // The data is built as of now and timed as of the same instant (--reuse times it as of its build's today).
    const now = Date.now();
    try {
      if (fresh) {
        log(`${name}: building ${MEMBERS} members, ${BETS} bets over ${DAYS} days`);
        await build(handle, now);
      } else {
        await migrateToLatest(handle);
      }
      const newest = await sql<{
        placed_at: number | null;
      }>`select max(placed_at) as placed_at from bet_record`.execute(handle.db);
      await measure(handle, fresh ? now : Number(newest.rows[0]?.placed_at ?? now) + 60_000);
    } finally {
      await handle.destroy();
    }
  }
  log(describeMachine(probeMachine('/tmp')));
}

await main();
