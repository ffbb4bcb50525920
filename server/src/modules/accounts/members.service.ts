import type { Executor } from '../../db/transaction';
import {
  fillMemberRealName,
  insertMemberPaymentPassword,
  lockMemberRow,
  selectMemberById,
  updateMemberAffiliateCode,
  updateMemberParent,
  updateMemberPaymentPassword,
} from './accounts.repository';
import type { MemberRow } from './accounts.repository';

/** A member as the server holds it (never sent to a client as is: toMemberInfo maps it). */
export type { MemberRow } from './accounts.repository';

// What other modules read and keep on a member: the accounts module owns the `member` table, so they come here.

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
