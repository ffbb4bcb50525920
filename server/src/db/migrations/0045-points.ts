import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Points and the points mall (docs/product/points-mall.md, docs/decisions/044-points-ledger.md): the deployment's
 * rates, the points ledger (one immutable row per movement, each under a unique key, and one balance per member),
 * what the earning job has counted per member and report day, the mall's rewards and the members' redemptions.
 * Points never mix with cash: no table here is a ledger account, and money moves only through the ledger module.
 */
export async function up(db: Kysely<unknown>, { addIdColumn, immutableRows }: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('point_config')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('valid_bet_per_point', 'bigint', (column) => column.notNull())
    .addColumn('convert_points', 'bigint', (column) => column.notNull())
    .addColumn('convert_amount', 'bigint', (column) => column.notNull())
    .addColumn('min_convert_points', 'bigint', (column) => column.notNull())
    .addColumn('convert_turnover_x100', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('point_balance')
    .addColumn('member_id', 'bigint', (column) => column.primaryKey().references('member.id'))
    .addColumn('balance', 'bigint', (column) => column.notNull())
    // The valid bet counted toward points since joining (the mall's amount requirement reads it).
    .addColumn('valid_bet_total', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('point_entry'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    // Unique for ever: `earn:<member>:<day>:<points so far>`, `redeem:<id>`, `refund:<id>`, `convert:<member>:<request>`.
    .addColumn('entry_key', 'varchar(160)', (column) => column.notNull().unique())
    // EARN | REDEEM | REFUND | CONVERT
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('points', 'bigint', (column) => column.notNull())
    .addColumn('balance_after', 'bigint', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('reference', 'varchar(64)', (column) => column.notNull())
    .addColumn('remark', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('point_entry_member').on('point_entry').columns(['member_id', 'id']).execute();
  for (const statement of immutableRows('point_entry')) {
    await sql.raw(statement).execute(db);
  }

  await db.schema
    .createTable('point_earning')
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('valid_bet', 'bigint', (column) => column.notNull())
    .addColumn('points', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('point_earning_pk', ['member_id', 'day'])
    .execute();

  await addIdColumn(db.schema.createTable('point_reward'))
    .addColumn('code', 'varchar(64)', (column) => column.notNull().unique())
    // CASH | GOODS
    .addColumn('kind', 'varchar(8)', (column) => column.notNull())
    // JSON text {language: {title, description}}
    .addColumn('texts', 'text', (column) => column.notNull())
    .addColumn('image_url', 'text', (column) => column.notNull())
    .addColumn('points_required', 'bigint', (column) => column.notNull())
    .addColumn('amount_required', 'bigint', (column) => column.notNull())
    .addColumn('cash_amount', 'bigint', (column) => column.notNull())
    .addColumn('stock', 'integer', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('is_active', 'integer', (column) => column.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('point_redemption'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('reward_id', 'bigint', (column) => column.notNull().references('point_reward.id'))
    .addColumn('request_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('points', 'bigint', (column) => column.notNull())
    .addColumn('amount_required', 'bigint', (column) => column.notNull())
    .addColumn('cash_amount', 'bigint', (column) => column.notNull())
    // IN_PROCESS | REJECTED | APPROVED
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('applied_at', 'bigint', (column) => column.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'bigint')
    .addColumn('reject_reason', 'text')
    .addColumn('ledger_transfer_id', 'bigint')
    .execute();
  await db.schema
    .createIndex('point_redemption_request')
    .on('point_redemption')
    .columns(['member_id', 'request_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('point_redemption_status')
    .on('point_redemption')
    .columns(['status', 'id'])
    .execute();
}
