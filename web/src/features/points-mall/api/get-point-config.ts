import { pointConfigSchema } from '@plaza/contracts/points';
import type { PointConfig } from '@plaza/contracts/points';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { POINTS_QUERY_ROOT } from './query-keys';

/** GET /wps/relay/MCS2_getPointConfig (T): how points are earned and converted. */
export function fetchPointConfig(signal?: AbortSignal): Promise<PointConfig> {
  return apiRequest({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointConfig',
    schema: pointConfigSchema,
    signal,
  });
}

export function usePointConfig() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [POINTS_QUERY_ROOT, 'config', token],
    queryFn: ({ signal }) => fetchPointConfig(signal),
    enabled: token !== null,
    staleTime: 5 * 60 * 1000,
  });
}
