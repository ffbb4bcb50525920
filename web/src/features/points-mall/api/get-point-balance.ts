import { pointBalanceSchema } from '@plaza/contracts/points';
import type { PointBalance } from '@plaza/contracts/points';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { POINTS_QUERY_ROOT } from './query-keys';

/** GET /wps/relay/MCS2_getPointBalance (T): the member's points. */
export function fetchPointBalance(signal?: AbortSignal): Promise<PointBalance> {
  return apiRequest({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointBalance',
    schema: pointBalanceSchema,
    signal,
  });
}

export function usePointBalance() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [POINTS_QUERY_ROOT, 'balance', token],
    queryFn: ({ signal }) => fetchPointBalance(signal),
    enabled: token !== null,
  });
}
