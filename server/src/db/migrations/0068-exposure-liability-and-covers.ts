import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Two additions of the back office (issue 24, docs/decisions/076-exposure-liability-and-promotion-covers.md):
 * - What each number of a lottery issue costs the platform, kept with its stake: `liability`, what settlement pays on
 *   the number's bets each time it is drawn, at the odds recorded on the bets (null on a number staked before this
 *   migration: the screen then estimates it at the odds in force, as before), and `points`, the points staked on it
 *   by bets quoted in points (lô).
 * - Promotion pictures an operator uploads: png or jpg of at most 5 MB, kept as the claims' and feedback's images
 *   are, served to everyone at /wps/promotions/covers/:id.
 */
export async function up(db: Kysely<unknown>, { addIdColumn, binaryType }: DialectHelpers): Promise<void> {
  await db.schema.alterTable('lottery_exposure').addColumn('liability', 'bigint').execute();
  await db.schema
    .alterTable('lottery_exposure')
    .addColumn('points', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();

  await addIdColumn(db.schema.createTable('promotion_cover'))
    // 'image/png' | 'image/jpeg', decided by the file's first bytes.
    .addColumn('content_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('data', binaryType, (column) => column.notNull())
    .addColumn('uploaded_by', 'bigint', (column) => column.notNull().references('operator.id'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
}
