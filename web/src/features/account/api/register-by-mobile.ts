import { registerResponseSchema } from '@plaza/contracts/registration';
import type { LoginResponse } from '@plaza/contracts/accounts';
import type { RegistrationField } from '@plaza/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRegistration } from './register';

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
  const body = await encryptRegistration(queryClient, input, {
    mobileNum: input.mobileNum,
    countryDialingCode: input.countryDialingCode,
    ...(input.verificationCode === undefined ? {} : { verificationCode: input.verificationCode }),
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
