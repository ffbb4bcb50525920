import { Migrator } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';

import type { DatabaseHandle } from './database';
import { getDialectHelpers } from './dialect';
import type { DialectHelpers } from './dialect';
import * as deployment from './migrations/0001-deployment';
import * as accounts from './migrations/0002-accounts';
import * as ledger from './migrations/0003-ledger';

interface DialectMigration {
  up: (db: Kysely<unknown>, helpers: DialectHelpers) => Promise<void>;
}

// Listed in order; a name never changes once released.
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-deployment': deployment,
  '0002-accounts': accounts,
  '0003-ledger': ledger,
};

/** Brings the database schema up to date; run on every start. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const helpers = getDialectHelpers(handle.dialect);
  const provider: MigrationProvider = {
    getMigrations: () =>
      Promise.resolve(
        Object.fromEntries(
          Object.entries(MIGRATIONS).map(([name, migration]): [string, Migration] => [
            name,
            { up: (db) => migration.up(db, helpers) },
          ]),
        ),
      ),
  };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
