import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { POSTGRES_ADMIN_URL } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    isPostgresAvailable: boolean;
  }
}

/**
 * Checks once whether the test PostgreSQL answers. On CI it must (the run fails otherwise); on a
 * developer's machine without PostgreSQL the PostgreSQL half of the integration tests is skipped with a warning.
 */
export default async function setup(project: TestProject): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    project.provide('isPostgresAvailable', true);
  } catch (error) {
    if (process.env.CI) {
      throw new Error(`PostgreSQL is required on CI but ${POSTGRES_ADMIN_URL} did not answer`, {
        cause: error,
      });
    }
    console.warn(
      `\n⚠ PostgreSQL at ${POSTGRES_ADMIN_URL} did not answer: PostgreSQL integration tests are SKIPPED.\n`,
    );
    project.provide('isPostgresAvailable', false);
  } finally {
    await client.end().catch(() => undefined);
  }
}
