// bench:contracts — settling the salary and dividend contracts of a large team (issue 20). Builds, on SQLite and on
// PostgreSQL, a tree of --members members (depth up to 8 below four top agents, one of them with most of the tree;
// about 4 % are sub-agents) with a daily salary and a semi-monthly dividend contract on every sub-agent (offered by
// its upline; the top agents' own offers are paid by the house), and --bets settled bet records over the
// semi-monthly period that holds today. Then times, --runs times each, the settlement's own code
// (runContractSettlement): one day of daily salary (today, every contract paid down the tree through the ledger) and
// the semi-monthly dividend period (every bill written, awaiting approval), each run on the same data (the bills of
// the previous run removed and the kinds' cursors put back), and a rerun that must settle nothing. Prints each run
// and the medians.
//
// Then writes --real-time-bets bets placed in one five-minute slot of today and times the real-time salary's pass
// over that slot (a real-time salary contract on every sub-agent too), with its rerun.
//
// Usage: npm run bench:contracts -- [--members 10000] [--bets 1000000] [--runs 3] [--only sqlite|pg]
//   [--real-time-bets 100000]
//   The target: 100,000 members and 10 million bets, each settlement ≤ 30 s on both databases; the
//   real-time pass over 100,000 new bets ≤ 5 s.
import { mkdirSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import { sql } from 'kysely';
import pg from 'pg';

import type { ContractKind, ContractTerms } from '../contracts/src/agent-contracts';
import { openDatabase } from '../server/src/db/database';
import type { DatabaseHandle } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemoDeployment } from '../server/src/demo/seed-demo';
import { dividendPeriodOf, salaryPeriodOf } from '../server/src/modules/agent-contracts/contract-periods';
import { runContractSettlement } from '../server/src/modules/agent-contracts/contract-settlement.service';
import { toReportDay } from '../server/src/modules/bets/bets.service';
import { getDeploymentSettings } from '../server/src/modules/deployment/deployment.service';
import { buildTree, dropIndexes, FIRST_ID, inBatches, log, writeTree } from './bulk-load';
import type { TreeNode } from './bulk-load';
import { describeMachine, median, probeMachine } from './machine-probe';

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    bets: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'real-time-bets': { type: 'string', default: '100000' },
  },
});
const MEMBERS = Number(options.members);
const BETS = Number(options.bets);
const RUNS = Number(options.runs);
const DIRECTORY = '/tmp/plaza-bench-contracts';
const POSTGRES_ADMIN = process.env.PLAZA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FIRST_BET_ID = 100_000_000;
const REAL_TIME_BETS = Number(options['real-time-bets']);
const FIRST_CONTRACT_ID = 1_000_000;
const DAY_MS = 86_400_000;

/** The tree (bulk-load's writeTree), then the contracts of every sub-agent, written straight into their tables. */
async function writeTreeAndContracts(
  handle: DatabaseHandle,
  nodes: readonly TreeNode[],
  starts: { day: number; dividend: number; slot: number },
): Promise<number> {
  const createdAt = starts.dividend - DAY_MS;
  await writeTree(handle, nodes, { firstAt: createdAt, now: createdAt });
  const contracts: { id: number; kind: ContractKind; node: TreeNode; terms: ContractTerms; from: number }[] =
    [];
  let contractId = FIRST_CONTRACT_ID;
  for (const node of nodes) {
    if (!node.isAgent || node.parent === null) {
      continue;
    }
    // Rates fall with depth: a downline never earns more than its upline at the same thresholds.
    contracts.push({
      id: contractId++,
      kind: 'DAILYSAL3',
      node,
      from: starts.day,
      terms: {
        kind: 'DAILYSAL3',
        tiers: [
          { validBet: 1_000, activeMembers: 1, rate: 100 - 10 * node.depth },
          { validBet: 1_000_000, activeMembers: 5, rate: 150 - 10 * node.depth },
        ],
      },
    });
    contracts.push({
      id: contractId++,
      kind: 'RTSALARY3',
      node,
      from: starts.slot,
      terms: {
        kind: 'RTSALARY3',
        profitRate: 50 - 5 * node.depth,
        lossRate: 100 - 10 * node.depth,
        singleBetAmount: 100,
      },
    });
    contracts.push({
      id: contractId++,
      kind: 'DIVIDEND3',
      node,
      from: starts.dividend,
      terms: {
        kind: 'DIVIDEND3',
        period: 'H',
        mode: 'FLOAT',
        tiers: [
          { validBet: 1_000, activeMembers: 1, teamLoss: 1_000, rate: 2000 - 100 * node.depth },
          { validBet: 1_000_000, activeMembers: 5, teamLoss: 100_000, rate: 3000 - 100 * node.depth },
        ],
      },
    });
  }
  await handle.db.transaction().execute(async (trx) => {
    await inBatches(contracts, 1000, async (batch) => {
      await trx
        .insertInto('agent_contract')
        .values(
          batch.map((contract) => ({
            id: contract.id,
            kind: contract.kind,
            upline_id: contract.node.parent ?? 0,
            member_id: contract.node.id,
            status: 'ACTIVE',
            open_key: `${contract.node.id}:${contract.kind}`,
            is_house_paid: contract.node.depth === 1 ? 1 : 0,
            end_requested_by: null,
            created_at: createdAt,
            updated_at: createdAt,
          })),
        )
        .execute();
      await trx
        .insertInto('agent_contract_version')
        .values(
          batch.map((contract) => ({
            contract_id: contract.id,
            terms: JSON.stringify(contract.terms),
            status: 'ACCEPTED',
            effective_from: contract.from,
            created_at: createdAt,
          })),
        )
        .execute();
    });
  });
  log(`contracts: ${contracts.length}`);
  return contracts.length;
}

