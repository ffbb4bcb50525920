import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Settling a bet record moves no index entry (docs/decisions/107-settlement-rewrites-in-place.md, issue 21): no
 * index of `bet_record` holds a column a settlement changes, nor a predicate on one, so SQLite rewrites the row
 * alone and PostgreSQL may make the update HOT.
 * - `bet_record_day` (0041, `(day, status)`): its entry moved with every settlement. Now `(day, vendor_code)`, both
 *   fixed when the record is written; its readers (a day's settled bets at some vendors) filter the status on the
 *   rows.
 * - `bet_record_settled_late` (0066, partial on `settled_at >= placed_at + 86400000`): its predicate names
 *   `settled_at`, so no settlement was HOT on PostgreSQL. Replaced by `bet_late_settlement`: the (settlement time,
 *   report day) pairs of bets settled a day or more after they were placed, written by the settlement itself (the
 *   bet book for a late one; a lottery batch once per day it settled late); the jobs that follow late settlements
 *   read it. Filled here from the records as they are.
 * - On PostgreSQL, `bet_record` and `lottery_bet` leave more than half of each page free: a settlement rewrites every
 *   row of a page in one transaction, whose old versions cannot be pruned before it commits, so a page must hold
 *   each of its rows twice (a little wider the second time) for every update to stay on it. 0032's 75 for
 *   `lottery_bet` kept a quarter free: most of its closes were not HOT (decision 095).
 */
export async function up(db: Kysely<unknown>, { dialect }: DialectHelpers): Promise<void> {
  await db.schema.dropIndex('bet_record_day').execute();
  await db.schema.createIndex('bet_record_day').on('bet_record').columns(['day', 'vendor_code']).execute();

  await db.schema
    .createTable('bet_late_settlement')
    .addColumn('settled_at', 'bigint', (column) => column.notNull())
    .addColumn('day', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('bet_late_settlement_key', ['settled_at', 'day'])
    .execute();
  await sql`insert into bet_late_settlement (settled_at, day)
    select distinct settled_at, day from bet_record where settled_at >= placed_at + 86400000`.execute(db);
  await db.schema.dropIndex('bet_record_settled_late').execute();
  if (dialect === 'postgres') {
    await sql`alter table bet_record set (fillfactor = 45)`.execute(db);
    await sql`alter table lottery_bet set (fillfactor = 45)`.execute(db);
  }
}
