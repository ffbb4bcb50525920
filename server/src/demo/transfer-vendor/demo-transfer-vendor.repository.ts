import type { Executor } from '../../db/transaction';

/** What a player holds at the demo vendor (zero when never seen). */
export async function selectDemoVendorBalance(
  db: Executor,
  vendorCode: string,
  playerId: string,
): Promise<number> {
  const row = await db
    .selectFrom('demo_vendor_wallet')
    .select('balance')
    .where('vendor_code', '=', vendorCode)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/** Adds `delta` (may be negative) to a player's balance at the demo vendor, creating the row. */
export async function addDemoVendorBalance(
  db: Executor,
  vendorCode: string,
  playerId: string,
  delta: number,
): Promise<void> {
  await db
    .insertInto('demo_vendor_wallet')
    .values({ vendor_code: vendorCode, player_id: playerId, balance: delta })
    .onConflict((conflict) =>
      conflict.columns(['vendor_code', 'player_id']).doUpdateSet((update) => ({
        balance: update('demo_vendor_wallet.balance', '+', delta),
      })),
    )
    .execute();
}

/** The demo vendor's record of a transfer by the platform's reference number. */
export async function selectDemoVendorTransfer(
  db: Executor,
  vendorCode: string,
  referenceNo: string,
): Promise<{ status: string; direction: string; amount: number; player_id: string } | undefined> {
  return db
    .selectFrom('demo_vendor_transfer')
    .select(['status', 'direction', 'amount', 'player_id'])
    .where('vendor_code', '=', vendorCode)
    .where('reference_no', '=', referenceNo)
    .executeTakeFirst();
}

/** Records a transfer the demo vendor took (COMPLETED) or refused (FAILED). */
export async function insertDemoVendorTransfer(
  db: Executor,
  row: {
    vendor_code: string;
    reference_no: string;
    player_id: string;
    direction: string;
    amount: number;
    status: string;
    created_at: number;
  },
): Promise<void> {
  await db.insertInto('demo_vendor_transfer').values(row).execute();
}
