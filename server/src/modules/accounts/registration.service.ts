import { isAgentType, MEMBER_TYPE } from '@plaza/contracts/accounts';
import type { LoginResponse } from '@plaza/contracts/accounts';
import type { FieldMessageKey } from '@plaza/contracts/field-errors';
import { REGISTRATION_FIELDS } from '@plaza/contracts/registration';
import type { RegisterRequest, RegistrationSettings } from '@plaza/contracts/registration';
import { validateFieldValue } from '@plaza/contracts/registration-patterns';
import { isValidMobile } from '@plaza/contracts/countries';
import { isFeatureEnabled } from '@plaza/contracts/feature-switches';
import type { Language } from '@plaza/contracts/languages';
import { randomBytes } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { requireSolvedChallenge } from '../challenge/challenge.service';
import { getDeploymentSettings, getFeatureTree } from '../deployment/deployment.service';
import type { MessageSender } from '../messaging/message-sender';
import { sendSmsCode, toPhoneRecipient } from '../verification/sms-code.service';
import { recordInvitation } from '../referral-codes/referral-codes.service';
import { placeMember } from '../team-tree/team-tree.service';
import { consumeVerificationCode } from '../verification/verification.service';
import {
  insertMember,
  updateMemberPaymentPassword,
  selectMemberByAffiliateCode,
  selectMemberByMobile,
  selectMemberByUsername,
} from './accounts.repository';
import type { MemberRow } from './accounts.repository';
import { startSession, toMemberInfo } from './member-session.service';
import type { ClientContext } from './member-session.service';
import { hashPassword } from './password-hashing';
import { requireCheckedPhone } from './phone-check';
import type { PhoneCheck } from './phone-check';

/** The registration form's rules (GET /wps/system/setting/register). */
/**
 * Sends a sign-in SMS code (registration, login or a forgotten password) valid for the deployment's
 * `smsExpiredMinutes`; the SMS throttles of sendSmsCode apply.
 */
export async function sendSignInSmsCode(
  handle: DatabaseHandle,
  sender: MessageSender,
  request: { purpose: 'register' | 'login' | 'password'; countryDialingCode: string; mobile: string },
  language: Language,
): Promise<{ expiredMinutes: number }> {
  const purposes = { register: 'sms-register', login: 'sms-login', password: 'sms-password' } as const;
  return sendSmsCode(handle, sender, {
    purpose: purposes[request.purpose],
    countryDialingCode: request.countryDialingCode,
    mobile: request.mobile,
    expiredMinutes: (await getRegistrationSettings(handle)).smsExpiredMinutes,
    language,
  });
}

export async function getRegistrationSettings(handle: DatabaseHandle): Promise<RegistrationSettings> {
  return (await getDeploymentSettings(handle)).registration;
}

const PROFILE_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'telegram',
  'zalo',
  'wechat',
  'idNumber',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'recommenderId',
] as const;

function validateFields(
  settings: RegistrationSettings,
  request: RegisterRequest,
  options: { skip: readonly string[] } = { skip: [] },
): Record<string, FieldMessageKey> {
  const fields: Record<string, FieldMessageKey> = {};
  for (const field of REGISTRATION_FIELDS) {
    const rule = settings.fields[field];
    // The captcha and the SMS code are checked against what the server issued, not against a pattern.
    if (
      !rule?.enabled ||
      field === 'captcha' ||
      field === 'verificationCode' ||
      options.skip.includes(field)
    ) {
      continue;
    }
    const value = (request[field] ?? '').trim();
    const result = validateFieldValue(rule, value);
    if (!result.ok) {
      fields[field] = `validation.${result.reason}`;
    }
  }
  if (
    !options.skip.includes('confirmPassword') &&
    fields.confirmPassword === undefined &&
    request.confirmPassword !== request.password
  ) {
    fields.confirmPassword = 'validation.mismatch';
  }
  return fields;
}

/**
 * The upline of a registration: the page address's code when valid, else the typed one
 * (docs/product/registration.md#invitation-codes).
 */
