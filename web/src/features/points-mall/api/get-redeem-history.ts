import { pointRedemptionPageSchema } from '@plaza/contracts/points';
import type { PointRedemptionPage } from '@plaza/contracts/points';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { POINTS_QUERY_ROOT } from './query-keys';

export const POINTS_PAGE_SIZE = 10;

/** GET /wps/relay/MCS2_getRedeemPointList (T): the member's redemptions, newest first. */
export function fetchRedeemHistory(pageNum: number, signal?: AbortSignal): Promise<PointRedemptionPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    schema: pointRedemptionPageSchema,
    query: { pageNum: String(pageNum), pageSize: String(POINTS_PAGE_SIZE) },
    signal,
  });
}

export function useRedeemHistory(pageNum: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [POINTS_QUERY_ROOT, 'redemptions', token, pageNum],
    queryFn: ({ signal }) => fetchRedeemHistory(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
