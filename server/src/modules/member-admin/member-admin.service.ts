import { isAgentType } from '@plaza/contracts/accounts';
import type { MemberNote, MemberNotePage, MemberPasswordReset } from '@plaza/contracts/back-office';
import type { BetRecordQuery } from '@plaza/contracts/bets';
import type { VendorCoded } from '@plaza/contracts/catalogue';
import type { Language } from '@plaza/contracts/languages';
import type { TransactionPage, TransactionQuery } from '@plaza/contracts/records';
import type {
  MemberDetail,
  MemberSummary,
  MemberSummaryPage,
  memberSearchQuerySchema,
} from '@plaza/contracts/members-operator';
import type { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { toLimitOffset, toPage } from '../../http/paging';
import type { MemberRow } from '../accounts/members.service';
import {
  findMemberById,
  listMemberLogins,
  lockMember,
  searchMembers,
  setMemberLocked,
} from '../accounts/members.service';
import { applyTemporaryPassword, prepareTemporaryPassword } from '../accounts/password.service';
import type { BetRecordItemPage } from '../bets/bets.service';
import { listBetRecords } from '../bets/bets.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { listTransactions } from '../records/records.service';
import { getMemberBalance } from '../wallet/wallet.service';
import { countMemberNotes, insertMemberNote, selectMemberNotePage } from './member-admin.repository';
import type { MemberNoteWithAuthor } from './member-admin.repository';

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

/** One page of the back office's member search (docs/product/back-office.md#screens). */
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

function toNote(row: MemberNoteWithAuthor): MemberNote {
  return {
    id: row.id,
    memberId: row.member_id,
    operatorId: row.operator_id,
    operatorName: row.operator_name,
    body: row.body,
    createdAt: toIso(row.created_at),
  };
}

async function requireMember(db: Executor, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(db, memberId);
  if (member === undefined) {
    throw new AppError('not.found');
  }
  return member;
}

/** A member's notes, newest first (GET /ops/members/:memberId/notes). */
export async function listMemberNotes(
  handle: DatabaseHandle,
  memberId: number,
  paging: { pageNum: number; pageSize: number },
): Promise<MemberNotePage> {
  await requireMember(handle.db, memberId);
  const total = await countMemberNotes(handle.db, memberId);
  const rows = await selectMemberNotePage(handle.db, memberId, toLimitOffset(paging));
  return toPage(rows.map(toNote), paging, total);
}

/** Keeps an operator's note on a member, audited (`member.note`) in the same transaction. */
export async function addMemberNote(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  memberId: number,
  body: string,
  now: number = Date.now(),
): Promise<MemberNote> {
  const id = await runInTransaction(handle, async (db) => {
    await requireMember(db, memberId);
    const noteId = await insertMemberNote(db, {
      member_id: memberId,
      operator_id: actor.id,
      body,
      created_at: now,
    });
    await recordOperatorAction(db, {
      actor,
      action: 'member.note',
      targetType: 'member',
      targetId: memberId,
      details: { noteId, body },
      now,
    });
    return noteId;
  });
  return {
    id,
    memberId,
    operatorId: actor.id,
    operatorName: actor.username,
    body,
    createdAt: toIso(now),
  };
}

/** A member's account record as the member reads it (GET /ops/members/:memberId/transactions). */
export async function listMemberTransactionsForOperator(
  handle: DatabaseHandle,
  memberId: number,
  query: TransactionQuery,
): Promise<TransactionPage> {
  await requireMember(handle.db, memberId);
  return listTransactions(handle, memberId, query);
}

/** A member's betting record as the member reads it (GET /ops/members/:memberId/bets). */
export async function listMemberBetsForOperator(
  handle: DatabaseHandle,
  memberId: number,
  query: VendorCoded<BetRecordQuery>,
  language: Language,
): Promise<BetRecordItemPage> {
  await requireMember(handle.db, memberId);
  return listBetRecords(handle, memberId, query, language);
}

/**
 * Resets a member's password (POST /ops/members/:memberId/password): a temporary one, answered once for the
 * operator to hand over, which the member must change at the next sign-in (first-login flag); every open session
 * of the member ends; audited (`member.password.reset`, never the password) in the same transaction.
 */
export async function resetMemberPassword(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  memberId: number,
  now: number = Date.now(),
): Promise<MemberPasswordReset> {
  await requireMember(handle.db, memberId);
  const { password, passwordHash } = await prepareTemporaryPassword();
  await runInTransaction(handle, async (db) => {
    await requireMember(db, memberId);
    await applyTemporaryPassword(db, memberId, passwordHash, now);
    await recordOperatorAction(db, {
      actor,
      action: 'member.password.reset',
      targetType: 'member',
      targetId: memberId,
      now,
    });
  });
  return { password };
}
