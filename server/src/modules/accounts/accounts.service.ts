import { isAgentType, MEMBER_TYPE, SITE_MEMBER_TYPES } from '@plaza/contracts/accounts';
import type { Captcha, LoginRequest, LoginResponse, MemberInfo } from '@plaza/contracts/accounts';
import { DEFAULT_WEAK_PASSWORD } from '@plaza/contracts/constants';
import { isFeatureEnabled } from '@plaza/contracts/feature-switches';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { requireSolvedChallenge } from '../challenge/challenge.service';
import { getFeatureTree } from '../deployment/deployment.service';
import {
  countRecentFailures,
  insertKnownIp,
  insertLoginAttempt,
  insertMember,
  insertSession,
  revokeSession,
  selectMemberById,
  selectMemberByMobile,
  selectMemberByUsername,
  selectSessionMember,
} from './accounts.repository';
import type { MemberInsert, MemberRow } from './accounts.repository';
import {
  consumeVerificationCode,
  createCaptchaId,
  issueVerificationCode,
} from '../verification/verification.service';
import { toPhoneRecipient } from '../verification/sms-code.service';
import { createCaptchaCode, drawCaptcha } from './captcha-image';
import { requireSecondFactorOnNewIp } from './second-factor.service';
import { hashPassword, verifyPassword } from './password-hashing';
import { createSessionToken, hashSessionToken } from './session-token';

const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failures within the window after which a user name is locked until the window passes. */
const LOCK_AFTER_FAILURES = 5;
const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;
/** A hash to verify against when the user name is unknown, so both failures take the same time. */
const UNKNOWN_USER_HASH = hashPassword('plaza-unknown-user');

export interface ClientContext {
  ip: string;
  device: string;
  now: number;
}

/** Maps a member row to the member info the wire carries. */
export function toMemberInfo(member: MemberRow): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgentType(member.type),
    isTrial: member.type === MEMBER_TYPE.trial,
    language: member.language,
    icon: member.icon,
    email: member.email,
    mobile: member.mobile,
    createdAt: new Date(member.created_at).toISOString(),
  };
}

/** Creates a member with a hashed password (registration and the demo data use this). */
export async function createMember(
  handle: DatabaseHandle,
  member: Omit<MemberInsert, 'passwordHash' | 'now'> & { password: string },
  now: number = Date.now(),
): Promise<number> {
  const passwordHash = await hashPassword(member.password);
  return runInTransaction(handle, async (db) => {
    if (await selectMemberByUsername(db, member.username)) {
      throw new AppError('username.exists');
    }
    return insertMember(db, { ...member, passwordHash, now });
  });
}

async function recordFailure(
  handle: DatabaseHandle,
  request: LoginRequest,
  member: MemberRow | undefined,
  client: ClientContext,
  reason: string,
): Promise<number> {
  await insertLoginAttempt(handle.db, {
    username: request.username,
    memberId: member?.id ?? null,
    ip: client.ip,
    device: client.device,
    method: request.type,
    isSuccess: false,
    reason,
    now: client.now,
  });
  return countRecentFailures(handle.db, request.username, client.now - FAILURE_WINDOW_MS);
}

/**
 * Logs a member in by user name and password (spec.md §4 "Login"). Every attempt is recorded; a failure
 * answers password.incorrect with `needCaptcha` once the user name has failed before.
 */
export async function loginWithPassword(
  handle: DatabaseHandle,
  request: LoginRequest,
  client: ClientContext,
): Promise<LoginResponse> {
  await requireSolvedChallenge(handle, request.challenge, client.now);
  const priorFailures = await countRecentFailures(
    handle.db,
    request.username,
    client.now - FAILURE_WINDOW_MS,
  );
  if (priorFailures >= LOCK_AFTER_FAILURES) {
    await recordFailure(handle, request, undefined, client, 'locked');
    throw new AppError('too.many.requests');
  }
  if (priorFailures > 0) {
    const outcome =
      request.captcha !== undefined && request.captchaId !== undefined
        ? await consumeVerificationCode(handle, 'captcha', request.captchaId, request.captcha, client.now)
        : 'invalid';
    if (outcome !== 'ok') {
      await recordFailure(handle, request, undefined, client, 'captcha');
      throw new AppError('captcha.invalid', { needCaptcha: true });
    }
  }
  const member = await selectMemberByUsername(handle.db, request.username);
  const isPasswordRight = await verifyPassword(
    member?.password_hash ?? (await UNKNOWN_USER_HASH),
    request.password,
  );
  if (!member || !isPasswordRight) {
    const failures = await recordFailure(handle, request, member, client, 'password');
    throw new AppError('password.incorrect', { needCaptcha: failures >= 1 });
  }
  if (
    !SITE_MEMBER_TYPES.includes(member.type) ||
    member.type === MEMBER_TYPE.trial ||
    member.status !== 'ACTIVE'
  ) {
    await recordFailure(handle, request, member, client, 'non.member');
    throw new AppError('non.member.login');
  }
  if (request.area === 'AGENT' && !isAgentType(member.type)) {
    await recordFailure(handle, request, member, client, 'agent.only');
    throw new AppError('agent.only');
  }
  const features = await getFeatureTree(handle);
  await requireSecondFactorOnNewIp(handle, features, member, client);
  const { token } = await runInTransaction(handle, (db) =>
    startSession(db, member.id, request.username, request.type, client),
  );
  return {
    token,
    firstTimeLogin: member.is_first_login === 1,
    passwordExpired:
      isFeatureEnabled(features, 'PWDEXPFORCECHANGE3') &&
      client.now - member.password_changed_at > PASSWORD_MAX_AGE_MS,
    isDefaultPassword: request.password === DEFAULT_WEAK_PASSWORD,
    userInfo: toMemberInfo(member),
  };
}

