import type { Selectable } from 'kysely';

import type { Dialect } from '../../db/database';
import { lockOnPostgres } from '../../db/dialect';
import { prepareQuery } from '../../db/prepared-query';
import type { Parameter } from '../../db/prepared-query';
import type { MemberTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type MemberRow = Selectable<MemberTable>;

/** A member by user name (stored lower-case). */
export async function selectMemberByUsername(db: Executor, username: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('member')
    .selectAll()
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
}

/** A member by id. */
// Every member request reads its member (sessions.service.ts): compiled once (prepared-query.ts).
const selectMemberByIdQuery = prepareQuery((db, parameter: Parameter<{ id: number }>) =>
  db.selectFrom('member').selectAll().where('id', '=', parameter('id')),
);

export async function selectMemberById(db: Executor, id: number): Promise<MemberRow | undefined> {
  const { rows } = await selectMemberByIdQuery(db, { id });
  return rows[0];
}

export interface MemberInsert {
  username: string;
  passwordHash: string;
  type: number;
  nickname?: string | null;
  realName?: string | null;
  email?: string | null;
  mobile?: string | null;
  countryDialingCode?: string | null;
  birthday?: string | null;
  profile?: Record<string, string>;
  parentId?: number | null;
  language?: string | null;
  isFirstLogin: boolean;
  now: number;
}

/** Inserts a member and returns its id; the unique user name makes a duplicate fail. */
export async function insertMember(db: Executor, member: MemberInsert): Promise<number> {
  const row = await db
    .insertInto('member')
    .values({
      username: member.username.toLowerCase(),
      password_hash: member.passwordHash,
      type: member.type,
      status: 'ACTIVE',
      nickname: member.nickname ?? null,
      real_name: member.realName ?? null,
      email: member.email ?? null,
      mobile: member.mobile ?? null,
      country_dialing_code: member.countryDialingCode ?? null,
      birthday: member.birthday ?? null,
      profile: JSON.stringify(member.profile ?? {}),
      parent_id: member.parentId ?? null,
      language: member.language ?? null,
      is_first_login: member.isFirstLogin ? 1 : 0,
      password_changed_at: member.now,
      created_at: member.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Replaces a member's password hash. A password the member chose clears the first-login flag; a temporary
 * one sets it, so the next login forces a change.
 */
export async function updateMemberPassword(
  db: Executor,
  memberId: number,
  passwordHash: string,
  now: number,
  isTemporary = false,
): Promise<void> {
  await db
    .updateTable('member')
    .set({ password_hash: passwordHash, password_changed_at: now, is_first_login: isTemporary ? 1 : 0 })
    .where('id', '=', memberId)
    .execute();
}

/** A member by mobile number. */
export async function selectMemberByMobile(
  db: Executor,
  countryDialingCode: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('member')
    .selectAll()
    .where('country_dialing_code', '=', countryDialingCode)
    .where('mobile', '=', mobile)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Sets a member's session-time limit in minutes (null: none). */
export async function updateMemberSessionLimit(
  db: Executor,
  memberId: number,
  minutes: number | null,
): Promise<void> {
  await db.updateTable('member').set({ session_limit_minutes: minutes }).where('id', '=', memberId).execute();
}

/** Stores a member's interface language. */
export async function updateMemberLanguage(db: Executor, memberId: number, language: string): Promise<void> {
  await db.updateTable('member').set({ language }).where('id', '=', memberId).execute();
}

export interface LoginAttemptInsert {
  username: string;
  memberId: number | null;
  ip: string;
  device: string;
  method: string;
  isSuccess: boolean;
  reason: string | null;
  now: number;
}

/** Records one login attempt, successful or not. */
export async function insertLoginAttempt(db: Executor, attempt: LoginAttemptInsert): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values({
      username: attempt.username.toLowerCase(),
      member_id: attempt.memberId,
      ip: attempt.ip,
      device: attempt.device,
      method: attempt.method,
      is_success: attempt.isSuccess ? 1 : 0,
      reason: attempt.reason,
      created_at: attempt.now,
    })
    .execute();
}

/** Whether a member has logged in from an IP before. */
export async function isKnownIp(db: Executor, memberId: number, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_known_ip')
    .select('ip')
    .where('member_id', '=', memberId)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers an IP a member logged in from. */
export async function insertKnownIp(db: Executor, memberId: number, ip: string, now: number): Promise<void> {
  await db
    .insertInto('member_known_ip')
    .values({ member_id: memberId, ip, first_seen_at: now })
    .onConflict((conflict) => conflict.columns(['member_id', 'ip']).doNothing())
    .execute();
}

/** The agent who owns an invitation (affiliate) code. */
export async function selectMemberByAffiliateCode(
  db: Executor,
  code: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('member')
    .selectAll()
    .where('affiliate_code', '=', code.toUpperCase())
    .executeTakeFirst();
}

/** Gives a member an invitation code. */
export async function updateMemberAffiliateCode(db: Executor, memberId: number, code: string): Promise<void> {
  await db
    .updateTable('member')
    .set({ affiliate_code: code.toUpperCase() })
    .where('id', '=', memberId)
    .execute();
}

/** Sets a member's status and the end of their self-chosen block (null: none). */
export async function updateMemberBlock(
  db: Executor,
  memberId: number,
  change: { status: string; blockedUntil: number | null; onlyIfStatus?: string },
): Promise<boolean> {
  let query = db
    .updateTable('member')
    .set({ status: change.status, blocked_until: change.blockedUntil })
    .where('id', '=', memberId);
  if (change.onlyIfStatus !== undefined) {
    query = query.where('status', '=', change.onlyIfStatus);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether a member has ever logged in (from any IP). */
export async function hasKnownIps(db: Executor, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_known_ip')
    .select('ip')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a second-factor ticket. */
export async function insertLoginTicket(
  db: Executor,
  ticket: { id: string; memberId: number; ip: string; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('login_ticket')
    .values({
      id: ticket.id,
      member_id: ticket.memberId,
      ip: ticket.ip,
      expires_at: ticket.expiresAt,
      used_at: null,
    })
    .execute();
}

/** An unused, unexpired ticket. */
export async function selectOpenLoginTicket(
  db: Executor,
  id: string,
  now: number,
): Promise<{ memberId: number; ip: string } | undefined> {
  const row = await db
    .selectFrom('login_ticket')
    .select(['member_id', 'ip'])
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { memberId: row.member_id, ip: row.ip };
}

/** Spends a ticket; false when it was spent already. */
export async function markLoginTicketUsed(db: Executor, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('login_ticket')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores a member's authenticator secret. */
export async function updateMemberTotpSecret(
  db: Executor,
  memberId: number,
  secret: string | null,
): Promise<void> {
  await db.updateTable('member').set({ totp_secret: secret }).where('id', '=', memberId).execute();
}

/** Stores a member's avatar. */
export async function updateMemberIcon(db: Executor, memberId: number, icon: string): Promise<void> {
  await db.updateTable('member').set({ icon }).where('id', '=', memberId).execute();
}

/**
 * Takes a member's row lock for the rest of the transaction and answers the row as committed now (PostgreSQL
 * waits for another holder; SQLite already holds the write lock). Serializes one member's withdrawal requests.
 */
export async function lockMemberRow(db: Executor, memberId: number): Promise<MemberRow | undefined> {
  return db
    .updateTable('member')
    .set((update) => ({ status: update.ref('status') }))
    .where('id', '=', memberId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Takes many members' row locks for the rest of the transaction, in ascending id order (one statement on
 * PostgreSQL, so two transactions locking overlapping sets wait for each other, never deadlock); on SQLite the
 * transaction holds the database's write lock already.
 */
export async function lockMemberRows(
  db: Executor,
  memberIds: readonly number[],
  dialect: Dialect,
): Promise<void> {
  if (memberIds.length === 0 || dialect !== 'postgres') {
    return;
  }
  await lockOnPostgres(
    db
      .selectFrom('member')
      .select('id')
      .where('id', 'in', [...memberIds])
      .orderBy('id'),
    dialect,
  ).execute();
}

/** Stores a member's payment password hash (argon2id), or clears it with null. */
export async function updateMemberPaymentPassword(
  db: Executor,
  memberId: number,
  paymentPasswordHash: string | null,
): Promise<void> {
  await db
    .updateTable('member')
    .set({ payment_password_hash: paymentPasswordHash })
    .where('id', '=', memberId)
    .execute();
}

/**
 * Sets the payment password only when the member has none (false when one was set meanwhile), so that two
 * concurrent first settings cannot both win.
 */
export async function insertMemberPaymentPassword(
  db: Executor,
  memberId: number,
  paymentPasswordHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('member')
    .set({ payment_password_hash: paymentPasswordHash })
    .where('id', '=', memberId)
    .where('payment_password_hash', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a member's real name (payeeName) when none is recorded yet; an existing one is never overwritten. */
export async function fillMemberRealName(db: Executor, memberId: number, realName: string): Promise<void> {
  await db
    .updateTable('member')
    .set({ real_name: realName })
    .where('id', '=', memberId)
    .where('real_name', 'is', null)
    .execute();
}

/** Sets a member's direct upline (the tree itself is the team-tree module's; this is the member's own field). */
export async function updateMemberParent(db: Executor, memberId: number, parentId: number): Promise<void> {
  await db.updateTable('member').set({ parent_id: parentId }).where('id', '=', memberId).execute();
}

/** A member's latest successful logins, newest first (recorded by every login: login_attempt). */
export function selectRecentLogins(
  db: Executor,
  memberId: number,
  limit: number,
): Promise<{ ip: string; device: string; method: string; created_at: number }[]> {
  return db
    .selectFrom('login_attempt')
    .select(['ip', 'device', 'method', 'created_at'])
    .where('member_id', '=', memberId)
    .where('is_success', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The back office's member search: by id, names, mobile, e-mail or a login address, with a status filter. */
export interface MemberSearchFilter {
  search?: string | undefined;
  status?: string | undefined;
}

/** One page of members for the back office, newest, oldest or by user name, with their count. */
export async function selectMemberSearchPage(
  db: Executor,
  filter: MemberSearchFilter,
  page: { limit: number; offset: number; sort: 'newest' | 'oldest' | 'username' },
): Promise<{ rows: MemberRow[]; total: number }> {
  let base = db.selectFrom('member');
  if (filter.status !== undefined) {
    base = base.where('status', '=', filter.status);
  }
  const search = filter.search?.trim() ?? '';
  if (search !== '') {
    const pattern = `%${search.toLowerCase().replace(/[%_\\]/g, '')}%`;
    base = base.where((where) =>
      where.or([
        ...(/^\d{1,15}$/.test(search) ? [where('id', '=', Number(search))] : []),
        where('username', 'like', pattern),
        where(where.fn('lower', ['nickname']), 'like', pattern),
        where(where.fn('lower', ['real_name']), 'like', pattern),
        where('mobile', 'like', pattern),
        where(where.fn('lower', ['email']), 'like', pattern),
        where(
          'id',
          'in',
          where
            .selectFrom('login_attempt')
            .select('member_id')
            .where('ip', '=', search)
            .where('member_id', 'is not', null)
            .$narrowType<{ member_id: number }>(),
        ),
      ]),
    );
  }
  const count = await base
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  let query = base.selectAll();
  query =
    page.sort === 'username'
      ? query.orderBy('username')
      : query.orderBy('id', page.sort === 'newest' ? 'desc' : 'asc');
  const rows = await query.limit(page.limit).offset(page.offset).execute();
  return { rows, total: Number(count.count) };
}

/** A member's latest login attempts, newest first. */
export function selectMemberLogins(db: Executor, memberId: number, limit: number) {
  return db
    .selectFrom('login_attempt')
    .select(['ip', 'device', 'method', 'is_success', 'reason', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Stores the profile fields a member edits themselves. */
export async function updateMemberProfile(
  db: Executor,
  memberId: number,
  fields: { nickname: string | null; birthday: string | null },
): Promise<void> {
  await db.updateTable('member').set(fields).where('id', '=', memberId).execute();
}
