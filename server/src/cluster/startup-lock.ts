import pg from 'pg';

import type { DatabaseTarget } from '../config';

/** The PostgreSQL advisory lock key of a node's start (migrations and the demo seed): "plaza" in ASCII. */
const STARTUP_LOCK_KEY = '482737233505';

/**
 * Runs `work` (migrate, seed a new database) while holding a PostgreSQL session advisory lock, so that nodes started
 * together on a new database do it one after the other: the first migrates and seeds, the next find it done. The
 * lock lives on a connection of its own (not the pool's, which `work` uses), held for the time of `work`; a node
 * that dies holding it releases it with that connection. SQLite is one process: `work` runs as it is.
 */
export async function withStartupLock<T>(target: DatabaseTarget, work: () => Promise<T>): Promise<T> {
  if (target.kind !== 'postgres') {
    return work();
  }
  const client = new pg.Client({ connectionString: target.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}
