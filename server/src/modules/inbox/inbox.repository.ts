import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';

import type { MemberMessageTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type MessageRow = Selectable<MemberMessageTable>;
export type MessageWithState = MessageRow & { read_at: number | null };

/** Who reads: the member's id, the segment their type falls in (null: none) and when they joined. */
export interface Reader {
  memberId: number;
  segment: string | null;
  joinedAt: number;
}

/** Appends a message; answers its id. */
export async function insertMessage(db: Executor, row: Insertable<MemberMessageTable>): Promise<number> {
  const inserted = await db
    .insertInto('member_message')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/**
 * The messages that reach a reader and that they have not deleted: those to them, and those to everyone or to
 * their segment sent since they joined (decision 050).
 */
function visibleMessages(db: Executor, reader: Reader) {
  return db
    .selectFrom('member_message as m')
    .leftJoin('member_message_state as s', (join) =>
      join.onRef('s.message_id', '=', 'm.id').on('s.member_id', '=', reader.memberId),
    )
    .where((eb) =>
      eb.or([
        eb.and([eb('m.audience', '=', 'MEMBER'), eb('m.member_id', '=', reader.memberId)]),
        eb.and([
          eb('m.audience', 'in', reader.segment === null ? ['ALL'] : ['ALL', reader.segment]),
          eb('m.created_at', '>=', reader.joinedAt),
        ]),
      ]),
    )
    .where('s.deleted_at', 'is', null);
}

/** One page of a reader's messages, newest first, with whether each was read. */
export async function selectReaderMessages(
  db: Executor,
  reader: Reader,
  filter: { isRead?: boolean | undefined; limit: number; offset: number },
): Promise<MessageWithState[]> {
  let query = visibleMessages(db, reader).selectAll('m').select('s.read_at');
  if (filter.isRead !== undefined) {
    query = query.where('s.read_at', filter.isRead ? 'is not' : 'is', null);
  }
  return query
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

/** How many messages reach a reader: all of them, and those not read. */
export async function countReaderMessages(
  db: Executor,
  reader: Reader,
  isRead?: boolean,
): Promise<{ total: number; unread: number }> {
  const row = await visibleMessages(db, reader)
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.sum<string | number | null>(sql`case when s.read_at is null then 1 else 0 end`).as('unread'),
      eb.fn.sum<string | number | null>(sql`case when s.read_at is null then 0 else 1 end`).as('read'),
    ])
    .executeTakeFirstOrThrow();
  const unread = Number(row.unread ?? 0);
  const read = Number(row.read ?? 0);
  const total = isRead === undefined ? Number(row.total) : isRead ? read : unread;
  return { total, unread };
}

/** The ids among `ids` (or every id, when null) of the messages that reach a reader and are not deleted. */
export async function selectVisibleIds(
  db: Executor,
  reader: Reader,
  ids: number[] | null,
): Promise<number[]> {
  let query = visibleMessages(db, reader).select('m.id');
  if (ids !== null) {
    query = query.where('m.id', 'in', ids);
  }
  return (await query.execute()).map((row) => Number(row.id));
}

/** Sets a member's read (or deleted) time on messages, keeping an earlier one. */
export async function upsertMessageStates(
  db: Executor,
  memberId: number,
  messageIds: number[],
  change: { readAt: number; deletedAt: number | null },
): Promise<void> {
  if (messageIds.length === 0) {
    return;
  }
  await db
    .insertInto('member_message_state')
    .values(
      messageIds.map((messageId) => ({
        message_id: messageId,
        member_id: memberId,
        read_at: change.readAt,
        deleted_at: change.deletedAt,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'message_id']).doUpdateSet({
        read_at: sql`coalesce(member_message_state.read_at, excluded.read_at)`,
        deleted_at: sql`coalesce(member_message_state.deleted_at, excluded.deleted_at)`,
      }),
    )
    .execute();
}

/** One page of every message, newest first (optionally those to one member), with how many read each. */
export async function selectMessagesForOperator(
  db: Executor,
  filter: { memberId?: number | undefined; limit: number; offset: number },
): Promise<Array<MessageRow & { read_count: string | number }>> {
  let query = db
    .selectFrom('member_message as m')
    .selectAll('m')
    .select((eb) =>
      eb
        .selectFrom('member_message_state as s')
        .whereRef('s.message_id', '=', 'm.id')
        .where('s.read_at', 'is not', null)
        .select(eb.fn.countAll<string | number>().as('n'))
        .as('read_count'),
    );
  if (filter.memberId !== undefined) {
    query = query.where('m.member_id', '=', filter.memberId);
  }
  const rows = await query.orderBy('m.id', 'desc').limit(filter.limit).offset(filter.offset).execute();
  return rows.map((row) => ({ ...row, read_count: row.read_count ?? 0 }));
}

/** How many messages there are (optionally to one member). */
export async function countMessagesForOperator(db: Executor, memberId?: number): Promise<number> {
  let query = db.selectFrom('member_message').select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (memberId !== undefined) {
    query = query.where('member_id', '=', memberId);
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The newest message's id (0 when there is none). */
export async function selectNewestMessageId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('member_message')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Who each message above `afterId` is for, oldest first (the inbox watch, decision 101). */
export async function selectMessagesAfter(
  db: Executor,
  afterId: number,
  limit: number,
): Promise<{ id: number; audience: string; memberId: number | null }[]> {
  const rows = await db
    .selectFrom('member_message')
    .select(['id', 'audience', 'member_id'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    audience: row.audience,
    memberId: row.member_id === null ? null : Number(row.member_id),
  }));
}
