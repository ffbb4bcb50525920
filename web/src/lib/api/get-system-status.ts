import { systemStatusSchema } from '@plaza/contracts/system';
import type { SystemStatus } from '@plaza/contracts/system';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../api-client';

export const systemStatusQueryKey = ['system', 'status'] as const;

/**
 * GET /wps/system/status: normal, maintenance or region restricted
 * (docs/product/site.md#status-maintenance-and-regions).
 */
export function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiRequest({ method: 'GET', path: '/wps/system/status', schema: systemStatusSchema, signal });
}

export const systemStatusQueryOptions = queryOptions({
  queryKey: systemStatusQueryKey,
  queryFn: ({ signal }) => fetchSystemStatus(signal),
  staleTime: Infinity,
  retry: 1,
});

/** The site status that decides at start whether the app, the maintenance page or the blocked page shows. */
export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions);
}
