import { captchaSchema } from '@plaza/contracts/accounts';
import type { Captcha } from '@plaza/contracts/accounts';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

export const captchaQueryKey = ['account', 'captcha'] as const;

/** GET /wps/captcha: a captcha image and the id to send back with its answer. */
export function fetchCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return apiRequest({ method: 'GET', path: '/wps/captcha', schema: captchaSchema, signal });
}

/** The login captcha, loaded only once the server asks for one; each answer is used once, so never cached. */
export function useCaptcha(isEnabled: boolean) {
  return useQuery({
    queryKey: captchaQueryKey,
    queryFn: ({ signal }) => fetchCaptcha(signal),
    enabled: isEnabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
