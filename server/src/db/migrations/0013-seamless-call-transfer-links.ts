import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * A wallet call recorded before this release may lack the link to the transfer that moved its money: the group
 * wrote its calls before its transfers, so the search by the transfer's key found nothing (fixed in
 * vendor-wallet-group.service.ts). The link is filled in from the key the wallet gave each call's transfer until then,
 * `seamless:<vendor>:<transaction id>` (docs/decisions/005-ledger.md: a wallet transfer is traced from its call).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update seamless_transaction
    set ledger_transfer_id = (
      select ledger_transfer.id from ledger_transfer
      where ledger_transfer.idempotency_key = 'seamless:' || seamless_transaction.vendor_code || ':' || seamless_transaction.transaction_id
    )
    where ledger_transfer_id is null and status <> 'REFUSED'
  `.execute(db);
}
