import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';

import type { ChatRoomMemberTable, ChatRoomMessageTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type ChatRoomMessageRow = Selectable<ChatRoomMessageTable>;
export type ChatRoomMemberRow = Selectable<ChatRoomMemberTable>;

/** Appends a message; answers its id. */
export async function insertRoomMessage(
  db: Executor,
  row: Insertable<ChatRoomMessageTable>,
): Promise<number> {
  const inserted = await db
    .insertInto('chat_room_message')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** One message by id, removed or not. */
export function selectRoomMessage(db: Executor, id: number): Promise<ChatRoomMessageRow | undefined> {
  return db.selectFrom('chat_room_message').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Up to `limit` + 1 messages of a room older than `beforeId` (all when undefined), newest first: the extra one
 * only says that there are more. Members' pages leave removed messages out and start at `since`.
 */
export function selectRoomMessages(
  db: Executor,
  roomId: string,
  page: { beforeId: number | undefined; limit: number; since?: number; isRemovedIncluded: boolean },
): Promise<ChatRoomMessageRow[]> {
  let query = db
    .selectFrom('chat_room_message')
    .selectAll()
    .where('room_id', '=', roomId)
    .orderBy('id', 'desc')
    .limit(page.limit + 1);
  if (page.beforeId !== undefined) {
    query = query.where('id', '<', page.beforeId);
  }
  if (page.since !== undefined) {
    query = query.where('created_at', '>=', page.since);
  }
  if (!page.isRemovedIncluded) {
    query = query.where('removed_at', 'is', null);
  }
  return query.execute();
}

/** Marks a message removed unless it already is; answers whether this call removed it. */
export async function markRoomMessageRemoved(
  db: Executor,
  id: number,
  removal: { at: number; operatorId: number; reason: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('chat_room_message')
    .set({ removed_at: removal.at, removed_by: removal.operatorId, removal_reason: removal.reason })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A member's standing row, if the member ever posted or was muted. */
export function selectRoomMember(db: Executor, memberId: number): Promise<ChatRoomMemberRow | undefined> {
  return db.selectFrom('chat_room_member').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/** Makes sure the member has a standing row (the rate limit's conditional update needs one). */
export async function insertRoomMemberIfAbsent(db: Executor, memberId: number): Promise<void> {
  await db
    .insertInto('chat_room_member')
    .values({ member_id: memberId })
    .onConflict((conflict) => conflict.column('member_id').doNothing())
    .execute();
}

/**
 * Counts one post against the member's rate limit if it allows one now and the member is not muted: at least
 * `minIntervalMs` since the last post, and fewer than `maxPerMinute` in the minute that opened with the first of
 * them (a minute that has passed opens again with this post). One conditional update: on PostgreSQL a second
 * node's concurrent post waits on the row and is judged on what the first wrote. Answers whether it counted.
 */
export async function countRoomPost(
  db: Executor,
  memberId: number,
  now: number,
  limits: { minIntervalMs: number; maxPerMinute: number },
): Promise<boolean> {
  const minuteAgo = now - 60_000;
  const result = await db
    .updateTable('chat_room_member')
    .set({
      last_post_at: now,
      window_start: sql<number>`case when window_start <= ${minuteAgo} then ${now} else window_start end`,
      window_count: sql<number>`case when window_start <= ${minuteAgo} then 1 else window_count + 1 end`,
    })
    .where('member_id', '=', memberId)
    .where('last_post_at', '<=', now - limits.minIntervalMs)
    .where((where) =>
      where.or([where('window_start', '<=', minuteAgo), where('window_count', '<', limits.maxPerMinute)]),
    )
    .where((where) => where.or([where('muted_until', 'is', null), where('muted_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Mutes a member until `until` (replacing a mute in force). */
export async function upsertRoomMute(
  db: Executor,
  memberId: number,
  mute: { until: number; reason: string; operatorId: number },
): Promise<void> {
  await db
    .insertInto('chat_room_member')
    .values({
      member_id: memberId,
      muted_until: mute.until,
      mute_reason: mute.reason,
      muted_by: mute.operatorId,
    })
    .onConflict((conflict) =>
      conflict
        .column('member_id')
        .doUpdateSet({ muted_until: mute.until, mute_reason: mute.reason, muted_by: mute.operatorId }),
    )
    .execute();
}

/** Ends a member's mute in force; answers whether there was one. */
export async function clearRoomMute(db: Executor, memberId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('chat_room_member')
    .set({ muted_until: null, mute_reason: null, muted_by: null })
    .where('member_id', '=', memberId)
    .where('muted_until', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The members muted at `now`, the mute ending last first. */
export function selectActiveMutes(db: Executor, now: number, limit: number): Promise<ChatRoomMemberRow[]> {
  return db
    .selectFrom('chat_room_member')
    .selectAll()
    .where('muted_until', '>', now)
    .orderBy('muted_until', 'desc')
    .limit(limit)
    .execute();
}

/** Of `memberIds`, those muted at `now`. */
export async function selectMutedAmong(
  db: Executor,
  memberIds: readonly number[],
  now: number,
): Promise<Set<number>> {
  if (memberIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('chat_room_member')
    .select('member_id')
    .where('member_id', 'in', memberIds)
    .where('muted_until', '>', now)
    .execute();
  return new Set(rows.map((row) => Number(row.member_id)));
}
