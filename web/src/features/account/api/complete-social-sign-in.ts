import { socialCallbackSchema } from '@plaza/contracts/social-sign-in';
import type { SocialCallback } from '@plaza/contracts/social-sign-in';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

export interface SocialCallbackRequest {
  state: string;
  code: string;
  browserKey: string;
}

/**
 * POST /wps/session/social/callback: the provider's code and state with this browser's key; signed in, or the
 * link-or-register choice.
 */
export function completeSocialSignIn(input: SocialCallbackRequest): Promise<SocialCallback> {
  return apiRequest({
    method: 'POST',
    path: '/wps/session/social/callback',
    schema: socialCallbackSchema,
    body: input,
  });
}

/**
 * Finishes the sign-in the provider sent back, once per state: kept in the cache (never refetched nor retried,
 * since the server answers a state once) so that the dialog drawn again finds the same answer.
 */
export function useSocialCallback(request: SocialCallbackRequest | null) {
  return useQuery({
    queryKey: ['account', 'socialCallback', request?.state ?? null] as const,
    queryFn: () => {
      if (request === null) {
        throw new Error('no sign-in to finish');
      }
      return completeSocialSignIn(request);
    },
    enabled: request !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
