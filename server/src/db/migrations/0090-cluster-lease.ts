import type { Kysely } from 'kysely';

/**
 * Leases of work one node of a cluster does at a time (docs/architecture/scale-out.md, decision 090): the periodic
 * jobs and the crash game's loop. A lease is held by `holder` (a node id) until `expires_at` (epoch ms); its holder
 * renews it, and any node may take it once it has expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cluster_lease')
    .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('holder', 'varchar(128)', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    // How many times the lease changed hands: a new holder's term (a fencing number for logs and tests).
    .addColumn('term', 'bigint', (column) => column.notNull())
    .execute();
}
