import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * The game catalogue: every vendor's games with their names in each language, lobby flags and stake limits;
 * the members' favourite games and the games they launched last (docs/decisions/009-game-catalogue.md).
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('game'))
    .addColumn('vendor_code', 'varchar(32)', (column) => column.notNull().references('game_vendor.code'))
    // The vendor's own code of the game: what a launch names and what the vendor's wallet calls carry.
    .addColumn('game_code', 'varchar(64)', (column) => column.notNull())
    // JSON text {"en": "…", "pt": "…", …}; English is always present and is the fallback.
    .addColumn('names', 'text', (column) => column.notNull())
    // Every name and the code, lower-cased without accents: what the lobby's search matches.
    .addColumn('search_text', 'text', (column) => column.notNull())
    // A game category of contracts/src/system.ts (RNG, LIVE, …).
    .addColumn('game_type', 'varchar(16)', (column) => column.notNull())
    // RNG games only: SLOT or an RNG sub-type (SC, VP, JP, TG, AC, BG).
    .addColumn('sub_type', 'varchar(8)')
    .addColumn('image_url', 'text', (column) => column.notNull())
    .addColumn('is_hot', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_new', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    // 'active' | 'maintenance' (listed, but not launched).
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('active'))
    .addColumn('min_bet', 'bigint', (column) => column.notNull())
    .addColumn('max_bet', 'bigint', (column) => column.notNull())
    .addColumn('rtp', 'varchar(16)')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('game_vendor_game_code', ['vendor_code', 'game_code'])
    .addCheckConstraint('game_status', sql`status in ('active', 'maintenance')`)
    .addCheckConstraint('game_flags', sql`is_hot in (0, 1) and is_new in (0, 1)`)
    .addCheckConstraint('game_bets', sql`min_bet >= 0 and max_bet >= min_bet`)
    .execute();
  await db.schema
    .createIndex('game_type_order')
    .on('game')
    .columns(['game_type', 'sort_order', 'id'])
    .execute();

  await db.schema
    .createTable('favorite_game')
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('game_id', 'bigint', (column) => column.notNull().references('game.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('favorite_game_pk', ['member_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('recent_game')
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('game_id', 'bigint', (column) => column.notNull().references('game.id').onDelete('cascade'))
    .addColumn('launched_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('recent_game_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('recent_game_member_time')
    .on('recent_game')
    .columns(['member_id', 'launched_at'])
    .execute();

  // The winner board reads the biggest wins of a recent window from the vendors' wallet calls.
  await db.schema
    .createIndex('seamless_transaction_kind_time')
    .on('seamless_transaction')
    .columns(['kind', 'created_at'])
    .execute();
}
