import type { VendorTransferRequest } from '@plaza/contracts/transfer-wallet';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import {
  addDemoVendorBalance,
  insertDemoVendorTransfer,
  selectDemoVendorBalance,
  selectDemoVendorTransfer,
} from './demo-transfer-vendor.repository';

/** What the demo vendor answers a transfer: the vendor's status and the player's balance with it afterwards. */
export interface DemoTransferOutcome {
  status: 'OK' | 'INSUFFICIENT_FUNDS';
  balance: number;
}

/** A player's balance at the demo vendor, in minor units. */
export function getDemoVendorBalance(
  handle: DatabaseHandle,
  vendorCode: string,
  playerId: string,
): Promise<number> {
  return selectDemoVendorBalance(handle.db, vendorCode, playerId);
}

/**
 * Moves money into (`in`) or out of (`out`) the player's balance at the demo vendor, once per reference number: a
 * repeated reference answers what the first one did and moves nothing; an `out` past the balance is refused and
 * kept as FAILED.
 */
export function applyDemoVendorTransfer(
  handle: DatabaseHandle,
  vendorCode: string,
  transfer: VendorTransferRequest,
  now: number,
): Promise<DemoTransferOutcome> {
  return runInTransaction(handle, async (db) => {
    const earlier = await selectDemoVendorTransfer(db, vendorCode, transfer.referenceNo);
    const balance = await selectDemoVendorBalance(db, vendorCode, transfer.playerId);
    if (earlier !== undefined) {
      return { status: earlier.status === 'COMPLETED' ? 'OK' : 'INSUFFICIENT_FUNDS', balance };
    }
    const isRefused = transfer.direction === 'out' && balance < transfer.amount;
    await insertDemoVendorTransfer(db, {
      vendor_code: vendorCode,
      reference_no: transfer.referenceNo,
      player_id: transfer.playerId,
      direction: transfer.direction,
      amount: transfer.amount,
      status: isRefused ? 'FAILED' : 'COMPLETED',
      created_at: now,
    });
    if (isRefused) {
      return { status: 'INSUFFICIENT_FUNDS', balance };
    }
    const delta = transfer.direction === 'in' ? transfer.amount : -transfer.amount;
    await addDemoVendorBalance(db, vendorCode, transfer.playerId, delta);
    return { status: 'OK', balance: balance + delta };
  });
}

/** The status the demo vendor keeps for a transfer (COMPLETED or FAILED), or NOT_FOUND when it never saw it. */
export async function getDemoVendorTransferStatus(
  handle: DatabaseHandle,
  vendorCode: string,
  referenceNo: string,
): Promise<string> {
  const transfer = await selectDemoVendorTransfer(handle.db, vendorCode, referenceNo);
  return transfer?.status ?? 'NOT_FOUND';
}
