import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * On PostgreSQL, no foreign key from a ledger transfer's `debit_account_id` and `credit_account_id` to
 * `ledger_account` (docs/decisions/109, issue 22). Each was a trigger per transfer that locked the account's row
 * (SELECT … FOR KEY SHARE), rows the ledger's book has just read and locked FOR UPDATE in the same transaction: at
 * 2,000 transfers a batch of the daily pass the two triggers took 100–260 ms against 40–80 ms for the insert
 * (`auto_explain`). Transfers are written only by the ledger's book (ledger.repository.ts), which posts nothing to
 * an account it did not read (ACCOUNT_NOT_FOUND), and an account is never deleted. SQLite keeps the keys (a probe
 * of the primary key on the same connection).
 */
export async function up(db: Kysely<unknown>, { dialect }: DialectHelpers): Promise<void> {
  if (dialect !== 'postgres') {
    return;
  }
  for (const column of ['debit_account_id', 'credit_account_id']) {
    await sql`alter table ledger_transfer drop constraint if exists ${sql.ref(`ledger_transfer_${column}_fkey`)}`.execute(
      db,
    );
  }
}
