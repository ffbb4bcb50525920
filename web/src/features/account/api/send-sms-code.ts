import { smsCodeResponseSchema } from '@plaza/contracts/accounts';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

export interface SendSmsCodeInput {
  mobileNum: string;
  countryDialingCode: string;
  purpose: 'LOGIN' | 'PASSWORD';
}

/** POST /wps/verification/sms/noLogin: a code to log in by SMS or to set a new password by phone. */
export function sendSmsCode(input: SendSmsCodeInput): Promise<{ expiredMinutes: number }> {
  return apiRequest({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    schema: smsCodeResponseSchema,
    body: input,
  });
}

/** Sends an SMS code to a visitor who is not logged in. */
export function useSendSmsCodeMutation() {
  return useMutation({ mutationFn: sendSmsCode });
}
