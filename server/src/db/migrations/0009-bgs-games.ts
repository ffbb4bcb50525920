import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Plaza's own game server (vendor BGS, docs/decisions/012-in-house-games.md): its own books, apart from the
 * platform's, as any vendor keeps them. Players are known by the vendor-side player id the seamless wallet
 * answers, never by a member id. Each player's provably-fair seeds (the server seed committed by its hash,
 * revealed when rotated), every round with what decides its outcome (seed hash, client seed, nonce, the bet)
 * and the wallet calls it made; and the shared crash rounds drawn from a pre-committed hash chain.
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('bgs_seed'))
    .addColumn('player_id', 'varchar(64)', (column) => column.notNull())
    // 64 hex characters, secret until the player rotates it; its sha256 is shown before any round uses it.
    .addColumn('server_seed', 'varchar(64)', (column) => column.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (column) => column.notNull())
    // The nonce the next round with this seed takes; each round (or free spin) takes the next.
    .addColumn('next_nonce', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    // Set when the seed was rotated out and revealed; null while it is the player's active seed.
    .addColumn('revealed_at', 'bigint')
    .execute();
  await db.schema.createIndex('bgs_seed_player').on('bgs_seed').columns(['player_id', 'id']).execute();

  await db.schema
    .createTable('bgs_player')
    .addColumn('player_id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('client_seed', 'varchar(64)', (column) => column.notNull())
    .addColumn('active_seed_id', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('bgs_round'))
    // The roundId sent to the wallet; transaction ids are derived from it (`<roundId>:bet`, …).
    .addColumn('round_id', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('player_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('game_code', 'varchar(64)', (column) => column.notNull())
    .addColumn('currency', 'varchar(8)', (column) => column.notNull())
    .addColumn('stake', 'bigint', (column) => column.notNull())
    .addColumn('payout', 'bigint')
    // The bet as the player placed it (JSON): what the engine settles together with the seeds.
    .addColumn('input', 'text', (column) => column.notNull())
    // What the engine answered (JSON), once the round is played; for mines the picks so far while it is open.
    .addColumn('outcome', 'text')
    // The seeds and nonce the outcome came from (null until the bet was accepted and a nonce taken).
    .addColumn('seed_id', 'bigint')
    .addColumn('server_seed_hash', 'varchar(64)')
    .addColumn('client_seed', 'varchar(64)')
    .addColumn('nonce', 'bigint')
    // Nonces the round used from `nonce` on: 1, or 1 + the free spins of a slot round.
    .addColumn('nonce_count', 'integer', (column) => column.notNull().defaultTo(0))
    // For a crash bet: the shared crash game it rides on.
    .addColumn('crash_game_id', 'bigint')
    // 'betting' (bet sent) → 'open' (mines, crash: waiting for the player) → 'settling' (win sent) →
    // 'settled'; 'refused' (the wallet refused the bet), 'rolled_back' (the bet was reversed).
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('bet_transaction_id', 'varchar(128)', (column) => column.notNull())
    .addColumn('win_transaction_id', 'varchar(128)')
    .addColumn('rollback_transaction_id', 'varchar(128)')
    // The wallet status or the reason that ended the round without a settlement.
    .addColumn('failure', 'varchar(64)')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('bgs_round_player').on('bgs_round').columns(['player_id', 'id']).execute();
  // The recovery pass finds rounds left half-way (a crash between two wallet calls) by status and age.
  await db.schema.createIndex('bgs_round_status').on('bgs_round').columns(['status', 'updated_at']).execute();
  await db.schema.createIndex('bgs_round_crash_game').on('bgs_round').column('crash_game_id').execute();

  await addIdColumn(db.schema.createTable('bgs_crash_chain'))
    // The secret the chain was hashed from; never sent. Game hashes are revealed one by one as games end.
    .addColumn('seed', 'varchar(64)', (column) => column.notNull())
    // sha256 of the first game's hash, published before the first game.
    .addColumn('terminating_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('salt', 'varchar(64)', (column) => column.notNull())
    .addColumn('length', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('bgs_crash_game'))
    .addColumn('chain_id', 'bigint', (column) => column.notNull())
    // 1-based place in the chain's play order: game 1's hash hashes to the terminating hash.
    .addColumn('game_number', 'integer', (column) => column.notNull())
    .addColumn('game_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('crash_point', 'bigint', (column) => column.notNull())
    // 'betting' → 'running' → 'crashed'
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('betting_ends_at', 'bigint', (column) => column.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('crashed_at', 'bigint')
    .addUniqueConstraint('bgs_crash_game_chain_number', ['chain_id', 'game_number'])
    .execute();
}
