import { smsCodeResponseSchema } from '@plaza/contracts/accounts';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

export interface SendRegistrationSmsCodeInput {
  mobileNum: string;
  countryDialingCode: string;
}

/** POST /wps/verification/sms/register: the code that proves the number of a registration by mobile. */
export function sendRegistrationSmsCode(
  input: SendRegistrationSmsCodeInput,
): Promise<{ expiredMinutes: number }> {
  return apiRequest({
    method: 'POST',
    path: '/wps/verification/sms/register',
    schema: smsCodeResponseSchema,
    body: { mobileNo: input.mobileNum, countryDialingCode: input.countryDialingCode, type: 'MOBILE' },
  });
}

/** Sends the registration SMS code. */
export function useSendRegistrationSmsCodeMutation() {
  return useMutation({ mutationFn: sendRegistrationSmsCode });
}
