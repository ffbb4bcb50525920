import { randomBytes } from 'node:crypto';

import type { DatabaseHandle } from '../db/database';
import { runStatements } from '../db/prepared-query';
import {
  addToDailyTotals,
  insertBetRecords,
  insertLateSettlements,
  isLateSettlement,
} from '../modules/bets/bets.repository';
import { measureBetRecord, settledStakeOf } from '../modules/bets/bets.service';

/**
 * Records a bet directly, as the seamless wallet's bet book does for a vendor's bet, without moving money:
 * enough for what reads the betting history (turnover, records). A prize is a win that settled no bet.
 */
export async function insertBetRecordRow(
  handle: DatabaseHandle,
  row: {
    memberId: number;
    amount: number;
    placedAt: number;
    kind?: 'bet' | 'prize';
    gameType?: string;
    status?: 'unsettled' | 'settled' | 'rolled_back';
    vendorCode?: string;
    gameCode?: string;
    roundId?: string;
    /** The vendor's transaction id (a random one when absent). */
    transactionId?: string;
    /** What a settled bet paid back (0 when absent). */
    payout?: number;
  },
): Promise<void> {
  const kind = row.kind ?? 'bet';
  const record = {
    member_id: row.memberId,
    vendor_code: row.vendorCode ?? 'DEMO',
    transaction_id: row.transactionId ?? `test-${randomBytes(8).toString('hex')}`,
    kind,
    game_code: row.gameCode ?? 'DEMO_SLOT',
    game_type: row.gameType ?? 'RNG',
    round_id: row.roundId ?? `round-${randomBytes(4).toString('hex')}`,
    stake: kind === 'bet' ? row.amount : 0,
    payout: kind === 'prize' ? row.amount : (row.payout ?? 0),
    win_count: kind === 'prize' ? 1 : 0,
    status: row.status ?? (kind === 'prize' ? 'settled' : 'unsettled'),
    day: Math.floor(row.placedAt / 86_400_000),
    placed_at: row.placedAt,
    settled_at: kind === 'prize' ? row.placedAt : null,
  };
  // Through the bet book's own insert (which marks a second record of the member's round), then its day's totals,
  // as the bet book keeps them (ledger:verify checks them against the records).
  await runStatements(handle.db, [insertBetRecords(handle.db, [{ ...record, is_round_repeat: 0 }])]);
  await runStatements(handle.db, [
    addToDailyTotals(handle.db, [
      { ...record, ...measureBetRecord(record), settled_stake: settledStakeOf(record) },
    ]),
  ]);
}

/**
 * Settles the member's bet of a round directly, as the bet book writes a win of `payout` at `at`: the record, its
 * day's totals and, when it settles a day or more after the bet, its late settlement (decision 107). Answers the
 * record's report day.
 */
export async function settleBetRecordRow(
  handle: DatabaseHandle,
  roundId: string,
  payout: number,
  at: number,
): Promise<number> {
  const bet = await handle.db
    .selectFrom('bet_record')
    .selectAll()
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  const day = Number(bet.day);
  await handle.db
    .updateTable('bet_record')
    .set({ status: 'settled', payout, win_count: 1, settled_at: at })
    .where('id', '=', bet.id)
    .execute();
  await runStatements(handle.db, [
    addToDailyTotals(handle.db, [
      {
        member_id: Number(bet.member_id),
        day,
        vendor_code: bet.vendor_code,
        game_type: bet.game_type,
        bet_count: 0,
        stake: 0,
        valid_bet: 0,
        payout,
        profit: payout - Number(bet.stake),
        settled_stake: Number(bet.stake),
      },
    ]),
    insertLateSettlements(
      handle.db,
      isLateSettlement({ placed_at: Number(bet.placed_at), settled_at: at }) ? [{ settled_at: at, day }] : [],
    ),
  ]);
  return day;
}
