import {
  CHAT_ROOM_MAX_PER_MINUTE,
  CHAT_ROOM_MIN_INTERVAL_MS,
  CHAT_ROOM_VISIBLE_DAYS,
  chatRoomIdSchema,
} from '@plaza/contracts/chat-room';
import type {
  ChatRoomHistory,
  ChatRoomId,
  ChatRoomList,
  ChatRoomMessage,
  ChatRoomModerationHistory,
  ChatRoomModerationRooms,
  ChatRoomMute,
  ChatRoomMuteRequest,
  ChatRoomStanding,
} from '@plaza/contracts/chat-room';
import { isFeatureEnabled } from '@plaza/contracts/feature-switches';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { findMemberById } from '../accounts/members.service';
import type { MemberRow } from '../accounts/members.service';
import { getDeploymentSettings, getFeatureTree } from '../deployment/deployment.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import type { ChatRoomHub, RoomMessageEvent } from './chat-room-hub';
import {
  clearRoomMute,
  countRoomPost,
  insertRoomMemberIfAbsent,
  insertRoomMessage,
  markRoomMessageRemoved,
  selectActiveMutes,
  selectMutedAmong,
  selectRoomMember,
  selectRoomMessage,
  selectRoomMessages,
  upsertRoomMute,
} from './chat-room.repository';
import type { ChatRoomMemberRow, ChatRoomMessageRow } from './chat-room.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const DISPLAY_NAME_MAX_LENGTH = 32;

/** The room is open while feature switch CHATROOM3 is on (operation.not.enabled otherwise), for every call. */
async function requireRoomsOpen(handle: DatabaseHandle): Promise<void> {
  if (!isFeatureEnabled(await getFeatureTree(handle), 'CHATROOM3')) {
    throw new AppError('operation.not.enabled');
  }
}

/** The deployment's rooms: one per language it offers, its default language's first. */
async function readRoomIds(handle: DatabaseHandle): Promise<ChatRoomId[]> {
  const settings = await getDeploymentSettings(handle);
  return [
    settings.defaultLanguage,
    ...settings.languages.filter((each) => each !== settings.defaultLanguage),
  ];
}

/** A room of this deployment, or 404 not.found (a language it does not offer). */
async function requireRoom(handle: DatabaseHandle, roomId: ChatRoomId): Promise<void> {
  if (!(await readRoomIds(handle)).includes(roomId)) {
    throw new AppError('not.found');
  }
}

/** The rooms members may read (the room must be open). */
export async function listRooms(handle: DatabaseHandle): Promise<ChatRoomList> {
  await requireRoomsOpen(handle);
  return { list: (await readRoomIds(handle)).map((id) => ({ id })) };
}

/** The rooms as moderators list them, open or not, and whether members have them now. */
export async function listRoomsForModeration(handle: DatabaseHandle): Promise<ChatRoomModerationRooms> {
  const isOpen = isFeatureEnabled(await getFeatureTree(handle), 'CHATROOM3');
  return { list: (await readRoomIds(handle)).map((id) => ({ id })), isOpen };
}

/**
 * Whether a live connection may follow `roomId`: the room open and one of the deployment's. Answers false rather
 * than throwing, the connection closes on it.
 */
export async function mayFollowRoom(handle: DatabaseHandle, roomId: ChatRoomId): Promise<boolean> {
  try {
    await requireRoomsOpen(handle);
    await requireRoom(handle, roomId);
    return true;
  } catch {
    return false;
  }
}

/** The name members see: the member's nickname, else the account name with most of it hidden. */
function toDisplayName(member: Pick<MemberRow, 'nickname' | 'username'>): string {
  const nickname = member.nickname?.trim() ?? '';
  if (nickname !== '') {
    return [...nickname].slice(0, DISPLAY_NAME_MAX_LENGTH).join('');
  }
  const { username } = member;
  return username.length <= 3
    ? `${username.slice(0, 1)}**`
    : `${username.slice(0, 2)}***${username.slice(-1)}`;
}

function toRoomId(value: string): ChatRoomId {
  const parsed = chatRoomIdSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`chat room message in unknown room ${value}`);
  }
  return parsed.data;
}

function toMessageEvent(row: ChatRoomMessageRow): RoomMessageEvent {
  return {
    id: String(row.id),
    roomId: toRoomId(row.room_id),
    displayName: row.display_name,
    text: row.text,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    memberId: Number(row.member_id),
  };
}

function toMessage(row: ChatRoomMessageRow, viewerId: number | undefined): ChatRoomMessage {
  const { memberId, ...message } = toMessageEvent(row);
  return { ...message, isOwn: memberId === viewerId };
}

/** A page read newest first with one extra row, as the page answers it: oldest first, and whether more remain. */
function toPage<T>(rows: readonly ChatRoomMessageRow[], limit: number, map: (row: ChatRoomMessageRow) => T) {
  return { list: rows.slice(0, limit).reverse().map(map), hasMore: rows.length > limit };
}

