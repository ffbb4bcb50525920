import type { Dialect } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import {
  fillMemberRealName,
  insertMemberPaymentPassword,
  lockMemberRow,
  lockMemberRows,
  selectMemberById,
  selectMemberByUsername,
  selectMemberLogins,
  selectMemberSearchPage,
  updateMemberAffiliateCode,
  updateMemberParent,
  updateMemberBlock,
  updateMemberPaymentPassword,
} from './accounts.repository';
import type { MemberRow, MemberSearchFilter } from './accounts.repository';

/** A member as the server holds it (never sent to a client as is: toMemberInfo maps it). */
export type { MemberRow } from './accounts.repository';

// What other modules read and keep on a member: the accounts module owns the `member` table, so they come here.

/** A member by user name (as stored: lower case), in the caller's transaction. */
export function findMemberByUsername(db: Executor, username: string): Promise<MemberRow | undefined> {
  return selectMemberByUsername(db, username);
}

/** A member by id, in the caller's transaction. */
export function findMemberById(db: Executor, memberId: number): Promise<MemberRow | undefined> {
  return selectMemberById(db, memberId);
}

/**
 * Takes a member's row lock for the rest of the transaction and answers the row as committed now: one member's
 * money requests (withdrawals, binding accounts) run one at a time.
 */
export function lockMember(db: Executor, memberId: number): Promise<MemberRow | undefined> {
  return lockMemberRow(db, memberId);
}

/** Takes the row locks of many members (as lockMember does one's) in ascending id order: a batch of payments. */
export function lockMembers(db: Executor, memberIds: readonly number[], dialect: Dialect): Promise<void> {
  return lockMemberRows(db, memberIds, dialect);
}

/** Stores a member's payment password hash (argon2id). */
export async function setPaymentPasswordHash(db: Executor, memberId: number, hash: string): Promise<void> {
  await updateMemberPaymentPassword(db, memberId, hash);
}

/**
 * Stores a member's first payment password hash; false when one was set meanwhile, so that two concurrent first
 * settings cannot both win.
 */
export function setFirstPaymentPasswordHash(db: Executor, memberId: number, hash: string): Promise<boolean> {
  return insertMemberPaymentPassword(db, memberId, hash);
}

/** Records a member's real name (a bound account's holder) when none is recorded yet; one is never overwritten. */
export async function recordRealName(db: Executor, memberId: number, realName: string): Promise<void> {
  await fillMemberRealName(db, memberId, realName);
}

/** Gives a member an invitation (affiliate) code (the demo deployment's agents). */
export async function setAffiliateCode(db: Executor, memberId: number, code: string): Promise<void> {
  await updateMemberAffiliateCode(db, memberId, code);
}

/** Records a member's new direct upline after an operator moved it in the tree (team-tree moves the team itself). */
export async function setParent(db: Executor, memberId: number, parentId: number): Promise<void> {
  await updateMemberParent(db, memberId, parentId);
}

/** The status of a member on a time-out or self-exclusion they chose (docs/decisions/051-responsible-gambling.md). */
export const SELF_BLOCKED_STATUS = 'SELF_BLOCKED';
/** `blocked_until` of a permanent self-exclusion: the last millisecond of year 9999. */
export const PERMANENT_BLOCK_UNTIL = 253_402_300_799_999;

/**
 * Blocks an active member until `until` in the caller's transaction: sessions stop working at once (only ACTIVE
 * members have sessions), login is refused, and the vendor wallet refuses their bets (PLAYER_BLOCKED). A block in
 * force is only ever lengthened. Answers whether the member was blocked.
 */
export async function blockMemberUntil(db: Executor, member: MemberRow, until: number): Promise<boolean> {
  if (member.status === SELF_BLOCKED_STATUS) {
    return updateMemberBlock(db, member.id, {
      status: SELF_BLOCKED_STATUS,
      blockedUntil: Math.max(until, member.blocked_until ?? 0),
      onlyIfStatus: SELF_BLOCKED_STATUS,
    });
  }
  return updateMemberBlock(db, member.id, {
    status: SELF_BLOCKED_STATUS,
    blockedUntil: until,
    onlyIfStatus: 'ACTIVE',
  });
}

/**
 * A member's self-chosen block at login: refused (403 account.self.blocked, with its end) while it lasts; once it
 * has ended the member is active again and the answer is the member as now stored.
 */
export async function endBlockIfOver(db: Executor, member: MemberRow, now: number): Promise<MemberRow> {
  if (member.status !== SELF_BLOCKED_STATUS) {
    return member;
  }
  const until = member.blocked_until ?? PERMANENT_BLOCK_UNTIL;
  if (until > now) {
    throw new AppError('account.self.blocked', {
      until: until >= PERMANENT_BLOCK_UNTIL ? null : new Date(until).toISOString(),
    });
  }
  await updateMemberBlock(db, member.id, {
    status: 'ACTIVE',
    blockedUntil: null,
    onlyIfStatus: SELF_BLOCKED_STATUS,
  });
  return { ...member, status: 'ACTIVE', blocked_until: null };
}

/** The status of a member an operator locked: no login, no session, no bets, until an operator unlocks it. */
export const LOCKED_STATUS = 'LOCKED';

/** One page of the back office's member search (accounts owns the member table). */
export function searchMembers(
  db: Executor,
  filter: MemberSearchFilter,
  page: { limit: number; offset: number; sort: 'newest' | 'oldest' | 'username' },
): Promise<{ rows: MemberRow[]; total: number }> {
  return selectMemberSearchPage(db, filter, page);
}

/** A member's latest login attempts with their addresses, newest first. */
export async function listMemberLogins(db: Executor, memberId: number, limit = 20) {
  const rows = await selectMemberLogins(db, memberId, limit);
  return rows.map((row) => ({
    ip: row.ip,
    device: row.device,
    method: row.method,
    isSuccess: row.is_success === 1,
    reason: row.reason,
    createdAt: row.created_at,
  }));
}

/**
 * An operator locks an active member or unlocks a locked one, in the caller's transaction: a locked member's
 * sessions stop at once (only ACTIVE members have sessions). A member's own time-out or self-exclusion is not the
 * operator's to lift. Answers whether the status changed.
 */
export function setMemberLocked(db: Executor, memberId: number, isLocked: boolean): Promise<boolean> {
  return updateMemberBlock(db, memberId, {
    status: isLocked ? LOCKED_STATUS : 'ACTIVE',
    blockedUntil: null,
    onlyIfStatus: isLocked ? 'ACTIVE' : LOCKED_STATUS,
  });
}
