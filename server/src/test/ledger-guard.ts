import { sql } from 'kysely';

import type { DatabaseHandle } from '../db/database';
import { immutableRowsStatements, mutableRowsStatements } from '../db/dialect';

async function runAll(handle: DatabaseHandle, statements: string[]): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(handle.db);
  }
}

/**
 * Runs `write` with the database's guard on ledger transfers taken off (migration 0018), then puts it back: for
 * tests that write a broken or an older ledger on purpose.
 */
export async function withMutableTransfers<T>(handle: DatabaseHandle, write: () => Promise<T>): Promise<T> {
  await runAll(handle, mutableRowsStatements(handle.dialect, 'ledger_transfer'));
  try {
    return await write();
  } finally {
    await runAll(handle, immutableRowsStatements(handle.dialect, 'ledger_transfer'));
  }
}