async function resolveUpline(
  handle: DatabaseHandle,
  request: RegisterRequest,
): Promise<MemberRow | undefined> {
  for (const code of [request.referralCode, request.affiliateCode]) {
    const trimmed = code?.trim();
    if (!trimmed) {
      continue;
    }
    const agent = await selectMemberByAffiliateCode(handle.db, trimmed);
    if (agent && isAgentType(agent.type) && agent.status === 'ACTIVE') {
      return agent;
    }
    if (code === request.affiliateCode) {
      throw new AppError('invitation.code.invalid');
    }
  }
  return undefined;
}

/** GET /wps/agent/affiliate: whether an invitation code belongs to an active agent. */
export async function checkAffiliateCode(handle: DatabaseHandle, code: string) {
  const agent = await selectMemberByAffiliateCode(handle.db, code.trim());
  if (!agent || !isAgentType(agent.type) || agent.status !== 'ACTIVE' || agent.affiliate_code === null) {
    throw new AppError('invitation.code.invalid');
  }
  return { code: agent.affiliate_code, agentNickname: agent.nickname };
}

/** SOCIAL: an account made for a sign-in provider's identity (docs/decisions/059-social-sign-in.md). */
export type RegistrationMethod = 'USERNAME' | 'MOBILE' | 'SOCIAL';

/** Which switches a registration path needs (docs/product/site.md#feature-switches). */
async function requireRegistrationEnabled(handle: DatabaseHandle, method: RegistrationMethod) {
  const features = await getFeatureTree(handle);
  const methodSwitch =
    method === 'USERNAME' ? 'USERNAMEREG3' : method === 'MOBILE' ? 'MOBILENUMREG3' : 'DIRECTREG3';
  if (!isFeatureEnabled(features, 'DIRECTREG3') || !isFeatureEnabled(features, methodSwitch)) {
    throw new AppError('operation.not.enabled');
  }
  return {
    isSmsVerified: isFeatureEnabled(features, 'REGMOBVERF3'),
    hasMobilePassword: isFeatureEnabled(features, 'MOBILENUMPASSREG3'),
  };
}

export interface RegistrationOptions {
  /** Runs in the registration's transaction once the member exists (a social registration links its identity). */
  onCreated?: (db: Executor, memberId: number) => Promise<void>;
  /** Checks a phone confirmed by the third-party service (firebaseChannel, firebaseIdToken): its number. */
  checkPhone?: PhoneCheck;
}

/**
 * Registers a member (PUT /wps/member/register and /register/mobile): the configured field rules, the
 * confirmation, the SMS code when REGMOBVERF3 is on and a number is given, the challenge, the invitation
 * code's precedence. By mobile, the user name is derived from the number when left out, and the password is
 * asked only with MOBILENUMPASSREG3 (otherwise the member logs in by SMS). Success logs the member in.
 */
