import type { Executor } from '../../db/transaction';

/** Where the sessions of each kind of holder are kept: the same columns, but for the holder's own. */
const SESSION_TABLES = {
  member: { table: 'member_session', holderColumn: 'member_id' },
  operator: { table: 'operator_session', holderColumn: 'operator_id' },
} as const;

/** Who a session serves: a member of the site or an operator of the back office. */
export type SessionHolder = keyof typeof SESSION_TABLES;

export interface SessionInsert {
  tokenHash: string;
  holderId: number;
  ip: string;
  /** The member's device; operator sessions do not keep one. */
  device: string | undefined;
  now: number;
  expiresAt: number;
}

/** Stores a new session under its token's hash. */
export async function insertSession(
  db: Executor,
  holder: SessionHolder,
  session: SessionInsert,
): Promise<void> {
  const row = {
    token_hash: session.tokenHash,
    ip: session.ip,
    created_at: session.now,
    expires_at: session.expiresAt,
    revoked_at: null,
  };
  if (holder === 'member') {
    await db
      .insertInto('member_session')
      .values({ ...row, member_id: session.holderId, device: session.device ?? 'unknown' })
      .execute();
  } else {
    await db
      .insertInto('operator_session')
      .values({ ...row, operator_id: session.holderId })
      .execute();
  }
}

/** The holder of a session that is neither revoked nor expired at `now`. */
export async function selectSessionHolderId(
  db: Executor,
  holder: SessionHolder,
  tokenHash: string,
  now: number,
): Promise<number | undefined> {
  const { table, holderColumn } = SESSION_TABLES[holder];
  const row = await db
    .selectFrom(table)
    .select(`${holderColumn} as holder_id`)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.holder_id;
}

/** Revokes one session. */
export async function revokeSession(
  db: Executor,
  holder: SessionHolder,
  tokenHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable(SESSION_TABLES[holder].table)
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every open session of a holder but the one kept (if any). */
export async function revokeHolderSessions(
  db: Executor,
  holder: SessionHolder,
  holderId: number,
  now: number,
  keptTokenHash?: string,
): Promise<void> {
  const { table, holderColumn } = SESSION_TABLES[holder];
  let query = db
    .updateTable(table)
    .set({ revoked_at: now })
    .where(holderColumn, '=', holderId)
    .where('revoked_at', 'is', null);
  if (keptTokenHash !== undefined) {
    query = query.where('token_hash', '!=', keptTokenHash);
  }
  await query.execute();
}
