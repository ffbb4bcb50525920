import { whitelabelSchema } from '@plaza/contracts/system';
import type { Whitelabel } from '@plaza/contracts/system';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

import { apiRequest } from '../api-client';
import { rememberMerchantCode } from '../merchant-storage';

export const whitelabelQueryKey = ['system', 'whitelabel'] as const;

/** GET /wps/system/whitelabel: the brand's settings; remembers its merchant code for every later call. */
export async function fetchWhitelabel(signal?: AbortSignal): Promise<Whitelabel> {
  const whitelabel = await apiRequest({
    method: 'GET',
    path: '/wps/system/whitelabel',
    schema: whitelabelSchema,
    signal,
  });
  rememberMerchantCode(whitelabel.merchantCode);
  return whitelabel;
}

export const whitelabelQueryOptions = queryOptions({
  queryKey: whitelabelQueryKey,
  queryFn: ({ signal }) => fetchWhitelabel(signal),
  staleTime: Infinity,
  retry: 1,
});

/**
 * The brand settings. The start-up gate renders the app only once they are loaded, so inside the app this
 * never suspends and always has data.
 */
export function useWhitelabel(): Whitelabel {
  return useSuspenseQuery(whitelabelQueryOptions).data;
}
