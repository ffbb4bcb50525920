import type { Kysely } from 'kysely';

/** The security center lists a member's recent logins (docs/product/my-account.md): read by member and time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('login_attempt_member')
    .on('login_attempt')
    .columns(['member_id', 'created_at'])
    .execute();
}
