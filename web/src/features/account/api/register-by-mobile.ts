import { registerResponseSchema } from '@plaza/contracts/registration';
import type { LoginResponse } from '@plaza/contracts/accounts';
import type { RegistrationField } from '@plaza/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';
import { solveVerificationChallenge } from '../../../lib/api/get-verification-challenge';

export interface RegisterByMobileInput {
  mobileNum: string;
  countryDialingCode: string;
  /** The SMS code, when the deployment verifies the number (REGMOBVERF3). */
  verificationCode?: string;
  /** The other fields the rules draw (password, confirmation, invitation code…). */
  fields: Partial<Record<RegistrationField, string>>;
  /** The page address's referral code, sent when the server accepted it. */
  referralCode?: string;
  /** Called once the verification challenge is solved and the request goes out. */
  onVerified?: () => void;
}

/**
 * PUT /wps/member/register/mobile (E): runs the verification challenge, then registers by mobile number and
 * logs in. The server derives the user name from the number.
 */
export async function registerByMobile(
  queryClient: QueryClient,
  input: RegisterByMobileInput,
): Promise<LoginResponse> {
  const challenge = await solveVerificationChallenge();
  input.onVerified?.();
  const body = await encryptRequestBody(queryClient, {
    ...input.fields,
    mobileNum: input.mobileNum,
    countryDialingCode: input.countryDialingCode,
    ...(input.verificationCode === undefined ? {} : { verificationCode: input.verificationCode }),
    isTermsAccepted: true,
    isAgeConfirmed: true,
    ...(input.referralCode === undefined ? {} : { referralCode: input.referralCode }),
    registerUrl: window.location.href,
    domain: window.location.hostname,
    registerMethod: 'WEB',
    login: true,
    challenge,
  });
  return apiRequest({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    schema: registerResponseSchema,
    body,
  });
}

/** Registration by mobile number. */
export function useRegisterByMobileMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: RegisterByMobileInput) => registerByMobile(queryClient, input) });
}