/**
 * A page of a room's history as members read it: the messages of the last CHAT_ROOM_VISIBLE_DAYS that were not
 * removed, older than `before` (the newest without it), the viewer's own marked.
 */
export async function readRoomHistory(
  handle: DatabaseHandle,
  roomId: ChatRoomId,
  query: { before?: string | undefined; limit: number },
  viewerId: number | undefined,
  now: number = Date.now(),
): Promise<ChatRoomHistory> {
  await requireRoomsOpen(handle);
  await requireRoom(handle, roomId);
  const rows = await selectRoomMessages(handle.db, roomId, {
    beforeId: query.before === undefined ? undefined : Number(query.before),
    limit: query.limit,
    since: now - CHAT_ROOM_VISIBLE_DAYS * DAY_MS,
    isRemovedIncluded: false,
  });
  return toPage(rows, query.limit, (row) => toMessage(row, viewerId));
}

function toStanding(row: ChatRoomMemberRow | undefined, now: number): ChatRoomStanding {
  const until = row?.muted_until === null || row === undefined ? null : Number(row.muted_until);
  return until === null || until <= now
    ? { mutedUntil: null, muteReason: null }
    : { mutedUntil: new Date(until).toISOString(), muteReason: row?.mute_reason ?? null };
}

/** Whether the member may post now: muted until when, and why. */
export async function readStanding(
  handle: DatabaseHandle,
  memberId: number,
  now: number = Date.now(),
): Promise<ChatRoomStanding> {
  await requireRoomsOpen(handle);
  return toStanding(await selectRoomMember(handle.db, memberId), now);
}

/**
 * A member posts in a room: refused while the room is off, to a member that is not active (self-excluded,
 * locked: their sessions end with the block, this holds the line for a session still in hand), while muted
 * (403 chat.room.muted, with its end and reason) or past the rate limit (429 chat.room.too.fast, with the seconds
 * to wait). The post counts against the limit and is kept in one transaction, then every connection in the room
 * hears it, on every node.
 */
export async function postRoomMessage(
  handle: DatabaseHandle,
  hub: ChatRoomHub,
  member: MemberRow,
  roomId: ChatRoomId,
  text: string,
  now: number = Date.now(),
): Promise<ChatRoomMessage> {
  await requireRoomsOpen(handle);
  await requireRoom(handle, roomId);
  if (member.status !== 'ACTIVE') {
    throw new AppError('account.self.blocked');
  }
  const limits = { minIntervalMs: CHAT_ROOM_MIN_INTERVAL_MS, maxPerMinute: CHAT_ROOM_MAX_PER_MINUTE };
  const id = await runInTransaction(handle, async (db) => {
    await insertRoomMemberIfAbsent(db, member.id);
    if (!(await countRoomPost(db, member.id, now, limits))) {
      const standing = toStanding(await selectRoomMember(db, member.id), now);
      if (standing.mutedUntil !== null) {
        throw new AppError('chat.room.muted', { until: standing.mutedUntil, reason: standing.muteReason });
      }
      throw new AppError('chat.room.too.fast', {
        retryAfterSeconds: await secondsToWait(db, member.id, now),
      });
    }
    return insertRoomMessage(db, {
      room_id: roomId,
      member_id: member.id,
      display_name: toDisplayName(member),
      text,
      created_at: now,
    });
  });
  const row = await selectRoomMessage(handle.db, id);
  if (row === undefined) {
    throw new AppError('not.found');
  }
  hub.publish({ kind: 'message', message: toMessageEvent(row) });
  return toMessage(row, member.id);
}

/** How long a member past the rate limit waits before the next post is let through, in whole seconds. */
async function secondsToWait(db: Executor, memberId: number, now: number): Promise<number> {
  const row = await selectRoomMember(db, memberId);
  if (row === undefined) {
    return 1;
  }
  const afterInterval = Number(row.last_post_at) + CHAT_ROOM_MIN_INTERVAL_MS;
  const windowStart = Number(row.window_start);
  const afterWindow =
    Number(row.window_count) >= CHAT_ROOM_MAX_PER_MINUTE && windowStart > now - 60_000
      ? windowStart + 60_000
      : 0;
  return Math.max(1, Math.ceil((Math.max(afterInterval, afterWindow) - now) / 1000));
}

// Moderation (the back office, permission chatroom.moderate).

/** Account names of the members of a page, read through the accounts module. */
async function readUsernames(
  handle: DatabaseHandle,
  memberIds: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(memberIds)];
  const members = await Promise.all(unique.map((id) => findMemberById(handle.db, id)));
  return new Map(unique.map((id, index) => [id, members[index]?.username ?? '']));
}

/**
 * A page of a room as moderators read it: every message, removed ones included (with when and why), each with
 * its author's account and whether the author is muted now. Open while the room is switched off.
 */
