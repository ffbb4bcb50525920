import { prepareQuery } from '../../db/prepared-query';
import type { Parameter } from '../../db/prepared-query';
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
  /** A member session's end of play time under the member's session-time limit; none for operators. */
  playEndsAt?: number;
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
      .values({
        ...row,
        member_id: session.holderId,
        device: session.device ?? 'unknown',
        play_ends_at: session.playEndsAt ?? null,
      })
      .execute();
  } else {
    await db
      .insertInto('operator_session')
      .values({ ...row, operator_id: session.holderId })
      .execute();
  }
}

/** A live session: its holder, and for a member the end of its play time (null: no limit). */
export interface LiveSession {
  holderId: number;
  playEndsAt: number | null;
}

// Every member request reads its session: compiled once (prepared-query.ts), not built by Kysely per request.
const selectLiveMemberSessionQuery = prepareQuery(
  (db, parameter: Parameter<{ tokenHash: string; now: number }>) =>
    db
      .selectFrom('member_session')
      .select(['member_id', 'play_ends_at'])
      .where('token_hash', '=', parameter('tokenHash'))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', parameter('now')),
);

/** The session of a token that is neither revoked nor expired at `now`. */
export async function selectLiveSession(
  db: Executor,
  holder: SessionHolder,
  tokenHash: string,
  now: number,
): Promise<LiveSession | undefined> {
  if (holder === 'member') {
    const {
      rows: [row],
    } = await selectLiveMemberSessionQuery(db, { tokenHash, now });
    return row === undefined
      ? undefined
      : {
          holderId: Number(row.member_id),
          playEndsAt: row.play_ends_at === null ? null : Number(row.play_ends_at),
        };
  }
  const row = await db
    .selectFrom('operator_session')
    .select('operator_id')
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row === undefined ? undefined : { holderId: Number(row.operator_id), playEndsAt: null };
}

/**
 * Ends the play time of a member's open sessions `limitMs` after each began (the time already played counts),
 * unless it ends sooner already.
 */
export async function limitMemberSessionsPlayTime(
  db: Executor,
  memberId: number,
  limitMs: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('member_session')
    .set((eb) => ({ play_ends_at: eb('created_at', '+', limitMs) }))
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.or([eb('play_ends_at', 'is', null), eb('play_ends_at', '>', eb('created_at', '+', limitMs))]),
    )
    .execute();
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
