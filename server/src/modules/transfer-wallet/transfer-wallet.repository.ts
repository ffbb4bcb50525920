import type { Insertable, Selectable } from 'kysely';

import type { VendorTransferTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A vendor_transfer row. */
export type VendorTransferRow = Selectable<VendorTransferTable>;

/** Records a transfer about to be asked of a vendor; answers its id. */
export async function insertVendorTransfer(
  db: Executor,
  row: Omit<Insertable<VendorTransferTable>, 'id'>,
): Promise<number> {
  const inserted = await db
    .insertInto('vendor_transfer')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Moves a transfer to `status` only from one of `from`; answers whether this call did it, so that two
 * settlements of the same transfer (the request and the reconciler) never both move money.
 */
export async function updateVendorTransferStatus(
  db: Executor,
  id: number,
  from: readonly string[],
  status: string,
  failure: string | null,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('vendor_transfer')
    .set({ status, failure, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A transfer by id. */
export async function selectVendorTransfer(db: Executor, id: number): Promise<VendorTransferRow | undefined> {
  return db.selectFrom('vendor_transfer').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Transfers whose outcome is still open (PENDING or UNKNOWN) and untouched since `before`. */
export async function selectOpenTransfers(
  db: Executor,
  before: number,
  limit: number,
): Promise<VendorTransferRow[]> {
  return db
    .selectFrom('vendor_transfer')
    .selectAll()
    .where('status', 'in', ['PENDING', 'UNKNOWN'])
    .where('updated_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Whether a member has a transfer with a vendor whose outcome is still open. */
export async function hasOpenTransfer(db: Executor, memberId: number, vendorCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('vendor_transfer')
    .select('id')
    .where('member_id', '=', memberId)
    .where('vendor_code', '=', vendorCode)
    .where('status', 'in', ['PENDING', 'UNKNOWN'])
    .executeTakeFirst();
  return row !== undefined;
}
