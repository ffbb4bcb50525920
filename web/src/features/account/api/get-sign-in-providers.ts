import { signInProvidersSchema } from '@plaza/contracts/social-sign-in';
import type { SignInProvider } from '@plaza/contracts/social-sign-in';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** GET /wps/session/social/providers: the sign-in providers of this deployment (none: no buttons). */
export async function fetchSignInProviders(signal?: AbortSignal): Promise<SignInProvider[]> {
  const value = await apiRequest({
    method: 'GET',
    path: '/wps/session/social/providers',
    schema: signInProvidersSchema,
    signal,
  });
  return value.providers;
}

/** The providers whose buttons the login and register forms show. */
export function useSignInProviders() {
  return useQuery({
    queryKey: ['account', 'signInProviders'] as const,
    queryFn: ({ signal }) => fetchSignInProviders(signal),
    staleTime: 10 * 60 * 1000,
  });
}
