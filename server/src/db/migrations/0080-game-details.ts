import type { Kysely } from 'kysely';

/**
 * A game's page (docs/product/game-page.md, docs/decisions/080-game-page.md): what the catalogue row does not hold,
 * the game's description in each language it is written in and its volatility, one row per game that has them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_detail')
    .addColumn('game_id', 'bigint', (column) => column.primaryKey().references('game.id'))
    // JSON text {language: description}; English, when present, stands in for a language without one.
    .addColumn('descriptions', 'text', (column) => column.notNull())
    // 'LOW' | 'MEDIUM' | 'HIGH', or null when the vendor does not state one.
    .addColumn('volatility', 'varchar(8)')
    .execute();
}
