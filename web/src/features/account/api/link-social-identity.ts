import { loginResponseSchema } from '@plaza/contracts/accounts';
import type { LoginResponse } from '@plaza/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';

export interface LinkSocialIdentityInput {
  ticket: string;
  username: string;
  password: string;
}

/** POST /wps/session/social/link (E): links the identity to the account whose password is given, for good. */
export async function linkSocialIdentity(
  queryClient: QueryClient,
  input: LinkSocialIdentityInput,
): Promise<LoginResponse> {
  const body = await encryptRequestBody(queryClient, { ...input });
  return apiRequest({ method: 'POST', path: '/wps/session/social/link', schema: loginResponseSchema, body });
}

/** Links a sign-in provider's identity to an existing account. */
export function useLinkSocialIdentityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkSocialIdentityInput) => linkSocialIdentity(queryClient, input),
  });
}
