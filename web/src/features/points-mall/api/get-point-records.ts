import { pointRecordPageSchema } from '@plaza/contracts/points';
import type { PointRecordPage } from '@plaza/contracts/points';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { POINTS_PAGE_SIZE } from './get-redeem-history';
import { POINTS_QUERY_ROOT } from './query-keys';

/** GET /wps/relay/ODSFE2_MemTransDet (T): every movement of the member's points, newest first. */
export function fetchPointRecords(pageNum: number, signal?: AbortSignal): Promise<PointRecordPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    schema: pointRecordPageSchema,
    query: { pageNum: String(pageNum), pageSize: String(POINTS_PAGE_SIZE) },
    signal,
  });
}

export function usePointRecords(pageNum: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [POINTS_QUERY_ROOT, 'records', token, pageNum],
    queryFn: ({ signal }) => fetchPointRecords(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
