import { isAgentType, MEMBER_TYPE } from '@plaza/contracts/accounts';
import type { MemberInfo } from '@plaza/contracts/accounts';

import type { DatabaseHandle } from '../../db/database';
import type { Executor } from '../../db/transaction';
import {
  createSessionStore,
  findMemberSessionPlayEnd,
  limitMemberSessions,
} from '../sessions/sessions.service';
import { insertKnownIp, selectMemberById, updateMemberSessionLimit } from './accounts.repository';
import type { MemberRow } from './accounts.repository';
import { recordLoginSuccess } from './login-attempts.service';

/** A member's session lasts a day (docs/decisions/006-accounts-security.md). */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Where a login comes from. */
export interface ClientContext {
  ip: string;
  device: string;
  now: number;
}

/** Members' sessions: an active member's token, hashed in `member_session`. */
const memberSessions = createSessionStore<MemberRow>({
  holder: 'member',
  lifetimeMs: SESSION_LIFETIME_MS,
  loadHolder: async (handle, memberId) => {
    const member = await selectMemberById(handle.db, memberId);
    return member?.status === 'ACTIVE' ? member : undefined;
  },
});

/** Maps a member row to the member info the wire carries. */
export function toMemberInfo(member: MemberRow): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgentType(member.type),
    isTrial: member.type === MEMBER_TYPE.trial,
    language: member.language,
    icon: member.icon,
    email: member.email,
    mobile: member.mobile,
    createdAt: new Date(member.created_at).toISOString(),
  };
}

/**
 * Opens a session for a member inside the caller's transaction: the token (only its hash is stored), the
 * successful attempt, and the IP remembered as known. A member with a session-time limit gets a session whose play
 * time ends that many minutes later (docs/decisions/057-session-time-limit.md).
 */
export async function startSession(
  db: Executor,
  memberId: number,
  username: string,
  method: string,
  client: ClientContext,
): Promise<{ token: string; member: MemberRow }> {
  const limitMinutes = (await selectMemberById(db, memberId))?.session_limit_minutes ?? null;
  const { token } = await memberSessions.open(db, memberId, {
    ...client,
    playEndsAt: limitMinutes === null ? undefined : client.now + Number(limitMinutes) * MINUTE_MS,
  });
  await recordLoginSuccess(db, {
    username,
    memberId,
    ip: client.ip,
    device: client.device,
    method,
    now: client.now,
  });
  await insertKnownIp(db, memberId, client.ip, client.now);
  const member = await selectMemberById(db, memberId);
  if (!member) {
    throw new Error(`Member ${memberId} vanished while its session opened`);
  }
  return { token, member };
}

/** The active member of a session token, or 401 not.logged.in. */
export function authenticateMember(
  handle: DatabaseHandle,
  token: string | undefined,
  now: number,
): Promise<MemberRow> {
  return memberSessions.authenticate(handle, token, now);
}

/** Ends a session: the token stops working at once. */
export async function logout(handle: DatabaseHandle, token: string, now: number): Promise<void> {
  await memberSessions.close(handle.db, token, now);
}

/** Ends every session of a member but the one whose token is kept (a password change keeps the caller's). */
export async function endOtherSessions(
  db: Executor,
  memberId: number,
  now: number,
  keptToken?: string,
): Promise<void> {
  await memberSessions.closeOthers(db, memberId, now, keptToken);
}

/**
 * Sets a member's session-time limit (null: none) for the sessions they open from now on; a limit also ends the
 * play time of their open sessions that many minutes after each began, unless it ends sooner already.
 */
export async function applySessionTimeLimit(
  db: Executor,
  memberId: number,
  minutes: number | null,
  now: number,
): Promise<void> {
  await updateMemberSessionLimit(db, memberId, minutes);
  if (minutes !== null) {
    await limitMemberSessions(db, memberId, minutes * MINUTE_MS, now);
  }
}

/** When the play time of a member's live session ends under their session-time limit (null: no limit). */
export function findSessionPlayEnd(db: Executor, token: string, now: number): Promise<number | null> {
  return findMemberSessionPlayEnd(db, token, now);
}
