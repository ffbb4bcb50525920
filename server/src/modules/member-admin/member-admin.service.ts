import { isAgentType } from '@plaza/contracts/accounts';
import type {
  MemberDetail,
  MemberSummary,
  MemberSummaryPage,
  memberSearchQuerySchema,
} from '@plaza/contracts/members-operator';
import type { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { MemberRow } from '../accounts/members.service';
import {
  findMemberById,
  listMemberLogins,
  lockMember,
  searchMembers,
  setMemberLocked,
} from '../accounts/members.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { getMemberBalance } from '../wallet/wallet.service';

const toIso = (time: number) => new Date(time).toISOString();

function toSummary(row: MemberRow): MemberSummary {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    realName: row.real_name,
    mobile: row.mobile,
    email: row.email,
    status: row.status,
    isAgent: isAgentType(row.type),
    parentId: row.parent_id,
    createdAt: toIso(row.created_at),
  };
}

function parseProfile(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value))
      : {};
  } catch {
    return {};
  }
}

/** One page of the back office's member search (docs/product/back-office.md#members). */
export async function listMembersForOperator(
  handle: DatabaseHandle,
  query: z.output<typeof memberSearchQuerySchema>,
): Promise<MemberSummaryPage> {
  const { rows, total } = await searchMembers(
    handle.db,
    { search: query.search, status: query.status },
    { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize, sort: query.sort },
  );
  return {
    content: rows.map(toSummary),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** A member's page: profile, balances, upline and the latest logins with their addresses. */
export async function getMemberForOperator(handle: DatabaseHandle, memberId: number): Promise<MemberDetail> {
  const row = await findMemberById(handle.db, memberId);
  if (row === undefined) {
    throw new AppError('not.found');
  }
  const parent = row.parent_id === null ? undefined : await findMemberById(handle.db, row.parent_id);
  const logins = await listMemberLogins(handle.db, memberId);
  return {
    member: {
      ...toSummary(row),
      birthday: row.birthday,
      language: row.language,
      blockedUntil: row.blocked_until === null ? null : toIso(row.blocked_until),
      profile: parseProfile(row.profile),
    },
    upline: parent === undefined ? null : { id: parent.id, username: parent.username },
    balance: await getMemberBalance(handle, memberId),
    logins: logins.map((login) => ({ ...login, createdAt: toIso(login.createdAt) })),
  };
}

/**
 * Locks an active member or unlocks a locked one, with the operator's reason, audited (`member.lock`,
 * `member.unlock`) in the same transaction. A member in another state (already so, or on a time-out they chose)
 * answers 409 already.processed and nothing changes.
 */
export async function setMemberLockByOperator(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  memberId: number,
  change: { isLocked: boolean; reason: string },
  now: number = Date.now(),
): Promise<MemberDetail> {
  await runInTransaction(handle, async (db) => {
    const member = await lockMember(db, memberId);
    if (member === undefined) {
      throw new AppError('not.found');
    }
    if (!(await setMemberLocked(db, memberId, change.isLocked))) {
      throw new AppError('already.processed');
    }
    await recordOperatorAction(db, {
      actor,
      action: change.isLocked ? 'member.lock' : 'member.unlock',
      targetType: 'member',
      targetId: memberId,
      details: { reason: change.reason, statusBefore: member.status },
      now,
    });
  });
  return getMemberForOperator(handle, memberId);
}
