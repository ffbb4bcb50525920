import type { Executor } from '../../db/transaction';
import { deleteFailures, insertFailure, selectRecentFailures } from './attempt-limits.repository';

/**
 * A limit on wrong guesses of one kind of secret, for whoever it serves: `maxFailures` within `windowMs` stop the
 * guessing until the oldest of them leaves the window. The member's password (per account and address, and per
 * account), the operator's password, the payment password and each verification code have one each.
 */
export interface AttemptLimit {
  /** The limit's name, under which its failures are kept. */
  scope: string;
  maxFailures: number;
  windowMs: number;
}

/** Where a subject stands under a limit. */
export interface AttemptState {
  /** Failures within the window, counted up to the limit's maximum. */
  failures: number;
  /** While the limit stops guessing: until when; otherwise null. */
  lockedUntil: number | null;
}

/** Where `subject` stands under `limit` at `now`. */
export async function readAttemptState(
  db: Executor,
  limit: AttemptLimit,
  subject: string,
  now: number,
): Promise<AttemptState> {
  const failures = await selectRecentFailures(
    db,
    limit.scope,
    subject,
    now - limit.windowMs,
    limit.maxFailures,
  );
  const oldestCounted = failures.length >= limit.maxFailures ? failures[limit.maxFailures - 1] : undefined;
  return {
    failures: failures.length,
    lockedUntil: oldestCounted === undefined ? null : oldestCounted + limit.windowMs,
  };
}

/** Counts one wrong guess of `subject` against `limit`. */
export async function recordFailedAttempt(
  db: Executor,
  limit: AttemptLimit,
  subject: string,
  now: number,
): Promise<void> {
  await insertFailure(db, { scope: limit.scope, subject, now, forgetUntil: now - limit.windowMs });
}

/** Forgets the wrong guesses of `subject` (a right one was made, or the secret was reset). */
export async function clearFailedAttempts(db: Executor, limit: AttemptLimit, subject: string): Promise<void> {
  await deleteFailures(db, limit.scope, subject);
}
