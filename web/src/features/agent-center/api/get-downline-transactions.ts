import { transactionPageSchema } from '@plaza/contracts/records';
import type { TransactionPage } from '@plaza/contracts/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';
import { useSessionToken } from '../../../lib/use-session-token';
import { AGENT_PAGE_SIZE, AGENT_QUERY_ROOT, toSearchParams } from './agent-query';

export interface DownlineTransactionFilter {
  memberId: number;
  range: DateRange;
  pageNum: number;
}

/** GET /wps/agent/downline/:memberId/transactions (T): a downline's account record, newest first. */
export function fetchDownlineTransactions(
  filter: DownlineTransactionFilter,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  return apiRequest({
    method: 'GET',
    path: `/wps/agent/downline/${filter.memberId}/transactions`,
    schema: transactionPageSchema,
    query: toSearchParams({
      from: filter.range.from,
      to: filter.range.to,
      pageNum: filter.pageNum,
      pageSize: AGENT_PAGE_SIZE,
    }),
    signal,
  });
}

export function useDownlineTransactions(filter: DownlineTransactionFilter | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'downlineTransactions', token, filter] as const,
    queryFn: ({ signal }): Promise<TransactionPage> =>
      filter === null
        ? Promise.reject(new Error('no member chosen'))
        : fetchDownlineTransactions(filter, signal),
    enabled: token !== null && filter !== null,
    placeholderData: keepPreviousData,
  });
}
