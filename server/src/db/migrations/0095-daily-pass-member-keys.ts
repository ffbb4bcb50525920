import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * The daily pass's per-member rows without a foreign key to `member` on PostgreSQL (docs/decisions/109, issue 22):
 * `member_vip`, `point_earning`, `point_balance` and `point_entry`. PostgreSQL checks such a key with a trigger per
 * row that locks the member's row (SELECT … FOR KEY SHARE, a write to the member's page): at 2,000 members a batch
 * the four keys took more of the pass than the inserts themselves (`auto_explain`: 40–150 ms a statement against
 * 15–55 ms). A member is never deleted, and these rows are written only for members read from the day's totals,
 * deposits and standings, so the key guarded nothing the code does not already hold. SQLite checks a key by one
 * probe of `member`'s primary key on the same connection, and could drop it only by rebuilding each table: kept.
 */
export async function up(db: Kysely<unknown>, { dialect }: DialectHelpers): Promise<void> {
  if (dialect !== 'postgres') {
    return;
  }
  for (const table of ['member_vip', 'point_earning', 'point_balance', 'point_entry']) {
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.ref(`${table}_member_id_fkey`)}`.execute(
      db,
    );
  }
}
