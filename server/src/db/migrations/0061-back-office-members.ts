import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * The back office's member page (docs/decisions/062-adjustment-second-approval.md): a balance adjustment above the
 * configured amount waits (`status` PENDING) until a second operator approves or rejects it (`reviewed_by`,
 * `reviewed_at`); operators' notes on a member, read newest first.
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await db.schema
    .alterTable('member_adjustment')
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('DONE'))
    .execute();
  await db.schema
    .alterTable('member_adjustment')
    .addColumn('reviewed_by', 'bigint', (column) => column.references('operator.id'))
    .execute();
  await db.schema.alterTable('member_adjustment').addColumn('reviewed_at', 'bigint').execute();
  await db.schema
    .createIndex('member_adjustment_status')
    .on('member_adjustment')
    .columns(['status', 'id'])
    .execute();

  await addIdColumn(db.schema.createTable('member_note'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('operator_id', 'bigint', (column) => column.notNull().references('operator.id'))
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('member_note_member').on('member_note').columns(['member_id', 'id']).execute();
}
