import type { Kysely } from 'kysely';

/**
 * The back office's games catalogue (docs/decisions/066-games-catalogue-operator.md): a game an operator takes out
 * of the lobby (`is_active` 0) is hidden from players and cannot be launched, apart from maintenance (listed, not
 * launched); each game category's lobby order and whether players see it. A category without a row is active, in
 * the catalogue's default order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('game')
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('game_category')
    .addColumn('game_type', 'varchar(16)', (column) => column.primaryKey())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
}
