import type { Kysely } from 'kysely';

/**
 * An operator's password reset by ADMIN (docs/decisions/067-agent-tree-and-operator-password.md): the temporary
 * password must be changed at the next sign-in while `must_change_password` is 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('operator')
    .addColumn('must_change_password', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}
