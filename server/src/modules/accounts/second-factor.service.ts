import { randomBytes, randomInt } from 'node:crypto';

import { TOTP_CODE_PATTERN } from '@plaza/contracts/accounts';
import type { LoginResponse, SecondFactorMethod } from '@plaza/contracts/accounts';
import { isFeatureEnabled } from '@plaza/contracts/feature-switches';
import type { FeatureSwitchNode } from '@plaza/contracts/feature-switches';
import type { Language } from '@plaza/contracts/languages';
import { generateSecret, generateURI, verify } from 'otplib';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { getDeploymentSettings, getFeatureTree } from '../deployment/deployment.service';
import type { MessageSender } from '../messaging/message-sender';
import { getMessageTemplates } from '../messaging/message-templates';
import { toPhoneRecipient } from '../verification/sms-code.service';
import { consumeVerificationCode, issueVerificationCode } from '../verification/verification.service';
import {
  hasKnownIps,
  insertLoginTicket,
  isKnownIp,
  markLoginTicketUsed,
  selectMemberById,
  selectOpenLoginTicket,
  updateMemberTotpSecret,
} from './accounts.repository';
import type { MemberRow } from './accounts.repository';
import { startSession, toMemberInfo } from './member-session.service';
import type { ClientContext } from './member-session.service';

/**
 * A code still counts in the 30-second step after its own (RFC 6238 §5.2 allows one step of delay): a code read at
 * the end of its step arrives in the next one, and a busy server must not turn that into a wrong code.
 */
const TOTP_DELAY: [number, number] = [30, 0];

const TICKET_LIFETIME_MS = 10 * 60 * 1000;
const CODE_LIFETIME_MINUTES = 5;

/** The second factors a member can answer, among those the deployment switched on. */
export function listSecondFactors(
  features: readonly FeatureSwitchNode[],
  member: MemberRow,
): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (isFeatureEnabled(features, 'LOGINVERMOB3') && member.mobile !== null) {
    methods.push('MOBILE');
  }
  if (isFeatureEnabled(features, 'LOGINVEREMAIL3') && member.email !== null) {
    methods.push('EMAIL');
  }
  if (isFeatureEnabled(features, 'LOGINVERBANK3') && member.real_name !== null) {
    methods.push('BANK');
  }
  if (isFeatureEnabled(features, 'LOGINVERGOOGLE3') && member.totp_secret !== null) {
    methods.push('GOOGLE');
  }
  return methods;
}

/**
 * Stops a password login from an IP the member never used (when it has used others) until a second factor is
 * shown: answers 403 second.factor.required with a ticket and the methods it may use.
 */
export async function requireSecondFactorOnNewIp(
  handle: DatabaseHandle,
  features: readonly FeatureSwitchNode[],
  member: MemberRow,
  client: ClientContext,
): Promise<void> {
  if (!(await hasKnownIps(handle.db, member.id)) || (await isKnownIp(handle.db, member.id, client.ip))) {
    return;
  }
  const methods = listSecondFactors(features, member);
  if (methods.length === 0) {
    return;
  }
  const ticket = randomBytes(24).toString('base64url');
  await insertLoginTicket(handle.db, {
    id: ticket,
    memberId: member.id,
    ip: client.ip,
    expiresAt: client.now + TICKET_LIFETIME_MS,
  });
  throw new AppError('second.factor.required', { ticket, methods });
}

async function requireTicketMember(handle: DatabaseHandle, ticket: string, now: number) {
  const open = await selectOpenLoginTicket(handle.db, ticket, now);
  const member = open && (await selectMemberById(handle.db, open.memberId));
  if (!open || !member) {
    throw new AppError('verification.code.expired');
  }
  return { member, ip: open.ip };
}

