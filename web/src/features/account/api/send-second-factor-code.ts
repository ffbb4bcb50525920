import { smsCodeResponseSchema } from '@plaza/contracts/accounts';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

export interface SendSecondFactorCodeInput {
  ticket: string;
  method: 'MOBILE' | 'EMAIL';
}

/** POST /wps/session/login/secondFactor/send: sends the login's second-factor code by SMS or e-mail. */
export function sendSecondFactorCode(input: SendSecondFactorCodeInput): Promise<{ expiredMinutes: number }> {
  return apiRequest({
    method: 'POST',
    path: '/wps/session/login/secondFactor/send',
    schema: smsCodeResponseSchema,
    body: input,
  });
}

/** Sends a second-factor code. */
export function useSendSecondFactorCodeMutation() {
  return useMutation({ mutationFn: sendSecondFactorCode });
}
