import { loginResponseSchema } from '@plaza/contracts/accounts';
import type { LoginResponse, SecondFactorMethod } from '@plaza/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';

export interface VerifySecondFactorInput {
  ticket: string;
  method: SecondFactorMethod;
  code: string;
}

/** POST /wps/session/login/secondFactor (E): the code, bank account name or authenticator code; logs in. */
export async function verifySecondFactor(
  queryClient: QueryClient,
  input: VerifySecondFactorInput,
): Promise<LoginResponse> {
  const body = await encryptRequestBody(queryClient, { ...input });
  return apiRequest({
    method: 'POST',
    path: '/wps/session/login/secondFactor',
    schema: loginResponseSchema,
    body,
  });
}

/** Completes a login that asked for a second factor. */
export function useVerifySecondFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifySecondFactorInput) => verifySecondFactor(queryClient, input),
  });
}
