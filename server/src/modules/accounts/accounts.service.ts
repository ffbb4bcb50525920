import { isAgentType, MEMBER_TYPE, SITE_MEMBER_TYPES } from '@plaza/contracts/accounts';
import type { Captcha, LoginRequest, LoginResponse } from '@plaza/contracts/accounts';
import { DEFAULT_WEAK_PASSWORD } from '@plaza/contracts/constants';
import { isFeatureEnabled } from '@plaza/contracts/feature-switches';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { requireSolvedChallenge } from '../challenge/challenge.service';
import { placeMember } from '../team-tree/team-tree.service';
import { getFeatureTree } from '../deployment/deployment.service';
import { toPhoneRecipient } from '../verification/sms-code.service';
import {
  consumeVerificationCode,
  createCaptchaId,
  issueVerificationCode,
} from '../verification/verification.service';
import {
  insertMember,
  selectMemberByMobile,
  selectMemberByUsername,
  updateMemberAffiliateCode,
} from './accounts.repository';
import type { MemberInsert, MemberRow } from './accounts.repository';
import { createCaptchaCode, drawCaptcha } from './captcha-image';
import { endBlockIfOver } from './members.service';
import { readLoginLimits, recordLoginFailure } from './login-attempts.service';
import { startSession, toMemberInfo } from './member-session.service';
import type { ClientContext } from './member-session.service';
import { hashPassword, verifyPassword } from './password-hashing';
import { requireSecondFactorOnNewIp } from './second-factor.service';

const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;
/** A hash to verify against when the user name is unknown, so both failures take the same time. */
const UNKNOWN_USER_HASH = hashPassword('plaza-unknown-user');

/**
 * Creates a member with a hashed password, placed in the downline tree under `parentId` when one is given (the
 * agent's register center and the demo data use this).
 */
export async function createMember(
  handle: DatabaseHandle,
  member: Omit<MemberInsert, 'passwordHash' | 'now'> & {
    password: string;
    affiliateCode?: string;
    /** The password's hash when the caller made it already (demo accounts sharing one password). */
    passwordHash?: string;
  },
  now: number = Date.now(),
): Promise<number> {
  const { affiliateCode, passwordHash: givenHash, ...fields } = member;
  const passwordHash = givenHash ?? (await hashPassword(member.password));
  return runInTransaction(handle, async (db) => {
    if (await selectMemberByUsername(db, member.username)) {
      throw new AppError('username.exists');
    }
    const memberId = await insertMember(db, { ...fields, passwordHash, now });
    if (affiliateCode !== undefined) {
      await updateMemberAffiliateCode(db, memberId, affiliateCode);
    }
    await placeMember(db, memberId, member.parentId ?? null, {
      isAgent: isAgentType(member.type),
      joinedVia: 'register-center',
    });
    return memberId;
  });
}

async function recordFailure(
  handle: DatabaseHandle,
  request: LoginRequest,
  member: MemberRow | undefined,
  client: ClientContext,
  reason: string,
): Promise<void> {
  await recordLoginFailure(
    handle,
    {
      username: request.username,
      memberId: member?.id ?? null,
      ip: client.ip,
      device: client.device,
      method: request.type,
      now: client.now,
    },
    reason,
  );
}

/**
 * Logs a member in by user name and password (docs/product/accounts.md#login-by-password). Every attempt is
 * recorded; a failure answers password.incorrect with `needCaptcha`, and until a login succeeds every address must
 * solve a captcha. Five failures from one address refuse that address for a while (429); other addresses still get
 * in with a captcha.
 */
export async function loginWithPassword(
  handle: DatabaseHandle,
  request: LoginRequest,
  client: ClientContext,
): Promise<LoginResponse> {
  await requireSolvedChallenge(handle, request.challenge, client.now);
  const limits = await readLoginLimits(handle, request.username, client.ip, client.now);
  if (limits.isRefused) {
    await recordFailure(handle, request, undefined, client, 'locked');
    throw new AppError('too.many.requests');
  }
  if (limits.needsCaptcha) {
    const outcome =
      request.captcha !== undefined && request.captchaId !== undefined
        ? await consumeVerificationCode(handle, 'captcha', request.captchaId, request.captcha, client.now)
        : 'invalid';
    if (outcome !== 'ok') {
      await recordFailure(handle, request, undefined, client, 'captcha');
      throw new AppError('captcha.invalid', { needCaptcha: true });
    }
  }
  const found = await selectMemberByUsername(handle.db, request.username);
  const isPasswordRight = await verifyPassword(
    found?.password_hash ?? (await UNKNOWN_USER_HASH),
    request.password,
  );
  if (!found || !isPasswordRight) {
    await recordFailure(handle, request, found, client, 'password');
    throw new AppError('password.incorrect', { needCaptcha: true });
  }
  // A time-out or self-exclusion the member chose: refused while it lasts, over once it has ended.
  const member = await endBlockIfOver(handle.db, found, client.now);
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
 * Logs a member in by mobile number and SMS code (docs/product/accounts.md#login-by-sms: no challenge for SMS).
 * The switch MOBILEVERCODELOGIN3 must be on.
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
  const found = await selectMemberByMobile(handle.db, countryDialingCode, request.username);
  const outcome = await consumeVerificationCode(
    handle,
    'sms-login',
    toPhoneRecipient(countryDialingCode, request.username),
    request.password,
    client.now,
  );
  if (outcome !== 'ok' || !found) {
    await recordFailure(handle, request, found, client, 'sms-code');
    throw new AppError(outcome === 'expired' ? 'verification.code.expired' : 'verification.code.invalid');
  }
  const member = await endBlockIfOver(handle.db, found, client.now);
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
