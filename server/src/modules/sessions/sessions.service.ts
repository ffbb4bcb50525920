import type { DatabaseHandle } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { createSessionToken, hashSessionToken } from './session-token';
import {
  insertSession,
  limitMemberSessionsPlayTime,
  revokeHolderSessions,
  revokeSession,
  selectLiveSession,
} from './sessions.repository';
import type { SessionHolder } from './sessions.repository';

export type { SessionHolder } from './sessions.repository';

/** Where a session was opened from. */
export interface SessionClient {
  ip: string;
  /** The member's device (its user agent); operator sessions do not keep one. */
  device?: string;
  now: number;
  /** A member session's end of play time under the member's session-time limit. */
  playEndsAt?: number;
}

/**
 * The sessions of one kind of holder: opaque tokens handed out once, of which the database keeps only the hash
 * (docs/decisions/006-accounts-security.md), each with a lifetime, revoked one at a time or all but one.
 */
export interface SessionStore<Holder> {
  /** Opens a session for `holderId` inside the caller's transaction and answers its token and expiry. */
  open(db: Executor, holderId: number, client: SessionClient): Promise<{ token: string; expiresAt: number }>;
  /**
   * The holder of a live session token, or 401 not.logged.in (no token, unknown, expired, revoked, holder refused),
   * or 401 gambling.session.ended once the member's session-time limit ended its play time.
   */
  authenticate(handle: DatabaseHandle, token: string | undefined, now: number): Promise<Holder>;
  /** Ends one session: its token stops working at once. */
  close(db: Executor, token: string, now: number): Promise<void>;
  /** Ends every session of a holder but the one whose token is kept (if any). */
  closeOthers(db: Executor, holderId: number, now: number, keptToken?: string): Promise<void>;
}

/**
 * A session store for `holder` (members, operators): sessions lasting `lifetimeMs`, whose holder `loadHolder`
 * reads; a holder it does not answer (gone, blocked, disabled) has no session.
 */
export function createSessionStore<Holder>(options: {
  holder: SessionHolder;
  lifetimeMs: number;
  loadHolder: (handle: DatabaseHandle, holderId: number) => Promise<Holder | undefined>;
}): SessionStore<Holder> {
  const { holder, lifetimeMs, loadHolder } = options;
  return {
    async open(db, holderId, client) {
      const token = createSessionToken();
      const expiresAt = client.now + lifetimeMs;
      await insertSession(db, holder, {
        tokenHash: hashSessionToken(token),
        holderId,
        ip: client.ip,
        device: client.device,
        now: client.now,
        expiresAt,
        playEndsAt: client.playEndsAt,
      });
      return { token, expiresAt };
    },
    async authenticate(handle, token, now) {
      const session =
        token === undefined
          ? undefined
          : await selectLiveSession(handle.db, holder, hashSessionToken(token), now);
      if (session !== undefined && session.playEndsAt !== null && session.playEndsAt <= now) {
        throw new AppError('gambling.session.ended');
      }
      const found = session === undefined ? undefined : await loadHolder(handle, session.holderId);
      if (found === undefined) {
        throw new AppError('not.logged.in');
      }
      return found;
    },
    async close(db, token, now) {
      await revokeSession(db, holder, hashSessionToken(token), now);
    },
    async closeOthers(db, holderId, now, keptToken) {
      await revokeHolderSessions(
        db,
        holder,
        holderId,
        now,
        keptToken === undefined ? undefined : hashSessionToken(keptToken),
      );
    },
  };
}

/** When the play time of a live member session ends under the member's session-time limit (null: no limit). */
export async function findMemberSessionPlayEnd(
  db: Executor,
  token: string,
  now: number,
): Promise<number | null> {
  return (await selectLiveSession(db, 'member', hashSessionToken(token), now))?.playEndsAt ?? null;
}

/** Ends the play time of a member's open sessions `limitMs` after each began, unless it ends sooner already. */
export async function limitMemberSessions(
  db: Executor,
  memberId: number,
  limitMs: number,
  now: number,
): Promise<void> {
  await limitMemberSessionsPlayTime(db, memberId, limitMs, now);
}
