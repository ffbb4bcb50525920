import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';

import type { DatabaseTarget } from '../config';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Closes every connection. */
  destroy: () => Promise<void>;
}

// PostgreSQL answers bigint (int8) and numeric as strings; our integers stay below 2^53, so read them as numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** Opens the database that DATABASE_URL names: an embedded SQLite file or a PostgreSQL pool. */
export function openDatabase(target: DatabaseTarget, options: { poolSize?: number } = {}): DatabaseHandle {
  if (target.kind === 'sqlite') {
    if (target.path !== ':memory:') {
      mkdirSync(dirname(target.path), { recursive: true });
    }
    const connection = new BetterSqlite3(target.path);
    connection.pragma('journal_mode = WAL');
    // A money ledger must not lose acknowledged commits on power loss (stack.md, SQLite facts).
    connection.pragma('synchronous = FULL');
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: target.connectionString, max: options.poolSize ?? 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
