import { randomBytes } from 'node:crypto';

import type { DatabaseHandle } from '../db/database';

/**
 * Records a seamless bet (or win, or rollback) row directly, as the seamless module does for a vendor's call,
 * without moving money: enough for what reads the betting history (turnover, records).
 */
export async function insertSeamlessRow(
  handle: DatabaseHandle,
  row: {
    memberId: number;
    amount: number;
    createdAt: number;
    kind?: 'bet' | 'win' | 'rollback';
    gameType?: string;
    status?: 'OK' | 'ROLLED_BACK';
    vendorCode?: string;
  },
): Promise<void> {
  await handle.db
    .insertInto('seamless_transaction')
    .values({
      vendor_code: row.vendorCode ?? 'DEMO',
      transaction_id: `test-${randomBytes(8).toString('hex')}`,
      kind: row.kind ?? 'bet',
      member_id: row.memberId,
      game_code: 'DEMO_SLOT',
      game_type: row.gameType ?? 'RNG',
      round_id: `round-${randomBytes(4).toString('hex')}`,
      amount: row.amount,
      ref_transaction_id: null,
      status: row.status ?? 'OK',
      outcome: 'OK',
      payload_hash: randomBytes(32).toString('hex'),
      ledger_transfer_id: null,
      balance_after: 0,
      created_at: row.createdAt,
    })
    .execute();
}
