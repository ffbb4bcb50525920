import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Social sign-in (docs/decisions/059-social-sign-in.md): the identities members linked, one account per identity
 * and one identity per provider per account, never changed nor removed (the choice is irreversible,
 * docs/product/accounts.md#social-sign-in); and the sign-ins under way, each state used once.
 */
export async function up(db: Kysely<unknown>, { immutableRows }: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('member_identity')
    .addColumn('provider', 'varchar(16)', (column) => column.notNull())
    // The provider's `sub`: its stable id of the person.
    .addColumn('subject', 'varchar(255)', (column) => column.notNull())
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('email', 'varchar(320)')
    // 'LINK' (an existing account, its password proven) | 'REGISTER' (an account made for it).
    .addColumn('linked_via', 'varchar(16)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('member_identity_pk', ['provider', 'subject'])
    .addUniqueConstraint('member_identity_member_provider', ['member_id', 'provider'])
    .execute();
  for (const statement of immutableRows('member_identity')) {
    await sql.raw(statement).execute(db);
  }

  await db.schema
    .createTable('social_sign_in')
    // SHA-256 of the state sent to the provider.
    .addColumn('state_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('provider', 'varchar(16)', (column) => column.notNull())
    .addColumn('browser_key_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('nonce', 'varchar(128)', (column) => column.notNull())
    .addColumn('code_verifier', 'varchar(128)', (column) => column.notNull())
    .addColumn('redirect_uri', 'varchar(2048)', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    // Set when the callback takes the state: a state is answered once.
    .addColumn('used_at', 'bigint')
    // After a callback for an identity no member has linked: the link-or-register choice it waits for.
    .addColumn('ticket_hash', 'varchar(64)', (column) => column.unique())
    .addColumn('ticket_expires_at', 'bigint')
    .addColumn('subject', 'varchar(255)')
    .addColumn('email', 'varchar(320)')
    .addColumn('name', 'varchar(255)')
    // 'SIGNED_IN' | 'LINK' | 'REGISTER' once it is over.
    .addColumn('outcome', 'varchar(16)')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('social_sign_in_expiry').on('social_sign_in').column('expires_at').execute();
}