/** Sends the code of a MOBILE or EMAIL second factor to the member's bound number or address. */
export async function sendSecondFactorCode(
  handle: DatabaseHandle,
  sender: MessageSender,
  request: { ticket: string; method: 'MOBILE' | 'EMAIL' },
  language: Language,
  now: number = Date.now(),
): Promise<{ expiredMinutes: number }> {
  const { member } = await requireTicketMember(handle, request.ticket, now);
  const destination =
    request.method === 'MOBILE'
      ? member.mobile === null
        ? null
        : toPhoneRecipient(member.country_dialing_code ?? '', member.mobile)
      : member.email;
  if (destination === null) {
    throw new AppError('operation.not.enabled');
  }
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  await issueVerificationCode(
    handle,
    'second-factor',
    `${request.ticket}:${request.method}`,
    code,
    CODE_LIFETIME_MINUTES * 60_000,
    now,
  );
  const templates = getMessageTemplates(language);
  await sender.send({
    channel: request.method === 'MOBILE' ? 'sms' : 'email',
    recipient: destination,
    subject: templates.verificationSubject,
    body: templates.smsCode(code, CODE_LIFETIME_MINUTES),
  });
  return { expiredMinutes: CODE_LIFETIME_MINUTES };
}

function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/**
 * Completes a login held for a second factor: a sent code, the bound bank account name, or an authenticator
 * code. The IP becomes known and the session opens.
 */
export async function verifySecondFactor(
  handle: DatabaseHandle,
  request: { ticket: string; method: SecondFactorMethod; code: string },
  client: ClientContext,
): Promise<LoginResponse> {
  const { member, ip } = await requireTicketMember(handle, request.ticket, client.now);
  const features = await getFeatureTree(handle);
  if (!listSecondFactors(features, member).includes(request.method) || ip !== client.ip) {
    throw new AppError('verification.code.invalid');
  }
  let isProven = false;
  switch (request.method) {
    case 'MOBILE':
    case 'EMAIL': {
      const outcome = await consumeVerificationCode(
        handle,
        'second-factor',
        `${request.ticket}:${request.method}`,
        request.code,
        client.now,
      );
      if (outcome === 'expired') {
        throw new AppError('verification.code.expired');
      }
      isProven = outcome === 'ok';
      break;
    }
    case 'BANK':
      isProven = member.real_name !== null && normalizeName(member.real_name) === normalizeName(request.code);
      break;
    case 'GOOGLE':
      // otplib throws on a code that is not six digits: that is simply a wrong code.
      isProven =
        member.totp_secret !== null &&
        TOTP_CODE_PATTERN.test(request.code) &&
        (await verify({ secret: member.totp_secret, token: request.code, epochTolerance: TOTP_DELAY })).valid;
      break;
  }
  if (!isProven) {
    throw new AppError('verification.code.invalid');
  }
  const { token, member: current } = await runInTransaction(handle, async (db) => {
    if (!(await markLoginTicketUsed(db, request.ticket, client.now))) {
      throw new AppError('verification.code.expired');
    }
    return startSession(db, member.id, member.username, `2fa-${request.method.toLowerCase()}`, client);
  });
  return {
    token,
    firstTimeLogin: current.is_first_login === 1,
    passwordExpired: false,
    isDefaultPassword: false,
    userInfo: toMemberInfo(current),
  };
}

/**
 * A new authenticator secret and its otpauth:// address for a QR code, issued by the deployment's brand; nothing
 * is stored until bound.
 */
export async function createTotpSetup(
  handle: DatabaseHandle,
  member: MemberRow,
): Promise<{ secret: string; otpauthUrl: string }> {
  const { brandName } = await getDeploymentSettings(handle);
  const secret = generateSecret();
  return { secret, otpauthUrl: generateURI({ issuer: brandName, label: member.username, secret }) };
}

/** Binds an authenticator to a member once a code from it proves the member holds the secret. */
export async function bindTotp(
  handle: DatabaseHandle,
  member: MemberRow,
  secret: string,
  code: string,
): Promise<void> {
  if (!(await verify({ secret, token: code, epochTolerance: TOTP_DELAY })).valid) {
    throw new AppError('verification.code.invalid');
  }
  await updateMemberTotpSecret(handle.db, member.id, secret);
}