/**
 * The bets of one report day and the daily totals they make (member, stake and win drawn in SQL); with `length`
 * and `totals: false`, bets placed over a shorter stretch of the day (a real-time slot) and no totals.
 */
async function writeDay(
  handle: DatabaseHandle,
  day: { day: number; start: number; firstBetId: number; count: number; shift: number },
  spread: { length: number; totals: boolean } = { length: DAY_MS, totals: true },
): Promise<void> {
  const active = Math.floor(MEMBERS / 3);
  const fields = sql`${FIRST_ID} + ((r % ${active}) + ${day.shift}) % ${MEMBERS}, 'DEMO',
      'cbench-' || cast(${day.firstBetId} + i as varchar(20)), 'bet', 'demo-slot', 'RNG',
      'round-' || cast(${day.firstBetId} + i as varchar(20)),
      100 * (1 + r / 100 % 50),
      case when r / 10000 % 5 < 2 then 19 * 10 * (1 + r / 100 % 50) else 0 end,
      case when r / 10000 % 5 < 2 then 1 else 0 end, 'settled', ${day.day},
      cast(${day.start} as bigint) + i * cast(${spread.length} as bigint) / ${day.count},
      cast(${day.start} as bigint) + i * cast(${spread.length} as bigint) / ${day.count} + 60000`;
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
    if (!spread.totals) {
      return;
    }
    await sql`insert into bet_daily_total (member_id, day, vendor_code, game_type, bet_count, stake, valid_bet,
        payout, profit)
      select member_id, day, vendor_code, game_type, count(*), sum(stake), sum(stake), sum(payout),
        sum(payout - stake)
      from bet_record where id >= ${day.firstBetId} and id < ${day.firstBetId + day.count}
      group by member_id, day, vendor_code, game_type`.execute(trx);
  });
}

