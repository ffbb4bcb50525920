import type { Kysely } from 'kysely';

/**
 * The back office's sign-in (docs/decisions/060-back-office-sign-in.md): an operator's authenticator secret once
 * bound (`totp_secret`), and the one offered at the first sign-in until its first code binds it
 * (`totp_pending_secret`). The audit log is read by action and by time, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operator').addColumn('totp_secret', 'varchar(64)').execute();
  await db.schema.alterTable('operator').addColumn('totp_pending_secret', 'varchar(64)').execute();
  await db.schema
    .createIndex('operator_audit_action')
    .on('operator_audit')
    .columns(['action', 'id'])
    .execute();
}
