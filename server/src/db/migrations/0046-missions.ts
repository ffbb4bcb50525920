import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Missions (docs/product/missions.md): daily and weekly tasks (turnover ladders, sign-in days, deposits), the
 * members' sign-ins, and each claim, unique per member, mission and period so a reward is paid once.
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('mission'))
    .addColumn('code', 'varchar(64)', (column) => column.notNull().unique())
    // DAILY | WEEKLY
    .addColumn('period', 'varchar(8)', (column) => column.notNull())
    // TURNOVER (valid bet, minor units) | SIGN_IN (days) | DEPOSIT (completed deposits, minor units)
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('target', 'bigint', (column) => column.notNull())
    .addColumn('reward_amount', 'bigint', (column) => column.notNull())
    .addColumn('turnover_x100', 'integer', (column) => column.notNull())
    // JSON text {language: {title, description}}
    .addColumn('texts', 'text', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('is_active', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('mission_sign_in')
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('signed_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('mission_sign_in_pk', ['member_id', 'day'])
    .execute();

  await addIdColumn(db.schema.createTable('mission_claim'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('mission_id', 'bigint', (column) => column.notNull().references('mission.id'))
    // The report day the period starts on (the day itself for DAILY, the Monday for WEEKLY).
    .addColumn('period_day', 'integer', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('claimed_at', 'bigint', (column) => column.notNull())
    .addColumn('ledger_transfer_id', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('mission_claim_once')
    .on('mission_claim')
    .columns(['member_id', 'mission_id', 'period_day'])
    .unique()
    .execute();
}