async function open(
  dialect: 'sqlite' | 'pg',
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    mkdirSync(DIRECTORY, { recursive: true });
    const path = `${DIRECTORY}/contracts.db`;
    for (const suffix of ['', '-wal', '-shm']) {
      rmSync(`${path}${suffix}`, { force: true });
    }
    const handle = openDatabase({ kind: 'sqlite', path });
    return {
      handle,
      drop: async () => {
        await handle.destroy();
        for (const suffix of ['', '-wal', '-shm']) {
          rmSync(`${path}${suffix}`, { force: true });
        }
      },
    };
  }
  const name = 'plaza_bench_contracts';
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', connectionString: url.toString() }, { poolSize: 8 });
  return {
    handle,
    drop: async () => {
      await handle.destroy();
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function benchOne(dialect: 'sqlite' | 'pg'): Promise<void> {
  const { handle, drop } = await open(dialect);
  try {
    let started = performance.now();
    await migrateToLatest(handle);
    const now = Date.now();
    await seedDemoDeployment(handle, 'PLAZA', now);
    if (handle.dialect === 'sqlite') {
      await sql`pragma synchronous = OFF`.execute(handle.db);
    }
    const offset = (await getDeploymentSettings(handle)).reportUtcOffsetMinutes;
    const day = salaryPeriodOf('DAILYSAL3', now, offset);
    const half = dividendPeriodOf('H', now, offset);
    // The real-time slot measured: the last one that ended more than the settlement's lag ago, inside today.
    const slot = salaryPeriodOf('RTSALARY3', Math.max(day.start, now - 10 * 60_000), offset);
    const contracts = await writeTreeAndContracts(handle, buildTree(MEMBERS, 20), {
      day: day.start,
      dividend: half.start,
      slot: slot.start,
    });
    const indexes = await dropIndexes(handle, 'bet_record');
    const firstDay = toReportDay(half.start, offset);
    const days = toReportDay(half.end - 1, offset) - firstDay + 1;
    let firstBetId = FIRST_BET_ID;
    for (let index = 0; index < days; index += 1) {
      const count = Math.floor(BETS / days);
      await writeDay(handle, {
        day: firstDay + index,
        start: half.start + index * DAY_MS,
        firstBetId,
        count,
        shift: ((firstDay + index) * 7717) % MEMBERS,
      });
      firstBetId += count;
    }
    for (const definition of indexes) {
      await sql.raw(definition).execute(handle.db);
    }
    if (handle.dialect === 'postgres') {
      await sql`vacuum analyze`.execute(handle.db);
    }
    log(
      `${dialect}: ${firstBetId - FIRST_BET_ID} bets over ${days} days written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const cursors = await handle.db.selectFrom('agent_contract_cursor').selectAll().execute();
    const timings: Record<'daily' | 'dividend', number[]> = { daily: [], dividend: [] };
    for (let run = 0; run < RUNS; run += 1) {
      const lastBill = Number(
        (
          await handle.db
            .selectFrom('agent_contract_settlement')
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirstOrThrow()
        ).id ?? 0,
      );
      started = performance.now();
      const daily = await runContractSettlement(handle, 'DAILYSAL3', day.end + 1);
      timings.daily.push(performance.now() - started);
      started = performance.now();
      const dividend = await runContractSettlement(handle, 'DIVIDEND3', half.end + 1);
      timings.dividend.push(performance.now() - started);
      log(
        `${dialect} run ${run + 1}: daily salary ${((timings.daily.at(-1) ?? 0) / 1000).toFixed(2)} s (${daily.settled} bills, ${daily.paid} paid), ` +
          `dividend ${((timings.dividend.at(-1) ?? 0) / 1000).toFixed(2)} s (${dividend.settled} bills)`,
      );
      if (run < RUNS - 1) {
        // The next run settles the same periods again from scratch: this run's bills go, the cursors come back.
        await handle.db.deleteFrom('agent_contract_settlement').where('id', '>', lastBill).execute();
        await handle.db.deleteFrom('agent_contract_cursor').execute();
        if (cursors.length > 0) {
          await handle.db.insertInto('agent_contract_cursor').values(cursors).execute();
        }
      }
    }
    started = performance.now();
    const again = await runContractSettlement(handle, 'DAILYSAL3', day.end + 2);
    const againDividend = await runContractSettlement(handle, 'DIVIDEND3', half.end + 2);
    log(
      `${dialect} rerun: ${((performance.now() - started) / 1000).toFixed(2)} s, settled ${again.settled + againDividend.settled}, paid ${again.paid}`,
    );
    log(
      `${dialect} medians over ${RUNS} runs (${MEMBERS} members, ${BETS} bets, ${contracts} contracts): daily salary ` +
        `${(median(timings.daily) / 1000).toFixed(2)} s, semi-monthly dividend ${(median(timings.dividend) / 1000).toFixed(2)} s (target ≤ 30 s each at 100,000 members and 10M bets)`,
    );

    // The 5-minute real-time salary pass over REAL_TIME_BETS new bets placed in one slot (issue 20: ≤ 5 s).
    await writeDay(
      handle,
      {
        day: toReportDay(slot.start, offset),
        start: slot.start,
        firstBetId,
        count: REAL_TIME_BETS,
        shift: (toReportDay(slot.start, offset) * 7717) % MEMBERS,
      },
      { length: slot.end - slot.start, totals: false },
    );
    const realTime: number[] = [];
    const rtCursors = await handle.db
      .selectFrom('agent_contract_cursor')
      .selectAll()
      .where('kind', '=', 'RTSALARY3')
      .execute();
    for (let run = 0; run < RUNS; run += 1) {
      const lastBill = Number(
        (
          await handle.db
            .selectFrom('agent_contract_settlement')
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirstOrThrow()
        ).id ?? 0,
      );
      started = performance.now();
      const outcome = await runContractSettlement(handle, 'RTSALARY3', slot.end + 30_001);
      realTime.push(performance.now() - started);
      log(
        `${dialect} real-time run ${run + 1}: ${((realTime.at(-1) ?? 0) / 1000).toFixed(2)} s (${outcome.settled} bills, ${outcome.paid} paid)`,
      );
      if (run < RUNS - 1) {
        await handle.db.deleteFrom('agent_contract_settlement').where('id', '>', lastBill).execute();
        await handle.db.deleteFrom('agent_contract_cursor').where('kind', '=', 'RTSALARY3').execute();
        if (rtCursors.length > 0) {
          await handle.db.insertInto('agent_contract_cursor').values(rtCursors).execute();
        }
      }
    }
    const realTimeAgain = await runContractSettlement(handle, 'RTSALARY3', slot.end + 30_002);
    log(
      `${dialect} real-time: median ${(median(realTime) / 1000).toFixed(2)} s over ${RUNS} runs for one 5-minute slot ` +
        `with ${REAL_TIME_BETS} new bets (target ≤ 5 s); rerun settled ${realTimeAgain.settled}, paid ${realTimeAgain.paid}`,
    );
  } finally {
    await drop();
  }
}

log(describeMachine(probeMachine(DIRECTORY)));
for (const dialect of ['sqlite', 'pg'] as const) {
  if (options.only === undefined || options.only === dialect) {
    await benchOne(dialect);
  }
}
