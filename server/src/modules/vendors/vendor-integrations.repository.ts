import type { Selectable } from 'kysely';

import type { VendorIntegrationTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A vendor_integration row. */
export type VendorIntegrationRow = Selectable<VendorIntegrationTable>;

/** Every vendor's wallet configuration. */
export async function selectVendorIntegrations(db: Executor): Promise<VendorIntegrationRow[]> {
  return db.selectFrom('vendor_integration').selectAll().execute();
}

/** One vendor's wallet configuration, or undefined. */
export async function selectVendorIntegration(
  db: Executor,
  vendorCode: string,
): Promise<VendorIntegrationRow | undefined> {
  return db
    .selectFrom('vendor_integration')
    .selectAll()
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
}

/** Inserts or replaces a vendor's wallet configuration. */
export async function upsertVendorIntegration(db: Executor, row: VendorIntegrationRow): Promise<void> {
  await db
    .insertInto('vendor_integration')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('vendor_code').doUpdateSet({
        wallet_mode: row.wallet_mode,
        secret: row.secret,
        launch_url: row.launch_url,
        api_url: row.api_url,
        enabled: row.enabled,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}
