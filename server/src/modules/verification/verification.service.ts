import { createHash, randomUUID } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import { readAttemptState, recordFailedAttempt } from '../attempt-limits/attempt-limits.service';
import type { AttemptLimit } from '../attempt-limits/attempt-limits.service';
import {
  insertVerificationCode,
  markVerificationCodeUsed,
  selectNewestVerificationCode,
} from './verification.repository';

export type VerificationPurpose =
  'captcha' | 'sms-register' | 'sms-login' | 'sms-password' | 'sms-payment-password' | 'second-factor';

/**
 * Wrong guesses a code survives before it is spent: five, counted over the code's whole life (the window is set to
 * its lifetime when it is checked).
 */
const CODE_GUESSES: Omit<AttemptLimit, 'windowMs'> = { scope: 'verification-code', maxFailures: 5 };

function hashCode(purpose: string, recipient: string, code: string): string {
  return createHash('sha256').update(`${purpose}:${recipient}:${code}`).digest('hex');
}

/** Stores a new code for a recipient; only the newest one counts. */
export async function issueVerificationCode(
  handle: DatabaseHandle,
  purpose: VerificationPurpose,
  recipient: string,
  code: string,
  lifetimeMs: number,
  now: number = Date.now(),
): Promise<void> {
  await insertVerificationCode(handle.db, {
    purpose,
    recipient,
    codeHash: hashCode(purpose, recipient, code),
    now,
    expiresAt: now + lifetimeMs,
  });
}

export type VerificationOutcome = 'ok' | 'invalid' | 'expired';

/** Checks and spends a code: right once, within its lifetime, within five guesses. */
export async function consumeVerificationCode(
  handle: DatabaseHandle,
  purpose: VerificationPurpose,
  recipient: string,
  code: string,
  now: number = Date.now(),
): Promise<VerificationOutcome> {
  const stored = await selectNewestVerificationCode(handle.db, purpose, recipient);
  if (!stored || stored.usedAt !== null) {
    return 'invalid';
  }
  const guesses: AttemptLimit = { ...CODE_GUESSES, windowMs: stored.expiresAt - stored.createdAt };
  const subject = String(stored.id);
  if ((await readAttemptState(handle.db, guesses, subject, now)).lockedUntil !== null) {
    return 'invalid';
  }
  if (stored.expiresAt <= now) {
    return 'expired';
  }
  if (stored.codeHash !== hashCode(purpose, recipient, code.trim())) {
    await recordFailedAttempt(handle.db, guesses, subject, now);
    return 'invalid';
  }
  return (await markVerificationCodeUsed(handle.db, stored.id, now)) ? 'ok' : 'invalid';
}

/** A new opaque id for a captcha. */
export function createCaptchaId(): string {
  return randomUUID();
}
