import { loginResponseSchema } from '@plaza/contracts/accounts';
import type { LoginResponse } from '@plaza/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';

export interface ResetPasswordByPhoneInput {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

/** POST /wps/member/password/verification (E): sets a new password with an SMS code and logs the member in. */
export async function resetPasswordByPhone(
  queryClient: QueryClient,
  input: ResetPasswordByPhoneInput,
): Promise<LoginResponse> {
  const body = await encryptRequestBody(queryClient, { ...input });
  return apiRequest({
    method: 'POST',
    path: '/wps/member/password/verification',
    schema: loginResponseSchema,
    body,
  });
}

/** The forgot-password path by phone. */
export function useResetPasswordByPhoneMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordByPhoneInput) => resetPasswordByPhone(queryClient, input),
  });
}
