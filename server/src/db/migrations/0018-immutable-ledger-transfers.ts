import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Ledger transfers are immutable (docs/decisions/005-ledger.md): a correction is a new transfer. The code never
 * changes one; from here the database refuses it too, whoever asks: an UPDATE or DELETE of a transfer fails.
 */
export async function up(db: Kysely<unknown>, { immutableRows }: DialectHelpers): Promise<void> {
  for (const statement of immutableRows('ledger_transfer')) {
    await sql.raw(statement).execute(db);
  }
}
