import { createHash, randomUUID } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import {
  incrementVerificationAttempts,
  insertVerificationCode,
  markVerificationCodeUsed,
  selectNewestVerificationCode,
} from './verification.repository';

export type VerificationPurpose =
  'captcha' | 'sms-register' | 'sms-login' | 'sms-password' | 'sms-payment-password' | 'second-factor';

/** Wrong guesses a code survives before it is spent. */
const MAX_ATTEMPTS = 5;

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
  if (!stored || stored.usedAt !== null || stored.attempts >= MAX_ATTEMPTS) {
    return 'invalid';
  }
  if (stored.expiresAt <= now) {
    return 'expired';
  }
  if (stored.codeHash !== hashCode(purpose, recipient, code.trim())) {
    await incrementVerificationAttempts(handle.db, stored.id);
    return 'invalid';
  }
  return (await markVerificationCodeUsed(handle.db, stored.id, now)) ? 'ok' : 'invalid';
}

/** A new opaque id for a captcha. */
export function createCaptchaId(): string {
  return randomUUID();
}
