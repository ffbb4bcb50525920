// The daily pass (rebate + VIP evaluation) for a day of many members and bets, on SQLite or PostgreSQL.
//
// Usage: npx tsx bench/daily-pass.ts [sqlite|postgres] [members] [bets]
//   defaults: sqlite 100000 10000000. PostgreSQL: PLAZA_TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
// Fills a new database with the demo deployment, `members` members (one in ten deposits that day) and `bets` settled
// bets of yesterday spread over them and over four game types, then times the pass, and a second run (which must
// find the day done). Prints the figures; removes the database.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { openDatabase } from '../server/src/db/database';
import type { DatabaseHandle } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemoDeployment } from '../server/src/demo/seed-demo';
import { runDailyPass } from '../server/src/modules/rebate/daily-pass.service';

const [dialect = 'sqlite', membersText = '100000', betsText = '10000000'] = process.argv.slice(2);
const MEMBERS = Number(membersText);
const BETS = Number(betsText);
const DAY_MS = 24 * 60 * 60 * 1000;
const GAME_TYPES = ['RNG', 'LIVE', 'SPORTS', 'FISH'];
const ROWS_PER_INSERT = dialect === 'postgres' ? 2_000 : 500;

async function open(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const name = `plaza_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  if (dialect === 'sqlite') {
    const path = join(tmpdir(), `${name}.db`);
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
  const adminUrl = process.env.PLAZA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', connectionString: url.toString() }, { poolSize: 8 });
  return {
    handle,
    drop: async () => {
      await handle.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const { handle, drop } = await open();
try {
  await migrateToLatest(handle);
  const now = Date.now();
  await seedDemoDeployment(handle, 'PLAZA', now);
  const day = Math.floor(now / DAY_MS) - 1;
  const placedAt = day * DAY_MS + DAY_MS / 2;

  let started = performance.now();
  const firstId =
    Number(
      (
        await handle.db
          .selectFrom('member')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    ) + 1;
  for (let offset = 0; offset < MEMBERS; offset += ROWS_PER_INSERT) {
    const count = Math.min(ROWS_PER_INSERT, MEMBERS - offset);
    await handle.db
      .insertInto('member')
      .values(
        Array.from({ length: count }, (_, index) => ({
          username: `bench${offset + index}`,
          password_hash: 'x',
          type: 0,
          status: 'ACTIVE',
          password_changed_at: now,
          created_at: now,
        })),
      )
      .execute();
  }
  for (let offset = 0; offset < BETS; offset += ROWS_PER_INSERT) {
    const count = Math.min(ROWS_PER_INSERT, BETS - offset);
    await handle.db
      .insertInto('bet_record')
      .values(
        Array.from({ length: count }, (_, index) => {
          const bet = offset + index;
          return {
            member_id: firstId + (bet % MEMBERS),
            vendor_code: 'DEMO',
            transaction_id: `bench-${bet}`,
            kind: 'bet',
            game_code: 'DEMO_SLOT',
            game_type: GAME_TYPES[bet % GAME_TYPES.length] ?? 'RNG',
            round_id: `r${bet}`,
            stake: 1_000 + (bet % 7) * 100,
            payout: 0,
            win_count: 0,
            status: 'settled',
            day,
            placed_at: placedAt,
            settled_at: placedAt,
          };
        }),
      )
      .execute();
  }
  for (let offset = 0; offset < MEMBERS; offset += 10 * ROWS_PER_INSERT) {
    const count = Math.min(ROWS_PER_INSERT, Math.ceil((MEMBERS - offset) / 10));
    await handle.db
      .insertInto('deposit')
      .values(
        Array.from({ length: count }, (_, index) => ({
          member_id: firstId + offset + index * 10,
          channel_code: 'SANDBOX',
          amount: 600_000,
          status: 'COMPLETED',
          created_at: placedAt,
          updated_at: placedAt,
        })),
      )
      .execute();
  }
  console.log(
    `${dialect}: ${MEMBERS} members, ${BETS} settled bets of one day written in ${seconds(started)} s`,
  );

  started = performance.now();
  const result = await runDailyPass(handle, day, now);
  console.log(
    `daily pass: ${seconds(started)} s, ${result.membersEvaluated} members evaluated, rebate paid ${result.rebatePaid}`,
  );
  started = performance.now();
  const again = await runDailyPass(handle, day, now + 1);
  console.log(`second run: ${seconds(started)} s, skipped ${String(again.isSkipped)}`);
} finally {
  await drop();
}
