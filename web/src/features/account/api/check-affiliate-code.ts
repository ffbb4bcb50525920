import { affiliateSchema } from '@plaza/contracts/registration';
import { useQuery } from '@tanstack/react-query';

import { ApiError, apiRequest } from '../../../lib/api-client';

/** Query key of one invitation-code check. */
export function affiliateCodeQueryKey(code: string) {
  return ['account', 'affiliate', code] as const;
}

/** GET /wps/agent/affiliate?code=: whether an invitation code is valid; an unknown code answers null. */
export async function checkAffiliateCode(code: string, signal?: AbortSignal) {
  try {
    return await apiRequest({
      method: 'GET',
      path: '/wps/agent/affiliate',
      query: { code },
      schema: affiliateSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.isFromServer) {
      return null;
    }
    throw error;
  }
}

/** The check of the page address's referral code; not run without one. */
export function useAffiliateCodeCheck(code: string | null) {
  return useQuery({
    queryKey: affiliateCodeQueryKey(code ?? ''),
    queryFn: ({ signal }) => checkAffiliateCode(code ?? '', signal),
    enabled: code !== null,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}