/**
 * Logs a member in by mobile number and SMS code (spec.md §4: no challenge for SMS). The switch
 * MOBILEVERCODELOGIN3 must be on.
 */
export async function loginWithSms(
  handle: DatabaseHandle,
  request: LoginRequest,
  client: ClientContext,
): Promise<LoginResponse> {
  const features = await getFeatureTree(handle);
  if (!isFeatureEnabled(features, 'MOBILEVERCODELOGIN3')) {
    throw new AppError('operation.not.enabled');
  }
  const countryDialingCode = request.countryDialingCode ?? '';
  const member = await selectMemberByMobile(handle.db, countryDialingCode, request.username);
  const outcome = await consumeVerificationCode(
    handle,
    'sms-login',
    toPhoneRecipient(countryDialingCode, request.username),
    request.password,
    client.now,
  );
  if (outcome !== 'ok' || !member) {
    await recordFailure(handle, request, member, client, 'sms-code');
    throw new AppError(outcome === 'expired' ? 'verification.code.expired' : 'verification.code.invalid');
  }
  if (
    !SITE_MEMBER_TYPES.includes(member.type) ||
    member.type === MEMBER_TYPE.trial ||
    member.status !== 'ACTIVE'
  ) {
    throw new AppError('non.member.login');
  }
  const { token } = await runInTransaction(handle, (db) =>
    startSession(db, member.id, member.username, 'sms', client),
  );
  return {
    token,
    firstTimeLogin: member.is_first_login === 1,
    passwordExpired: false,
    isDefaultPassword: false,
    userInfo: toMemberInfo(member),
  };
}

/** A new captcha: its image, and its answer stored for five minutes under the returned id. */
export async function createCaptcha(handle: DatabaseHandle, now: number = Date.now()): Promise<Captcha> {
  const captchaId = createCaptchaId();
  const code = createCaptchaCode();
  await issueVerificationCode(handle, 'captcha', captchaId, code, CAPTCHA_LIFETIME_MS, now);
  return { captchaId, image: drawCaptcha(code) };
}

/**
 * Opens a session for a member inside the caller's transaction: the token (only its hash is stored), the
 * successful attempt, and the IP remembered as known.
 */
export async function startSession(
  db: Executor,
  memberId: number,
  username: string,
  method: string,
  client: ClientContext,
): Promise<{ token: string; member: MemberRow }> {
  const token = createSessionToken();
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    memberId,
    ip: client.ip,
    device: client.device,
    now: client.now,
    expiresAt: client.now + SESSION_LIFETIME_MS,
  });
  await insertLoginAttempt(db, {
    username,
    memberId,
    ip: client.ip,
    device: client.device,
    method,
    isSuccess: true,
    reason: null,
    now: client.now,
  });
  await insertKnownIp(db, memberId, client.ip, client.now);
  const member = await selectMemberById(db, memberId);
  if (!member) {
    throw new Error(`Member ${memberId} vanished while its session opened`);
  }
  return { token, member };
}

/** The member of a session token, or not.logged.in. */
export async function authenticate(
  handle: DatabaseHandle,
  token: string | undefined,
  now: number,
): Promise<MemberRow> {
  if (token === undefined) {
    throw new AppError('not.logged.in');
  }
  const member = await selectSessionMember(handle.db, hashSessionToken(token), now);
  if (!member || member.status !== 'ACTIVE') {
    throw new AppError('not.logged.in');
  }
  return member;
}

/** Ends a session: the token stops working at once. */
export async function logout(handle: DatabaseHandle, token: string, now: number): Promise<void> {
  await revokeSession(handle.db, hashSessionToken(token), now);
}
