import { isAgentType, MEMBER_TYPE } from '@plaza/contracts/accounts';
import type { LoginResponse } from '@plaza/contracts/accounts';
import type { FieldMessageKey } from '@plaza/contracts/field-errors';
import { REGISTRATION_FIELDS } from '@plaza/contracts/registration';
import type { RegisterRequest, RegistrationSettings } from '@plaza/contracts/registration';
import { validateFieldValue } from '@plaza/contracts/registration-patterns';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { requireSolvedChallenge } from '../challenge/challenge.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { insertMember, selectMemberByAffiliateCode, selectMemberByUsername } from './accounts.repository';
import type { MemberRow } from './accounts.repository';
import type { ClientContext } from './accounts.service';
import { startSession, toMemberInfo } from './accounts.service';
import { hashPassword } from './password-hashing';

/** The registration form's rules (GET /wps/system/setting/register). */
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
): Record<string, FieldMessageKey> {
  const fields: Record<string, FieldMessageKey> = {};
  for (const field of REGISTRATION_FIELDS) {
    const rule = settings.fields[field];
    if (!rule?.enabled || field === 'captcha') {
      continue;
    }
    const value = (request[field] ?? '').trim();
    const result = validateFieldValue(rule, value);
    if (!result.ok) {
      fields[field] = `validation.${result.reason}`;
    }
  }
  if (fields.confirmPassword === undefined && request.confirmPassword !== request.password) {
    fields.confirmPassword = 'validation.mismatch';
  }
  return fields;
}

/** The upline of a registration: the page address's code when valid, else the typed one (spec.md §4). */
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

/**
 * Registers a member by user name (PUT /wps/member/register): the configured field rules, the confirmation,
 * the challenge, the invitation code's precedence; success logs the new member in.
 */
export async function registerByUsername(
  handle: DatabaseHandle,
  request: RegisterRequest,
  client: ClientContext,
): Promise<LoginResponse> {
  const settings = await getRegistrationSettings(handle);
  const fields = validateFields(settings, request);
  const username = request.username?.trim() ?? '';
  const password = request.password ?? '';
  if (username === '') {
    fields.username ??= 'validation.required';
  }
  if (password === '') {
    fields.password ??= 'validation.required';
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('request_param_err', { fields });
  }
  await requireSolvedChallenge(handle, request.challenge, client.now);
  const upline = await resolveUpline(handle, request);
  const passwordHash = await hashPassword(password);
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
      mobile: request.mobileNum?.trim() || null,
      countryDialingCode: request.countryDialingCode ?? null,
      birthday: request.birthday?.trim() || null,
      profile,
      parentId: upline?.id ?? null,
      isFirstLogin: false,
      now: client.now,
    });
    return startSession(db, memberId, username, 'register', client);
  });
  return {
    token,
    firstTimeLogin: false,
    passwordExpired: false,
    isDefaultPassword: false,
    userInfo: toMemberInfo(member),
  };
}
