import { socialCallbackSchema } from '@plaza/contracts/social-sign-in';
import type { SocialCallback } from '@plaza/contracts/social-sign-in';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/**
 * POST /wps/session/social/callback: the provider's code and state with this browser's key; signed in, or the
 * link-or-register choice.
 */
export function completeSocialSignIn(input: {
  state: string;
  code: string;
  browserKey: string;
}): Promise<SocialCallback> {
  return apiRequest({
    method: 'POST',
    path: '/wps/session/social/callback',
    schema: socialCallbackSchema,
    body: input,
  });
}

/** Finishes a sign-in the provider sent back. */
export function useCompleteSocialSignInMutation() {
  return useMutation({ mutationFn: completeSocialSignIn });
}
