import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DatabaseHandle } from './database';
import type { Database } from './schema';

/** A database handle usable inside or outside a transaction; services pass it down to repositories. */
export type Executor = Kysely<Database>;

/**
 * Runs `work` in one write transaction and returns its result. SQLite takes the write lock up front
 * (BEGIN IMMEDIATE) so two writers never deadlock on a lock upgrade; PostgreSQL uses READ COMMITTED and
 * relies on conditional updates and a fixed lock order instead (stack.md).
 */
export async function runInTransaction<T>(
  handle: DatabaseHandle,
  work: (db: Executor) => Promise<T>,
): Promise<T> {
  if (handle.dialect === 'postgres') {
    return handle.db.transaction().execute(work);
  }
  return handle.db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
