// Helpers of the benchmarks that load millions of rows straight into tables (agent-reports.ts,
// lottery-settlement.ts): a table's indexes are dropped before the load and made again after it, which sorts once
// instead of inserting every row into every index.
import { sql } from 'kysely';

import type { DatabaseHandle } from '../server/src/db/database';

/** The indexes of a table that are not a constraint's, as the statements that make them again. */
export async function dropIndexes(handle: DatabaseHandle, table: string): Promise<string[]> {
  const rows =
    handle.dialect === 'sqlite'
      ? (
          await sql<{ name: string; definition: string }>`select name, sql as definition from sqlite_master
            where type = 'index' and tbl_name = ${table} and sql is not null`.execute(handle.db)
        ).rows
      : (
          await sql<{ name: string; definition: string }>`select i.relname as name,
            pg_get_indexdef(i.oid) as definition
            from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
            where t.relname = ${table}
              and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`.execute(handle.db)
        ).rows;
  for (const row of rows) {
    await sql`drop index ${sql.id(row.name)}`.execute(handle.db);
  }
  return rows.map((row) => row.definition);
}
