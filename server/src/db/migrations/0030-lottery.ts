import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Plaza's lottery (docs/decisions/034-lottery-draws-and-issues.md): the day's hash chains of platform-run draws,
 * issues (draw periods) and the draws of each (one per station of a multi-station game), slips, bets and chases,
 * the stake per number of each draw, each game's odds and limits, and the official results operators enter.
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('lottery_chain')
    .addColumn('draw_code', 'varchar(40)', (column) => column.notNull())
    .addColumn('day', 'varchar(8)', (column) => column.notNull())
    // s_N, the secret end; every s_k of the day hashes down from it. Never sent.
    .addColumn('final_seed', 'varchar(64)', (column) => column.notNull())
    .addColumn('anchor', 'varchar(64)', (column) => column.notNull())
    .addColumn('length', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('lottery_chain_key', ['draw_code', 'day'])
    .execute();

  await addIdColumn(db.schema.createTable('lottery_issue'))
    .addColumn('game_code', 'varchar(40)', (column) => column.notNull())
    .addColumn('issue_no', 'varchar(13)', (column) => column.notNull())
    .addColumn('day', 'varchar(8)', (column) => column.notNull())
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('sales_open_at', 'bigint', (column) => column.notNull())
    .addColumn('sales_close_at', 'bigint', (column) => column.notNull())
    .addColumn('draw_at', 'bigint', (column) => column.notNull())
    // JSON list of the station codes drawing (Miền Bắc's province too).
    .addColumn('stations', 'text', (column) => column.notNull())
    // 'pending' until every draw of it is drawn or void; then 'drawn' (at least one drawn) or 'void'.
    .addColumn('status', 'varchar(12)', (column) => column.notNull())
    // Set once every bet of the issue is settled or refunded.
    .addColumn('settled_at', 'bigint')
    // The most the house could owe on it: Σ stake × highest odds of every open bet.
    .addColumn('liability', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('lottery_issue_number', ['game_code', 'issue_no'])
    .execute();
  await db.schema
    .createIndex('lottery_issue_game_draw')
    .on('lottery_issue')
    .columns(['game_code', 'draw_at'])
    .execute();
  await db.schema
    .createIndex('lottery_issue_status_draw')
    .on('lottery_issue')
    .columns(['status', 'draw_at'])
    .execute();

  await addIdColumn(db.schema.createTable('lottery_draw'))
    .addColumn('game_code', 'varchar(40)', (column) => column.notNull())
    .addColumn('issue_no', 'varchar(13)', (column) => column.notNull())
    .addColumn('draw_code', 'varchar(40)', (column) => column.notNull())
    .addColumn('station', 'varchar(16)', (column) => column.notNull())
    .addColumn('day', 'varchar(8)', (column) => column.notNull())
    // k in the day's chain; null for an official draw that takes the published result.
    .addColumn('chain_index', 'integer')
    .addColumn('beacon', 'varchar(256)', (column) => column.notNull())
    // s_k, kept until the draw reveals it in `seed`.
    .addColumn('secret_seed', 'varchar(64)')
    .addColumn('seed', 'varchar(64)')
    // JSON list of the prize numbers in result-table order.
    .addColumn('result', 'text')
    .addColumn('status', 'varchar(12)', (column) => column.notNull())
    // 'chain' (drawn from the commitment), 'operator' (entered and confirmed) or 'feed' (imported).
    .addColumn('source', 'varchar(12)')
    .addColumn('sales_open_at', 'bigint', (column) => column.notNull())
    .addColumn('sales_close_at', 'bigint', (column) => column.notNull())
    .addColumn('draw_at', 'bigint', (column) => column.notNull())
    .addColumn('drawn_at', 'bigint')
    .addUniqueConstraint('lottery_draw_number', ['draw_code', 'issue_no'])
    .execute();
  await db.schema
    .createIndex('lottery_draw_status')
    .on('lottery_draw')
    .columns(['status', 'draw_at'])
    .execute();
  await db.schema
    .createIndex('lottery_draw_issue')
    .on('lottery_draw')
    .columns(['game_code', 'issue_no'])
    .execute();
  await db.schema.createIndex('lottery_draw_listed').on('lottery_draw').columns(['draw_at']).execute();

  await addIdColumn(db.schema.createTable('lottery_slip'))
    .addColumn('member_id', 'bigint', (column) => column.notNull())
    .addColumn('request_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('game_code', 'varchar(40)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('lottery_slip_request', ['member_id', 'request_id'])
    .execute();

  await addIdColumn(db.schema.createTable('lottery_chase'))
    .addColumn('member_id', 'bigint', (column) => column.notNull())
    .addColumn('slip_id', 'bigint', (column) => column.notNull())
    .addColumn('game_code', 'varchar(40)', (column) => column.notNull())
    .addColumn('first_issue_no', 'varchar(13)', (column) => column.notNull())
    .addColumn('issues', 'integer', (column) => column.notNull())
    .addColumn('stop_on_win', 'integer', (column) => column.notNull())
    // 'running', 'stopped_on_win', 'completed', 'cancelled'.
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('placed_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('lottery_chase_member')
    .on('lottery_chase')
    .columns(['member_id', 'id'])
    .execute();

  await addIdColumn(db.schema.createTable('lottery_bet'))
    .addColumn('slip_id', 'bigint', (column) => column.notNull())
    .addColumn('chase_id', 'bigint')
    .addColumn('member_id', 'bigint', (column) => column.notNull())
    .addColumn('is_trial', 'integer', (column) => column.notNull())
    .addColumn('game_code', 'varchar(40)', (column) => column.notNull())
    .addColumn('issue_no', 'varchar(13)', (column) => column.notNull())
    .addColumn('bet_code', 'varchar(32)', (column) => column.notNull())
    // Rows joined by "|", picks by "," (engines/src/lottery/bet-type.ts).
    .addColumn('picks', 'text', (column) => column.notNull())
    // Station codes joined by ","; '' for a game with one draw.
    .addColumn('stations', 'varchar(80)', (column) => column.notNull())
    // As the member gave it: minor units per combination, or points for a bet in points.
    .addColumn('stake', 'bigint', (column) => column.notNull())
    .addColumn('is_in_points', 'integer', (column) => column.notNull())
    // Money per combination per station, minor units: what settlement multiplies by the return.
    .addColumn('unit_stake', 'bigint', (column) => column.notNull())
    .addColumn('combinations', 'integer', (column) => column.notNull())
    .addColumn('total_stake', 'bigint', (column) => column.notNull())
    // The odds entry in force when the bet was placed (JSON), which settles it.
    .addColumn('odds', 'text', (column) => column.notNull())
    // 'open', 'won', 'lost', 'cancelled' (by the member), 'refunded' (a void draw, a stopped chase).
    .addColumn('status', 'varchar(12)', (column) => column.notNull())
    .addColumn('payout', 'bigint')
    .addColumn('vendor_code', 'varchar(32)', (column) => column.notNull())
    .addColumn('game_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('placed_at', 'bigint', (column) => column.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('lottery_bet_issue')
    .on('lottery_bet')
    .columns(['game_code', 'issue_no', 'status', 'id'])
    .execute();
  await db.schema.createIndex('lottery_bet_member').on('lottery_bet').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('lottery_bet_chase').on('lottery_bet').columns(['chase_id']).execute();
  await db.schema.createIndex('lottery_bet_slip').on('lottery_bet').columns(['slip_id']).execute();

  await db.schema
    .createTable('lottery_exposure')
    .addColumn('game_code', 'varchar(40)', (column) => column.notNull())
    .addColumn('issue_no', 'varchar(13)', (column) => column.notNull())
    .addColumn('station', 'varchar(16)', (column) => column.notNull())
    .addColumn('bet_code', 'varchar(32)', (column) => column.notNull())
    .addColumn('pick', 'varchar(24)', (column) => column.notNull())
    .addColumn('stake', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('lottery_exposure_key', ['game_code', 'issue_no', 'station', 'bet_code', 'pick'])
    .execute();

  await db.schema
    .createTable('lottery_game_config')
    .addColumn('game_code', 'varchar(40)', (column) => column.primaryKey())
    .addColumn('odds', 'text')
    .addColumn('max_stake_per_number', 'bigint')
    .addColumn('max_liability_per_draw', 'bigint')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('lottery_result_entry'))
    .addColumn('draw_code', 'varchar(40)', (column) => column.notNull())
    .addColumn('issue_no', 'varchar(13)', (column) => column.notNull())
    .addColumn('result', 'text', (column) => column.notNull())
    .addColumn('source', 'varchar(12)', (column) => column.notNull())
    // 'pending' (waiting for a second operator), 'confirmed', 'superseded' (another entry was confirmed).
    .addColumn('status', 'varchar(12)', (column) => column.notNull())
    .addColumn('entered_by', 'bigint')
    .addColumn('confirmed_by', 'bigint')
    .addColumn('entered_at', 'bigint', (column) => column.notNull())
    .addColumn('confirmed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('lottery_result_entry_draw')
    .on('lottery_result_entry')
    .columns(['draw_code', 'issue_no'])
    .execute();
}
