import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * One attempt limiter for every guessed secret (docs/decisions/006-accounts-security.md): the member's password, per account
 * and per account and address; the operator's password; the payment password; each verification code. Each wrong
 * guess is a row of `failed_attempt` under the limit it counts for (`scope`) and what it guesses at (`subject`);
 * the limits read the rows of their window. It replaces four ways of counting: the payment password's own failure
 * table, the operator's failures-in-a-row and lock columns, and the code's guess counter. Recent wrong payment
 * passwords move across, so a lock in force stays in force.
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('failed_attempt'))
    .addColumn('scope', 'varchar(32)', (column) => column.notNull())
    .addColumn('subject', 'varchar(320)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('failed_attempt_subject')
    .on('failed_attempt')
    .columns(['scope', 'subject', 'created_at'])
    .execute();

  await sql`insert into failed_attempt (scope, subject, created_at)
    select 'payment-password', cast(member_id as varchar(32)), created_at from payment_password_failure`.execute(
    db,
  );
  await db.schema.dropTable('payment_password_failure').execute();
  await db.schema.alterTable('operator').dropColumn('failed_logins').execute();
  await db.schema.alterTable('operator').dropColumn('locked_until').execute();
  await db.schema.alterTable('verification_code').dropColumn('attempts').execute();
}
