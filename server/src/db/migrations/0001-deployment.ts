import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/** Deployment settings, feature switches, home content, help center and game vendors. */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('deployment_setting')
    .addColumn('key', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('feature_switch')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('parent_id', 'varchar(64)', (column) => column.references('feature_switch.id'))
    .addColumn('enabled', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await addIdColumn(db.schema.createTable('announcement'))
    .addColumn('type', 'varchar(8)', (column) => column.notNull())
    .addColumn('language', 'varchar(16)', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('group_name', 'varchar(32)')
    .addColumn('image_url', 'text')
    .addColumn('linkage_type', 'varchar(32)')
    .addColumn('linkage_target', 'text')
    .addColumn('execution', 'varchar(4)')
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('starts_at', 'bigint', (column) => column.notNull())
    .addColumn('ends_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('announcement_type_language')
    .on('announcement')
    .columns(['type', 'language', 'sort_order'])
    .execute();

  await db.schema
    .createTable('announcement_image')
    .addColumn('announcement_id', 'bigint', (column) =>
      column.notNull().references('announcement.id').onDelete('cascade'),
    )
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('announcement_image_pk', ['announcement_id', 'sequence'])
    .execute();

  await addIdColumn(db.schema.createTable('help_article'))
    .addColumn('language', 'varchar(16)', (column) => column.notNull())
    .addColumn('device', 'varchar(16)', (column) => column.notNull())
    .addColumn('category', 'varchar(64)', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('game_vendor')
    .addColumn('code', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('logo_url', 'text', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('game_vendor_category')
    .addColumn('vendor_code', 'varchar(32)', (column) => column.notNull().references('game_vendor.code'))
    .addColumn('game_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('game_vendor_category_pk', ['vendor_code', 'game_type'])
    .execute();

  await db.schema
    .createTable('server_key')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('public_spki', 'text', (column) => column.notNull())
    .addColumn('private_pem', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
}
