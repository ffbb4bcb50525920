import { loginResponseSchema } from '@plaza/contracts/accounts';
import type { LoginResponse } from '@plaza/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';

/**
 * POST /wps/session/login/freeplay (E): logs the visitor in as a new trial member
 * (docs/product/accounts.md#trial-members).
 */
export async function logInFreePlay(queryClient: QueryClient): Promise<LoginResponse> {
  const body = await encryptRequestBody(queryClient, { os: navigator.userAgent.slice(0, 64), platform: 'W' });
  return apiRequest({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    schema: loginResponseSchema,
    body,
  });
}

/** Trial play. */
export function useFreePlayMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => logInFreePlay(queryClient) });
}
