import type { ErrorCode } from '@plaza/contracts/error-codes';
import type { Language } from '@plaza/contracts/languages';
import type {
  ChangePaymentPasswordRequest,
  PaymentPasswordStatus,
  ResetPaymentPasswordRequest,
  SetPaymentPasswordRequest,
} from '@plaza/contracts/withdrawals';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { setFirstPaymentPasswordHash, setPaymentPasswordHash } from '../accounts/members.service';
import type { MemberRow } from '../accounts/members.service';
import { hashPassword, verifyPassword } from '../accounts/password-hashing';
import { getRegistrationSettings } from '../accounts/registration.service';
import {
  clearFailedAttempts,
  readAttemptState,
  recordFailedAttempt,
} from '../attempt-limits/attempt-limits.service';
import type { AttemptLimit } from '../attempt-limits/attempt-limits.service';
import type { MessageSender } from '../messaging/message-sender';
import { sendSmsCode, toPhoneRecipient } from '../verification/sms-code.service';
import { consumeVerificationCode } from '../verification/verification.service';

/**
 * Wrong payment passwords (and wrong login passwords given to set the first one): five within 15 minutes lock it
 * until the oldest of them leaves the window (the login's rule, decision 006).
 */
const PAYMENT_PASSWORD_GUESSES: AttemptLimit = {
  scope: 'payment-password',
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
};

/** Where a member's payment password guesses stand. */
function readLock(handle: DatabaseHandle, memberId: number, now: number) {
  return readAttemptState(handle.db, PAYMENT_PASSWORD_GUESSES, String(memberId), now);
}

/**
 * Checks a secret the member gives to move money or change the payment password (the payment password, or the
 * login password when setting the first payment password), counting wrong ones: after five within 15 minutes
 * every check is refused with 429 payment.password.locked until the window passes. A right one clears the count.
 * Slow (argon2id), so it runs outside any transaction.
 */
async function checkGuardedSecret(
  handle: DatabaseHandle,
  memberId: number,
  secretHash: string,
  given: string,
  wrong: { code: ErrorCode; fields?: Record<string, string> },
  now: number,
): Promise<void> {
  const lock = await readLock(handle, memberId, now);
  if (lock.lockedUntil !== null) {
    throw new AppError('payment.password.locked', { lockedUntil: new Date(lock.lockedUntil).toISOString() });
  }
  if (!(await verifyPassword(secretHash, given))) {
    await recordFailedAttempt(handle.db, PAYMENT_PASSWORD_GUESSES, String(memberId), now);
    const remainingAttempts = Math.max(PAYMENT_PASSWORD_GUESSES.maxFailures - lock.failures - 1, 0);
    throw new AppError(wrong.code, { ...(wrong.fields ? { fields: wrong.fields } : {}), remainingAttempts });
  }
  if (lock.failures > 0) {
    await clearFailedAttempts(handle.db, PAYMENT_PASSWORD_GUESSES, String(memberId));
  }
}

/**
 * Refuses to go on unless `given` is the member's payment password: payment.password.not.set when there is
 * none, payment.password.incorrect (with the attempts left) when wrong, payment.password.locked after five wrong.
 */
export async function requirePaymentPassword(
  handle: DatabaseHandle,
  member: MemberRow,
  given: string,
  now: number = Date.now(),
): Promise<void> {
  if (member.payment_password_hash === null) {
    throw new AppError('payment.password.not.set');
  }
  await checkGuardedSecret(
    handle,
    member.id,
    member.payment_password_hash,
    given,
    { code: 'payment.password.incorrect' },
    now,
  );
}

/** Whether the member has a payment password, whether wrong guesses locked it, and whether SMS reset is possible. */
export async function getPaymentPasswordStatus(
  handle: DatabaseHandle,
  member: MemberRow,
  now: number = Date.now(),
): Promise<PaymentPasswordStatus> {
  const { lockedUntil } = await readLock(handle, member.id, now);
  return {
    isSet: member.payment_password_hash !== null,
    isLocked: lockedUntil !== null,
    lockedUntil: lockedUntil === null ? null : new Date(lockedUntil).toISOString(),
    hasBoundMobile: member.mobile !== null,
  };
}