export async function readRoomForModeration(
  handle: DatabaseHandle,
  roomId: ChatRoomId,
  query: { before?: string | undefined; limit: number },
  now: number = Date.now(),
): Promise<ChatRoomModerationHistory> {
  await requireRoom(handle, roomId);
  const rows = await selectRoomMessages(handle.db, roomId, {
    beforeId: query.before === undefined ? undefined : Number(query.before),
    limit: query.limit,
    isRemovedIncluded: true,
  });
  const memberIds = rows.map((row) => Number(row.member_id));
  const [usernames, muted] = await Promise.all([
    readUsernames(handle, memberIds),
    selectMutedAmong(handle.db, memberIds, now),
  ]);
  return toPage(rows, query.limit, (row) => {
    const { memberId, ...message } = toMessageEvent(row);
    return {
      ...message,
      memberId,
      username: usernames.get(memberId) ?? '',
      removedAt: row.removed_at === null ? null : new Date(Number(row.removed_at)).toISOString(),
      removalReason: row.removal_reason,
      isMuted: muted.has(memberId),
    };
  });
}

/**
 * A moderator removes a message: marked removed with its audit row (`chatroom.remove`) in one transaction, then
 * it disappears from every member's room at once. A message already removed is 409 already.processed.
 */
export async function removeRoomMessage(
  handle: DatabaseHandle,
  hub: ChatRoomHub,
  operator: AuthenticatedOperator,
  messageId: number,
  reason: string,
  now: number = Date.now(),
): Promise<void> {
  const row = await selectRoomMessage(handle.db, messageId);
  if (row === undefined) {
    throw new AppError('not.found');
  }
  await runInTransaction(handle, async (db) => {
    const removal = { at: now, operatorId: operator.id, reason: reason === '' ? null : reason };
    if (!(await markRoomMessageRemoved(db, messageId, removal))) {
      throw new AppError('already.processed');
    }
    await recordOperatorAction(db, {
      actor: operator,
      action: 'chatroom.remove',
      targetType: 'chatroom.message',
      targetId: messageId,
      details: { roomId: row.room_id, memberId: Number(row.member_id), text: row.text, reason },
      now,
    });
  });
  hub.publish({ kind: 'removed', roomId: toRoomId(row.room_id), messageId: String(messageId) });
}

async function requireMember(handle: DatabaseHandle, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(handle.db, memberId);
  if (member === undefined) {
    throw new AppError('not.found');
  }
  return member;
}

/**
 * A moderator mutes a member for `minutes` with a reason (a mute in force is replaced): kept with its audit row
 * (`chatroom.mute`) in one transaction; the member's open pages hear it at once.
 */
export async function muteRoomMember(
  handle: DatabaseHandle,
  hub: ChatRoomHub,
  operator: AuthenticatedOperator,
  memberId: number,
  request: ChatRoomMuteRequest,
  now: number = Date.now(),
): Promise<ChatRoomStanding> {
  await requireMember(handle, memberId);
  const until = now + request.minutes * 60_000;
  await runInTransaction(handle, async (db) => {
    await upsertRoomMute(db, memberId, { until, reason: request.reason, operatorId: operator.id });
    await recordOperatorAction(db, {
      actor: operator,
      action: 'chatroom.mute',
      targetType: 'member',
      targetId: memberId,
      details: { minutes: request.minutes, until: new Date(until).toISOString(), reason: request.reason },
      now,
    });
  });
  const standing = { mutedUntil: new Date(until).toISOString(), muteReason: request.reason };
  hub.publish({ kind: 'standing', memberId, standing });
  return standing;
}

/**
 * A moderator ends a member's mute before its time: with its audit row (`chatroom.unmute`) in one transaction. A
 * member not muted is 409 already.processed.
 */
export async function unmuteRoomMember(
  handle: DatabaseHandle,
  hub: ChatRoomHub,
  operator: AuthenticatedOperator,
  memberId: number,
  now: number = Date.now(),
): Promise<ChatRoomStanding> {
  await requireMember(handle, memberId);
  await runInTransaction(handle, async (db) => {
    if (!(await clearRoomMute(db, memberId, now))) {
      throw new AppError('already.processed');
    }
    await recordOperatorAction(db, {
      actor: operator,
      action: 'chatroom.unmute',
      targetType: 'member',
      targetId: memberId,
      now,
    });
  });
  const standing = { mutedUntil: null, muteReason: null };
  hub.publish({ kind: 'standing', memberId, standing });
  return standing;
}

/** The members muted now, the longest mute first (at most 200). */
export async function listRoomMutes(
  handle: DatabaseHandle,
  now: number = Date.now(),
): Promise<ChatRoomMute[]> {
  const rows = await selectActiveMutes(handle.db, now, 200);
  const usernames = await readUsernames(
    handle,
    rows.map((row) => Number(row.member_id)),
  );
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    username: usernames.get(Number(row.member_id)) ?? '',
    mutedUntil: new Date(Number(row.muted_until)).toISOString(),
    reason: row.mute_reason ?? '',
    operatorId: row.muted_by === null ? null : Number(row.muted_by),
  }));
}
