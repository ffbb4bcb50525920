import type { DatabaseHandle } from '../../db/database';
import type { Executor } from '../../db/transaction';
import {
  clearFailedAttempts,
  readAttemptState,
  recordFailedAttempt,
} from '../attempt-limits/attempt-limits.service';
import type { AttemptLimit } from '../attempt-limits/attempt-limits.service';
import { insertLoginAttempt } from './accounts.repository';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Wrong logins to one account from one address: after five within 15 minutes that address is refused (429
 * too.many.requests) until the oldest of them leaves the window. Guessing stays throttled where it happens.
 */
const LOGIN_FROM_ADDRESS: AttemptLimit = {
  scope: 'member-login-address',
  maxFailures: 5,
  windowMs: LOGIN_WINDOW_MS,
};

/**
 * Wrong logins to one account from anywhere: after one, every address must also solve a captcha until a login
 * succeeds or the window passes. It never refuses the right password with a captcha, so nobody can lock a member
 * out of their account from an address of their own (issue 26).
 */
const LOGIN_TO_ACCOUNT: AttemptLimit = { scope: 'member-login', maxFailures: 1, windowMs: LOGIN_WINDOW_MS };

/** Whom a login attempt is for, from where and how (every attempt is recorded with it). */
export interface LoginAttempt {
  username: string;
  memberId: number | null;
  ip: string;
  device: string;
  method: string;
  now: number;
}

function fromAddress(username: string, ip: string): string {
  // An address has no slash, so the subject reads back unambiguously.
  return `${ip}/${username.toLowerCase()}`;
}

/** What the limits ask of a password login before the password is checked. */
export async function readLoginLimits(
  handle: DatabaseHandle,
  username: string,
  ip: string,
  now: number,
): Promise<{ isRefused: boolean; needsCaptcha: boolean }> {
  const byAddress = await readAttemptState(handle.db, LOGIN_FROM_ADDRESS, fromAddress(username, ip), now);
  const byAccount = await readAttemptState(handle.db, LOGIN_TO_ACCOUNT, username.toLowerCase(), now);
  return { isRefused: byAddress.lockedUntil !== null, needsCaptcha: byAccount.failures > 0 };
}

/** Records a failed login (why it failed) and counts it against both limits. */
export async function recordLoginFailure(
  handle: DatabaseHandle,
  attempt: LoginAttempt,
  reason: string,
): Promise<void> {
  await insertLoginAttempt(handle.db, { ...attempt, isSuccess: false, reason });
  await recordFailedAttempt(
    handle.db,
    LOGIN_FROM_ADDRESS,
    fromAddress(attempt.username, attempt.ip),
    attempt.now,
  );
  await recordFailedAttempt(handle.db, LOGIN_TO_ACCOUNT, attempt.username.toLowerCase(), attempt.now);
}

/**
 * Records a login that opened a session, inside its transaction, and forgets the failures it answers: the
 * account's, and this address's on it (another address that guessed wrong stays refused).
 */
export async function recordLoginSuccess(db: Executor, attempt: LoginAttempt): Promise<void> {
  await insertLoginAttempt(db, { ...attempt, isSuccess: true, reason: null });
  await clearFailedAttempts(db, LOGIN_TO_ACCOUNT, attempt.username.toLowerCase());
  await clearFailedAttempts(db, LOGIN_FROM_ADDRESS, fromAddress(attempt.username, attempt.ip));
}
