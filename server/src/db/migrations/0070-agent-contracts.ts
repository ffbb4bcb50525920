import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Contracts between uplines and downlines (docs/product/agent-contracts.md). `open_key` is `<member>:<kind>` while
 * a contract is open (offered, active, end requested) and null once it is rejected or ended, so a member holds at
 * most one open contract of a kind. Versions are the terms, each in force from `effective_from`; a settlement is
 * one (contract, period) and pays once: the unique constraint, and ledger keys that name the amount paid before.
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('agent_contract'))
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('upline_id', 'bigint', (column) => column.notNull())
    .addColumn('member_id', 'bigint', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('open_key', 'varchar(40)', (column) => column.unique())
    .addColumn('is_house_paid', 'integer', (column) => column.notNull())
    .addColumn('end_requested_by', 'varchar(16)')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('agent_contract_upline')
    .on('agent_contract')
    .columns(['upline_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('agent_contract_member')
    .on('agent_contract')
    .columns(['member_id', 'kind'])
    .execute();

  await addIdColumn(db.schema.createTable('agent_contract_version'))
    .addColumn('contract_id', 'bigint', (column) => column.notNull())
    .addColumn('terms', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('effective_from', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('agent_contract_version_contract')
    .on('agent_contract_version')
    .columns(['contract_id', 'status'])
    .execute();

  await addIdColumn(db.schema.createTable('agent_contract_event'))
    .addColumn('contract_id', 'bigint', (column) => column.notNull())
    .addColumn('action', 'varchar(16)', (column) => column.notNull())
    .addColumn('actor', 'varchar(16)', (column) => column.notNull())
    .addColumn('actor_id', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('agent_contract_event_contract')
    .on('agent_contract_event')
    .columns(['contract_id', 'id'])
    .execute();

  await addIdColumn(db.schema.createTable('agent_contract_settlement'))
    .addColumn('contract_id', 'bigint', (column) => column.notNull())
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('upline_id', 'bigint', (column) => column.notNull())
    .addColumn('member_id', 'bigint', (column) => column.notNull())
    .addColumn('version_id', 'bigint', (column) => column.notNull())
    .addColumn('period_start', 'bigint', (column) => column.notNull())
    .addColumn('period_end', 'bigint', (column) => column.notNull())
    .addColumn('team_valid_bet', 'bigint', (column) => column.notNull())
    .addColumn('team_loss', 'bigint', (column) => column.notNull())
    .addColumn('active_members', 'integer', (column) => column.notNull())
    .addColumn('rate', 'integer', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('paid_amount', 'bigint', (column) => column.notNull())
    .addColumn('is_house_paid', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('agent_contract_settlement_period', ['contract_id', 'period_start'])
    .execute();
  await db.schema
    .createIndex('agent_contract_settlement_member')
    .on('agent_contract_settlement')
    .columns(['member_id', 'period_start'])
    .execute();
  await db.schema
    .createIndex('agent_contract_settlement_upline')
    .on('agent_contract_settlement')
    .columns(['upline_id', 'period_start'])
    .execute();
  await db.schema
    .createIndex('agent_contract_settlement_status')
    .on('agent_contract_settlement')
    .columns(['status', 'kind'])
    .execute();

  // How far each kind's settlement has gone: the end of the last period settled.
  await db.schema
    .createTable('agent_contract_cursor')
    .addColumn('kind', 'varchar(16)', (column) => column.primaryKey())
    .addColumn('settled_until', 'bigint', (column) => column.notNull())
    .execute();
}
