import { randomInt } from 'node:crypto';

import type { LoginResponse } from '@plaza/contracts/accounts';
import type { Language } from '@plaza/contracts/languages';
import { validateFieldValue } from '@plaza/contracts/registration-patterns';
import type { z } from 'zod';

import type { changePasswordRequestSchema, forgotByPhoneRequestSchema } from '@plaza/contracts/accounts';
import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { MessageSender } from '../messaging/message-sender';
import { getMessageTemplates } from '../messaging/message-templates';
import { toPhoneRecipient } from '../verification/sms-code.service';
import { consumeVerificationCode } from '../verification/verification.service';
import { selectMemberByMobile, selectMemberByUsername, updateMemberPassword } from './accounts.repository';
import type { MemberRow } from './accounts.repository';
import { endOtherSessions, startSession, toMemberInfo } from './member-session.service';
import type { ClientContext } from './member-session.service';
import { hashPassword, verifyPassword } from './password-hashing';
import { getRegistrationSettings } from './registration.service';

/** Refuses a new password that breaks the deployment's password rule, naming `field`. */
async function requireValidNewPassword(
  handle: DatabaseHandle,
  field: string,
  password: string,
): Promise<void> {
  const rule = (await getRegistrationSettings(handle)).fields.password;
  const result = rule ? validateFieldValue(rule, password) : { ok: true as const };
  if (!result.ok) {
    throw new AppError('request_param_err', { fields: { [field]: `validation.${result.reason}` } });
  }
}

/**
 * Changes a logged-in member's password: the old one must be right, the new one must follow the password rule
 * and match its confirmation. Every other session of the member ends; the current one stays.
 */
export async function changePassword(
  handle: DatabaseHandle,
  member: MemberRow,
  currentToken: string,
  request: z.infer<typeof changePasswordRequestSchema>,
  now: number = Date.now(),
): Promise<void> {
  if (!(await verifyPassword(member.password_hash, request.oldPassword))) {
    throw new AppError('request_param_err', { fields: { oldPassword: 'validation.invalid' } });
  }
  await requireValidNewPassword(handle, 'newPassword', request.newPassword);
  if (request.confirmNewPassword !== request.newPassword) {
    throw new AppError('request_param_err', { fields: { confirmNewPassword: 'validation.mismatch' } });
  }
  const passwordHash = await hashPassword(request.newPassword);
  await runInTransaction(handle, async (db) => {
    await updateMemberPassword(db, member.id, passwordHash, now);
    await endOtherSessions(db, member.id, now, currentToken);
  });
}

const TEMPORARY_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A temporary password of letters and digits (always both, so it passes the usual password patterns). */
function createTemporaryPassword(): string {
  const characters = Array.from(
    { length: 10 },
    () => TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)],
  );
  return `${characters.join('')}${randomInt(10)}`;
}

/** A new temporary password and its hash, made before a transaction (hashing is slow). */
export async function prepareTemporaryPassword(): Promise<{ password: string; passwordHash: string }> {
  const password = createTemporaryPassword();
  return { password, passwordHash: await hashPassword(password) };
}

/**
 * Gives a member a temporary password inside the caller's transaction (an operator's reset): it forces a change at
 * the next login, and every session of the member ends.
 */
export async function applyTemporaryPassword(
  db: Executor,
  memberId: number,
  passwordHash: string,
  now: number,
): Promise<void> {
  await updateMemberPassword(db, memberId, passwordHash, now, true);
  await endOtherSessions(db, memberId, now);
}

/**
 * Forgot password by e-mail: when the user name and its bound e-mail match, a temporary password is e-mailed;
 * it forces a change at the next login, and every session of the member ends.
 */
export async function resetPasswordByEmail(
  handle: DatabaseHandle,
  sender: MessageSender,
  request: { username: string; email: string },
  language: Language,
  now: number = Date.now(),
): Promise<void> {
  const member = await selectMemberByUsername(handle.db, request.username);
  if (!member || member.email === null || member.email.toLowerCase() !== request.email.toLowerCase()) {
    throw new AppError('username.or.email.not.found');
  }
  const temporaryPassword = createTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await runInTransaction(handle, async (db) => {
    await updateMemberPassword(db, member.id, passwordHash, now, true);
    await endOtherSessions(db, member.id, now);
  });
  const templates = getMessageTemplates(language);
  await sender.send({
    channel: 'email',
    recipient: member.email,
    subject: templates.passwordResetSubject,
    body: templates.passwordReset(member.username, temporaryPassword),
  });
}

/**
 * Forgot password by phone: an SMS code sets the new password, every old session ends, and the member is
 * logged in (docs/product/accounts.md#forgot-password).
 */
export async function resetPasswordByPhone(
  handle: DatabaseHandle,
  request: z.infer<typeof forgotByPhoneRequestSchema>,
  client: ClientContext,
): Promise<LoginResponse> {
  await requireValidNewPassword(handle, 'newPassword', request.newPassword);
  const member = await selectMemberByMobile(handle.db, request.countryDialingCode, request.mobileNum);
  const recipient = toPhoneRecipient(request.countryDialingCode, request.mobileNum);
  const outcome = await consumeVerificationCode(
    handle,
    'sms-password',
    recipient,
    request.verificationCode,
    client.now,
  );
  if (outcome === 'expired') {
    throw new AppError('verification.code.expired');
  }
  if (outcome !== 'ok' || !member) {
    throw new AppError('verification.code.invalid');
  }
  const passwordHash = await hashPassword(request.newPassword);
  const { token, member: updated } = await runInTransaction(handle, async (db) => {
    await updateMemberPassword(db, member.id, passwordHash, client.now);
    await endOtherSessions(db, member.id, client.now);
    return startSession(db, member.id, member.username, 'sms', client);
  });
  return {
    token,
    firstTimeLogin: false,
    passwordExpired: false,
    isDefaultPassword: false,
    userInfo: toMemberInfo(updated),
  };
}
