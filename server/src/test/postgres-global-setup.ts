import { randomBytes } from 'node:crypto';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { POSTGRES_ADMIN_URL, postgresDatabaseUrl } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    isPostgresAvailable: boolean;
    /** The run's migrated database that each test file's PostgreSQL database is copied from ('' without one). */
    postgresTemplate: string;
  }
}

/**
 * Checks once whether the test PostgreSQL answers. On CI it must (the run fails otherwise); on a
 * developer's machine without PostgreSQL the PostgreSQL half of the integration tests is skipped with a warning.
 * When it answers, migrates one template database for the run: each test file's database is a copy of it
 * (`create database … template …`, createTestDatabase), not a new migration of its own. Dropped after the run.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    await client.end().catch(() => undefined);
    if (process.env.CI) {
      throw new Error(`PostgreSQL is required on CI but ${POSTGRES_ADMIN_URL} did not answer`, {
        cause: error,
      });
    }
    console.warn(
      `\n⚠ PostgreSQL at ${POSTGRES_ADMIN_URL} did not answer: PostgreSQL integration tests are SKIPPED.\n`,
    );
    project.provide('isPostgresAvailable', false);
    project.provide('postgresTemplate', '');
    return undefined;
  }
  const template = `plaza_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await client.query(`create database ${template}`);
  // A copy is refused while anyone is connected to its template: the migration's connections end here.
  const handle = openDatabase({ kind: 'postgres', connectionString: postgresDatabaseUrl(template) });
  try {
    await migrateToLatest(handle);
  } finally {
    await handle.destroy();
  }
  project.provide('isPostgresAvailable', true);
  project.provide('postgresTemplate', template);
  return async () => {
    await client.query(`drop database if exists ${template} with (force)`);
    await client.end();
  };
}
