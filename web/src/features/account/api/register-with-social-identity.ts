import type { LoginResponse } from '@plaza/contracts/accounts';
import { registerResponseSchema } from '@plaza/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRegistration } from './register';
import type { RegisterInput } from './register';

/**
 * PUT /wps/member/register/social (E): a registration without a password (the member signs in through the
 * provider) that links the ticket's identity.
 */
export async function registerWithSocialIdentity(
  queryClient: QueryClient,
  input: RegisterInput & { ticket: string },
): Promise<LoginResponse> {
  const body = await encryptRegistration(queryClient, input, { ticket: input.ticket });
  return apiRequest({
    method: 'PUT',
    path: '/wps/member/register/social',
    schema: registerResponseSchema,
    body,
  });
}

/** Registers a new account for a sign-in provider's identity. */
export function useRegisterWithSocialIdentityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput & { ticket: string }) => registerWithSocialIdentity(queryClient, input),
  });
}
