import { domainRouteSchema } from '@plaza/contracts/system';
import type { DomainRoute } from '@plaza/contracts/system';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../api-client';

export const domainRouteQueryKey = ['system', 'domainRoute'] as const;

/** GET /wps/system/domainRoute: whether this address may serve the site, and for which area. */
export function fetchDomainRoute(signal?: AbortSignal): Promise<DomainRoute> {
  return apiRequest({ method: 'GET', path: '/wps/system/domainRoute', schema: domainRouteSchema, signal });
}

export const domainRouteQueryOptions = queryOptions({
  queryKey: domainRouteQueryKey,
  queryFn: ({ signal }) => fetchDomainRoute(signal),
  staleTime: Infinity,
  retry: 1,
});

/**
 * The domain check run at start: a domain that is not allowed shows the invalid-URL page
 * (docs/product/site.md#domain-route).
 */
export function useDomainRoute() {
  return useQuery(domainRouteQueryOptions);
}
