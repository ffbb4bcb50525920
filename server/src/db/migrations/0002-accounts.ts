import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/** Members, sessions, login attempts, known IPs, outgoing messages, verification codes and used nonces. */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('member'))
    .addColumn('username', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('payment_password_hash', 'text')
    .addColumn('type', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('ACTIVE'))
    .addColumn('nickname', 'text')
    .addColumn('real_name', 'text')
    .addColumn('email', 'text')
    .addColumn('mobile', 'varchar(32)')
    .addColumn('country_dialing_code', 'varchar(8)')
    .addColumn('birthday', 'varchar(10)')
    .addColumn('profile', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('parent_id', 'bigint')
    .addColumn('affiliate_code', 'varchar(32)', (column) => column.unique())
    .addColumn('language', 'varchar(16)')
    .addColumn('icon', 'varchar(64)')
    .addColumn('totp_secret', 'text')
    .addColumn('is_first_login', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('password_changed_at', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('member_mobile')
    .on('member')
    .columns(['country_dialing_code', 'mobile'])
    .execute();
  await db.schema.createIndex('member_parent').on('member').column('parent_id').execute();

  await db.schema
    .createTable('member_session')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('ip', 'varchar(64)', (column) => column.notNull())
    .addColumn('device', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('member_session_member').on('member_session').column('member_id').execute();

  await addIdColumn(db.schema.createTable('login_attempt'))
    .addColumn('username', 'varchar(64)', (column) => column.notNull())
    .addColumn('member_id', 'bigint')
    .addColumn('ip', 'varchar(64)', (column) => column.notNull())
    .addColumn('device', 'text', (column) => column.notNull())
    .addColumn('method', 'varchar(16)', (column) => column.notNull())
    .addColumn('is_success', 'integer', (column) => column.notNull())
    .addColumn('reason', 'varchar(64)')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempt_username')
    .on('login_attempt')
    .columns(['username', 'created_at'])
    .execute();
  await db.schema.createIndex('login_attempt_ip').on('login_attempt').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('member_known_ip')
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('ip', 'varchar(64)', (column) => column.notNull())
    .addColumn('first_seen_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('member_known_ip_pk', ['member_id', 'ip'])
    .execute();

  await addIdColumn(db.schema.createTable('message_outbox'))
    .addColumn('channel', 'varchar(8)', (column) => column.notNull())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('verification_code'))
    .addColumn('purpose', 'varchar(32)', (column) => column.notNull())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('verification_code_recipient')
    .on('verification_code')
    .columns(['purpose', 'recipient', 'created_at'])
    .execute();

  // Encrypted payloads and verification challenges are accepted once: their fingerprint is kept until expiry.
  await db.schema
    .createTable('used_nonce')
    .addColumn('fingerprint', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('server_secret')
    .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  // A login that passed the password but must still prove a second factor (new IP).
  await db.schema
    .createTable('login_ticket')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('ip', 'varchar(64)', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
}
