import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { describe, inject } from 'vitest';

import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoDeployment } from '../demo/seed-demo';

export const POSTGRES_ADMIN_URL =
  process.env.PLAZA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The address of the test PostgreSQL's database `name`. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export type TestDialect = 'sqlite' | 'postgres';

/** The database kind this run of an integration test file targets (the vitest project sets it). */
export function getTestDialect(): TestDialect {
  return process.env.PLAZA_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * `describe` for integration tests: runs on the project's database, and is skipped only when the PostgreSQL
 * project runs on a machine without PostgreSQL outside CI (see postgres-global-setup.ts).
 */
export const describeIntegration =
  getTestDialect() === 'postgres' && !inject('isPostgresAvailable') ? describe.skip : describe;

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The DATABASE_URL under which a server process opens the same database. */
  url: string;
  /** Closes the connections and removes the database. */
  drop: () => Promise<void>;
}

/**
 * A new, empty, migrated database of the project's kind: a temporary SQLite file, or a new PostgreSQL database copied
 * from the run's migrated template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `plaza_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  if (getTestDialect() === 'sqlite') {
    const path = join(tmpdir(), `${name}.db`);
    const handle = openDatabase({ kind: 'sqlite', path });
    await migrateToLatest(handle);
    return {
      handle,
      url: `file:${path}`,
      drop: async () => {
        await handle.destroy();
        for (const suffix of ['', '-wal', '-shm']) {
          rmSync(`${path}${suffix}`, { force: true });
        }
      },
    };
  }
  // A copy of the run's migrated template (postgres-global-setup.ts): each file has a database of its own without
  // running every migration again (beside two busy loops, the migration was most of a small file's time).
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = postgresDatabaseUrl(name);
  const handle = openDatabase({ kind: 'postgres', connectionString: url }, { poolSize: 8 });
  return {
    handle,
    url,
    drop: async () => {
      await handle.destroy();
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      // pg-pool's end() returns before its sockets are closed; dropping then would kill a closing connection
      // and surface as an unhandled "terminating connection" error. Wait until the server sees none, however long
      // a busy machine takes (the hook's own limit stops a hang).
      const countConnections = async () => {
        const result = await cleanup.query<{ count: number | string }>(
          'select count(*) as count from pg_stat_activity where datname = $1',
          [name],
        );
        return Number(result.rows[0]?.count);
      };
      while ((await countConnections()) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A migrated database filled with a demo deployment, and the real server built on it (not listening). */
export async function createTestApp(
  merchantCode = 'PLAZA',
  options: { redisUrl?: string; webDist?: string } = {},
) {
  const database = await createTestDatabase();
  await seedDemoDeployment(database.handle, merchantCode);
  const app = await buildApp({
    database: database.handle,
    logLevel: 'silent',
    redisUrl: options.redisUrl,
    webDist: options.webDist,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
