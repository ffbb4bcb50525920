import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Feedback (FEEDBACK3, docs/product/member-services.md#feedback): what a member sends (question type, content, up
 * to 3 images kept with it) and the operator's reply on the same row.
 */
export async function up(db: Kysely<unknown>, { addIdColumn, binaryType }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('feedback'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('question_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('reply', 'text')
    .addColumn('replied_by', 'bigint', (column) => column.references('operator.id'))
    .addColumn('replied_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('feedback_member')
    .on('feedback')
    .columns(['member_id', 'created_at'])
    .execute();

  await addIdColumn(db.schema.createTable('feedback_image'))
    .addColumn('feedback_id', 'bigint', (column) => column.notNull().references('feedback.id'))
    .addColumn('member_id', 'bigint', (column) => column.notNull())
    // 'image/png' | 'image/jpeg', decided by the file's first bytes.
    .addColumn('content_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('data', binaryType, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('feedback_image_feedback').on('feedback_image').column('feedback_id').execute();
}
