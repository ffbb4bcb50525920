import { randomInt } from 'node:crypto';

import { SMS_REQUEST_INTERVAL_MS, PHONE_VERIFICATION_WAIT_MS } from '@plaza/contracts/constants';
import { isValidMobile } from '@plaza/contracts/countries';
import type { Language } from '@plaza/contracts/languages';

import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { MessageSender } from '../messaging/message-sender';
import { getMessageTemplates } from '../messaging/message-templates';
import { selectRecentIssuance } from './verification.repository';
import { issueVerificationCode } from './verification.service';
import type { VerificationPurpose } from './verification.service';

/**
 * Codes a number may receive within the phone-verification wait before it must wait
 * (docs/product/accounts.md#login-by-sms).
 */
const MAX_CODES_PER_WAIT = 5;

/** The recipient key of a mobile number: dialing code and national number, digits only. */
export function toPhoneRecipient(countryDialingCode: string, mobile: string): string {
  return `+${countryDialingCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '')}`;
}

/**
 * Sends a six-digit SMS code valid for `expiredMinutes`: refused for a malformed number, more often than once
 * a second, or past five codes in five minutes (too.many.requests: try again after 5 minutes).
 */
export async function sendSmsCode(
  handle: DatabaseHandle,
  sender: MessageSender,
  request: {
    purpose: VerificationPurpose;
    countryDialingCode: string;
    mobile: string;
    expiredMinutes: number;
    language: Language;
  },
  now: number = Date.now(),
): Promise<{ expiredMinutes: number }> {
  if (request.mobile.trim() === '') {
    throw new AppError('phone.missing');
  }
  if (!isValidMobile(request.countryDialingCode, request.mobile)) {
    throw new AppError('phone.invalid');
  }
  const recipient = toPhoneRecipient(request.countryDialingCode, request.mobile);
  const recent = await selectRecentIssuance(
    handle.db,
    request.purpose,
    recipient,
    now - PHONE_VERIFICATION_WAIT_MS,
  );
  if (
    recent.count >= MAX_CODES_PER_WAIT ||
    (recent.newestAt !== null && now - recent.newestAt < SMS_REQUEST_INTERVAL_MS)
  ) {
    throw new AppError('too.many.requests');
  }
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  await issueVerificationCode(handle, request.purpose, recipient, code, request.expiredMinutes * 60_000, now);
  await sender.send({
    channel: 'sms',
    recipient,
    body: getMessageTemplates(request.language).smsCode(code, request.expiredMinutes),
  });
  return { expiredMinutes: request.expiredMinutes };
}
