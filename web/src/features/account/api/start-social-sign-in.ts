import type { Language } from '@plaza/contracts/languages';
import { socialStartSchema } from '@plaza/contracts/social-sign-in';
import type { SignInProvider } from '@plaza/contracts/social-sign-in';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { keepPendingSocialSignIn } from '../hooks/pending-social-sign-in';

/**
 * POST /wps/session/social/start, then off to the provider: the state and browser key are kept in session storage
 * for the callback page (docs/decisions/059-social-sign-in.md).
 */
export async function startSocialSignIn(input: {
  provider: SignInProvider;
  language: Language;
}): Promise<void> {
  const started = await apiRequest({
    method: 'POST',
    path: '/wps/session/social/start',
    schema: socialStartSchema,
    body: input,
  });
  keepPendingSocialSignIn(sessionStorage, {
    provider: input.provider,
    state: started.state,
    browserKey: started.browserKey,
  });
  window.location.assign(started.authorizationUrl);
}

/** Leaves for a provider's sign-in page. */
export function useStartSocialSignInMutation() {
  return useMutation({ mutationFn: startSocialSignIn });
}
