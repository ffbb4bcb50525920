// The query plans of the reads that used the lottery and bet-record indexes migration 0032 changed
// (docs/decisions/085): settlement's own reads, the member's lottery bets, the daily pass, the covering check and
// the agent team's bets, on SQLite and PostgreSQL, over a fresh database with --bets synthetic bets and their
// records (analyzed). Prints each plan; a plan that scans a whole table is flagged "SCAN".
//
// Usage: npx tsx bench/lottery-plans.ts [--bets 200000] [--databases sqlite,pg]
import { parseArgs } from 'node:util';
import { sql } from 'kysely';

import { openDatabase } from '../server/src/db/database';
import type { DatabaseHandle } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { log } from './bulk-load';
import { freshDatabase } from './fresh-database';

const { values: options } = parseArgs({
  options: {
    bets: { type: 'string', default: '200000' },
    databases: { type: 'string', default: 'sqlite,pg' },
  },
});
const BETS = Number(options.bets);
const DAY = 20_000;

/** BETS bets of 1,000 members over 100 issues of 10 days, half of them settled, and a bet record each. */
async function fill(handle: DatabaseHandle): Promise<void> {
  const series =
    handle.dialect === 'sqlite'
      ? sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${BETS}) select i from n`
      : sql`select generate_series(1, ${BETS}) as i`;
  await sql`insert into lottery_bet (slip_id, chase_id, member_id, is_trial, game_code, issue_no, bet_code, picks,
      stations, stake, is_in_points, unit_stake, combinations, total_stake, odds, status, payout, vendor_code,
      game_type, placed_at, settled_at)
    select i, null, 1000 + i % 1000, 0, 'SSC_5M', cast(100000 + i % 100 as varchar(13)), 'ssc_position_digit',
      '|5|||', '', 100, 0, 100, 1, 100, '{}', case when i % 100 < 50 then 'won' else 'open' end, null, 'ELOTT',
      'LOTTERY', 1000000 + i, null
    from (${series}) s`.execute(handle.db);
  await sql`insert into bet_record (member_id, vendor_code, transaction_id, kind, game_code, game_type, round_id,
      stake, payout, win_count, status, day, placed_at, settled_at)
    select member_id, vendor_code, 'LOTTERY:' || cast(id as varchar(20)), 'bet', game_code, game_type,
      game_code || ':' || issue_no, total_stake, 0, 0, case when status = 'open' then 'unsettled' else 'settled' end,
      ${DAY} + id % 10, placed_at, null
    from lottery_bet`.execute(handle.db);
  await sql.raw(handle.dialect === 'sqlite' ? 'analyze' : 'vacuum analyze').execute(handle.db);
}

const QUERIES: Record<string, string> = {
  'settlement: bets per member of an issue': `select member_id, count(*) from lottery_bet
    where game_code = 'SSC_5M' and issue_no = '100050' group by member_id order by member_id`,
  'settlement: open selections of a member range': `select bet_code, picks, count(*) from lottery_bet b
    where b.game_code = 'SSC_5M' and b.issue_no = '100050' and b.status = 'open' and b.member_id >= 1000
      and b.member_id <= 1100 group by bet_code, picks`,
  'settlement: drawn issues without open bets': `select id from lottery_issue i where not exists (select 1
    from lottery_bet b where b.game_code = i.game_code and b.issue_no = i.issue_no and b.status = 'open')`,
  "member's lottery bets of a game (page)": `select * from lottery_bet where member_id = 1500
    and game_code = 'SSC_5M' order by id desc limit 20`,
  "member's open lottery bets (count)": `select count(*) from lottery_bet where member_id = 1500
    and status = 'open'`,
  'daily pass: settled stake of a day': `select member_id, game_type, sum(stake) from bet_record
    where day = ${DAY + 3} and status = 'settled' and kind = 'bet' and stake > 0
    group by member_id, game_type, vendor_code, round_id`,
  'covering: settled multi-combination lottery bets of a day': `select r.member_id, b.bet_code
    from bet_record r join lottery_bet b on r.transaction_id = 'LOTTERY:' || b.id
    where r.day = ${DAY + 3} and r.status = 'settled' and r.kind = 'bet' and r.vendor_code in ('ELOTT')
      and b.combinations > 1`,
  'ledger check: records of a member and day': `select 1 from bet_record r where r.member_id = 1500
    and r.day = ${DAY + 3} and r.vendor_code = 'ELOTT' and r.game_type = 'LOTTERY'`,
  'agent team bets by time': `select * from bet_record where placed_at >= 1000000 and placed_at < 1001000
    order by placed_at desc, id desc limit 20`,
};

async function explain(handle: DatabaseHandle, text: string): Promise<string> {
  if (handle.dialect === 'sqlite') {
    const result = await sql<{ detail: string }>`explain query plan ${sql.raw(text)}`.execute(handle.db);
    return result.rows.map((row) => row.detail).join('\n    ');
  }
  const result = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(text)}`.execute(handle.db);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n    ');
}

for (const kind of options.databases.split(',')) {
  const database = await freshDatabase(kind, {
    directory: '/tmp/plaza-lottery-plans',
    prefix: 'plaza_lottery_plans',
  });
  const handle = openDatabase(database.target, { poolSize: 2 });
  try {
    await migrateToLatest(handle);
    await fill(handle);
    log(`${kind}: ${BETS} bets and records`);
    for (const [name, text] of Object.entries(QUERIES)) {
      const plan = await explain(handle, text);
      const flag = /\bSCAN (lottery_bet|bet_record)\b(?! USING)|Seq Scan on (lottery_bet|bet_record)/.test(
        plan,
      )
        ? ' SCAN'
        : '';
      process.stdout.write(`${kind}: ${name}${flag}\n    ${plan}\n`);
    }
  } finally {
    await handle.destroy();
    await database.drop();
  }
}