export async function register(
  handle: DatabaseHandle,
  request: RegisterRequest,
  method: RegistrationMethod,
  client: ClientContext,
  options: RegistrationOptions = {},
): Promise<LoginResponse> {
  const { isSmsVerified, hasMobilePassword } = await requireRegistrationEnabled(handle, method);
  const settings = await getRegistrationSettings(handle);
  const mobile = request.mobileNum?.trim() ?? '';
  const countryDialingCode = request.countryDialingCode?.trim() ?? '';
  const isPasswordAsked = method === 'USERNAME' || (method === 'MOBILE' && hasMobilePassword);
  const username =
    request.username?.trim() ||
    (method === 'MOBILE' && mobile !== '' ? `m${countryDialingCode}${mobile}` : '');
  const password = isPasswordAsked ? (request.password ?? '') : randomBytes(24).toString('base64url');
  const checked: RegisterRequest = {
    ...request,
    username: request.username?.trim() || undefined,
    ...(isPasswordAsked ? {} : { password: undefined, confirmPassword: undefined }),
  };
  const fields = validateFields(settings, checked, {
    skip:
      method === 'MOBILE'
        ? ['username', ...(isPasswordAsked ? [] : ['password', 'confirmPassword'])]
        : isPasswordAsked
          ? []
          : ['password', 'confirmPassword'],
  });
  if (username === '' && method !== 'MOBILE') {
    fields.username ??= 'validation.required';
  }
  if (isPasswordAsked && password === '') {
    fields.password ??= 'validation.required';
  }
  if (method === 'MOBILE' && mobile === '') {
    fields.mobileNum ??= 'validation.required';
  } else if (mobile !== '' && !isValidMobile(countryDialingCode, mobile)) {
    fields.mobileNum ??= 'validation.pattern';
  }
  // A phone the third-party service confirmed needs no SMS code of ours
  // (docs/product/registration.md#the-third-party-phone-check).
  const isPhoneChecked = request.firebaseIdToken !== undefined && mobile !== '';
  const isCodeNeeded = isSmsVerified && mobile !== '' && !isPhoneChecked;
  if (isCodeNeeded && !request.verificationCode?.trim()) {
    fields.verificationCode ??= 'validation.required';
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('request_param_err', { fields });
  }
  await requireSolvedChallenge(handle, request.challenge, client.now);
  const upline = await resolveUpline(handle, request);
  if (mobile !== '' && (await selectMemberByMobile(handle.db, countryDialingCode, mobile))) {
    throw new AppError('mobile.exists');
  }
  if (isPhoneChecked) {
    await requireCheckedPhone(
      options.checkPhone,
      request,
      toPhoneRecipient(countryDialingCode, mobile),
      client.now,
    );
  }
  if (isCodeNeeded) {
    const outcome = await consumeVerificationCode(
      handle,
      'sms-register',
      toPhoneRecipient(countryDialingCode, mobile),
      request.verificationCode ?? '',
      client.now,
    );
    if (outcome !== 'ok') {
      throw new AppError(outcome === 'expired' ? 'verification.code.expired' : 'verification.code.invalid');
    }
  }
  const passwordHash = await hashPassword(password);
  // The payment password (transaction password) of the form, when the rules show it: kept hashed like the
  // payment password set later from the member center (docs/decisions/008-withdrawals.md).
  const paymentPassword = settings.fields.paymentPassword?.enabled
    ? (request.paymentPassword?.trim() ?? '')
    : '';
  if (paymentPassword !== '' && paymentPassword === password) {
    throw new AppError('request_param_err', { fields: { paymentPassword: 'validation.invalid' } });
  }
  const paymentPasswordHash = paymentPassword === '' ? null : await hashPassword(paymentPassword);
  const profile = Object.fromEntries(
    PROFILE_FIELDS.flatMap((field) => {
      const value = request[field]?.trim();
      return value ? [[field, value]] : [];
    }),
  );
  const { token, member } = await runInTransaction(handle, async (db) => {
    if (await selectMemberByUsername(db, username)) {
      throw new AppError('username.exists');
    }
    const memberId = await insertMember(db, {
      username,
      passwordHash,
      type: MEMBER_TYPE.member,
      nickname: request.nickname?.trim() || null,
      realName: request.payeeName?.trim() || null,
      email: request.email?.trim() || null,
      mobile: mobile || null,
      countryDialingCode: mobile ? countryDialingCode : null,
      birthday: request.birthday?.trim() || null,
      profile,
      parentId: upline?.id ?? null,
      isFirstLogin: false,
      now: client.now,
    });
    await placeMember(db, memberId, upline?.id ?? null, { isAgent: false, joinedVia: 'code' });
    // A member's friend code (invite friends; an agent's code is no friend code): the friend counts for the inviter.
    await recordInvitation(db, {
      inviteeId: memberId,
      code: request.referralCode,
      ip: client.ip,
      now: client.now,
    });
    if (paymentPasswordHash !== null) {
      await updateMemberPaymentPassword(db, memberId, paymentPasswordHash);
    }
    await options.onCreated?.(db, memberId);
    const sessionMethods = { USERNAME: 'register', MOBILE: 'register-mobile', SOCIAL: 'register-social' };
    return startSession(db, memberId, username, sessionMethods[method], client);
  });
  return {
    token,
    firstTimeLogin: false,
    passwordExpired: false,
    isDefaultPassword: false,
    userInfo: toMemberInfo(member),
  };
}