/** A new payment password must match its confirmation and differ from the login password. */
async function requireAcceptableNewPassword(
  member: MemberRow,
  request: { newPassword: string; confirmNewPassword: string },
): Promise<void> {
  if (request.confirmNewPassword !== request.newPassword) {
    throw new AppError('request_param_err', { fields: { confirmNewPassword: 'validation.mismatch' } });
  }
  if (await verifyPassword(member.password_hash, request.newPassword)) {
    throw new AppError('request_param_err', { fields: { newPassword: 'validation.invalid' } });
  }
}

/**
 * Sets the first payment password. The login password proves the session's owner is at the keyboard (a stolen
 * session alone cannot set one and withdraw); wrong login passwords count towards the same lock.
 */
export async function setPaymentPassword(
  handle: DatabaseHandle,
  member: MemberRow,
  request: SetPaymentPasswordRequest,
  now: number = Date.now(),
): Promise<void> {
  if (member.payment_password_hash !== null) {
    throw new AppError('payment.password.exists');
  }
  await requireAcceptableNewPassword(member, request);
  await checkGuardedSecret(
    handle,
    member.id,
    member.password_hash,
    request.loginPassword,
    { code: 'request_param_err', fields: { loginPassword: 'validation.invalid' } },
    now,
  );
  const paymentPasswordHash = await hashPassword(request.newPassword);
  const isSet = await runInTransaction(handle, (db) =>
    setFirstPaymentPasswordHash(db, member.id, paymentPasswordHash),
  );
  if (!isSet) {
    throw new AppError('payment.password.exists');
  }
}

/** Changes the payment password: the old one must be right (and counts towards the lock). */
export async function changePaymentPassword(
  handle: DatabaseHandle,
  member: MemberRow,
  request: ChangePaymentPasswordRequest,
  now: number = Date.now(),
): Promise<void> {
  if (member.payment_password_hash === null) {
    throw new AppError('payment.password.not.set');
  }
  await requireAcceptableNewPassword(member, request);
  await requirePaymentPassword(handle, member, request.oldPassword, now);
  const paymentPasswordHash = await hashPassword(request.newPassword);
  await runInTransaction(handle, (db) => setPaymentPasswordHash(db, member.id, paymentPasswordHash));
}

/** The recipient key of the member's bound mobile, or mobile.not.bound. */
function requireBoundMobile(member: MemberRow): { countryDialingCode: string; mobile: string } {
  if (member.mobile === null) {
    throw new AppError('mobile.not.bound');
  }
  return { countryDialingCode: member.country_dialing_code ?? '', mobile: member.mobile };
}

/** Sends a code for resetting the payment password to the member's bound mobile (the SMS throttles apply). */
export async function sendPaymentPasswordResetCode(
  handle: DatabaseHandle,
  sender: MessageSender,
  member: MemberRow,
  language: Language,
  now: number = Date.now(),
): Promise<{ expiredMinutes: number }> {
  const mobile = requireBoundMobile(member);
  return sendSmsCode(
    handle,
    sender,
    {
      purpose: 'sms-payment-password',
      ...mobile,
      expiredMinutes: (await getRegistrationSettings(handle)).smsExpiredMinutes,
      language,
    },
    now,
  );
}

/**
 * Resets (or sets) the payment password with the code sent to the bound mobile; it also lifts a lock from
 * wrong guesses. The code is spent only once the new password is acceptable.
 */
export async function resetPaymentPassword(
  handle: DatabaseHandle,
  member: MemberRow,
  request: ResetPaymentPasswordRequest,
  now: number = Date.now(),
): Promise<void> {
  const mobile = requireBoundMobile(member);
  await requireAcceptableNewPassword(member, request);
  const outcome = await consumeVerificationCode(
    handle,
    'sms-payment-password',
    toPhoneRecipient(mobile.countryDialingCode, mobile.mobile),
    request.verificationCode,
    now,
  );
  if (outcome === 'expired') {
    throw new AppError('verification.code.expired');
  }
  if (outcome !== 'ok') {
    throw new AppError('verification.code.invalid');
  }
  const paymentPasswordHash = await hashPassword(request.newPassword);
  await runInTransaction(handle, async (db) => {
    await setPaymentPasswordHash(db, member.id, paymentPasswordHash);
    await clearFailedAttempts(db, PAYMENT_PASSWORD_GUESSES, String(member.id));
  });
}
