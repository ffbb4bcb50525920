import { vipStatusSchema } from '@plaza/contracts/vip';
import type { VipStatus } from '@plaza/contracts/vip';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { PROMOTIONS_QUERY_ROOT } from '../../../lib/api/get-promotion-state';
import { useSessionToken } from '../../../lib/use-session-token';

/** GET /wps/member/vip (T): the member's level, totals, progress to the next level and the ladder. */
export function fetchVipStatus(signal?: AbortSignal): Promise<VipStatus> {
  return apiRequest({ method: 'GET', path: '/wps/member/vip', schema: vipStatusSchema, signal });
}

export function useVipStatus() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [PROMOTIONS_QUERY_ROOT, 'vip', token],
    queryFn: ({ signal }) => fetchVipStatus(signal),
    enabled: token !== null,
  });
}
