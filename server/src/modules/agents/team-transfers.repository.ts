import type { Selectable } from 'kysely';
import { sql } from 'kysely';

import type { TeamTransferTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type TeamTransferRow = Selectable<TeamTransferTable>;

function toRow(row: TeamTransferRow): TeamTransferRow {
  return {
    ...row,
    id: Number(row.id),
    sender_id: Number(row.sender_id),
    receiver_id: Number(row.receiver_id),
    amount: Number(row.amount),
    ledger_transfer_id: Number(row.ledger_transfer_id),
    created_at: Number(row.created_at),
  };
}

/** A sender's transfer made with `requestId`, if any. */
export async function selectTransferByRequest(
  db: Executor,
  senderId: number,
  requestId: string,
): Promise<TeamTransferRow | undefined> {
  const row = await db
    .selectFrom('team_transfer')
    .selectAll()
    .where('sender_id', '=', senderId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row === undefined ? undefined : toRow(row);
}

/** What a member has sent on a report day. */
export async function sumSentOnDay(db: Executor, senderId: number, day: number): Promise<number> {
  const row = await db
    .selectFrom('team_transfer')
    .select(sql<number | string>`coalesce(sum(amount), 0)`.as('total'))
    .where('sender_id', '=', senderId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertTeamTransfer(db: Executor, row: Omit<TeamTransferRow, 'id'>): Promise<number> {
  const inserted = await db.insertInto('team_transfer').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** A member's transfers, sent, received or both, in a range, newest first, with their count. */
export async function selectMemberTransfers(
  db: Executor,
  filter: { memberId: number; side: 'ALL' | 'SENT' | 'RECEIVED'; from: number; to: number },
  page: { limit: number; offset: number },
): Promise<{ rows: TeamTransferRow[]; total: number }> {
  const base = db
    .selectFrom('team_transfer')
    .where('created_at', '>=', filter.from)
    .where('created_at', '<', filter.to)
    .where((eb) =>
      filter.side === 'SENT'
        ? eb('sender_id', '=', filter.memberId)
        : filter.side === 'RECEIVED'
          ? eb('receiver_id', '=', filter.memberId)
          : eb.or([eb('sender_id', '=', filter.memberId), eb('receiver_id', '=', filter.memberId)]),
    );
  const count = await base
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows: rows.map(toRow), total: Number(count.count) };
}
