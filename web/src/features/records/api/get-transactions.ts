import { transactionPageSchema } from '@plaza/contracts/records';
import type { TransactionPage, TransactionType } from '@plaza/contracts/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';
import { useSessionToken } from '../../../lib/use-session-token';

/** Every query of this feature starts with this key. */
export const RECORDS_QUERY_ROOT = 'records';
export const RECORDS_PAGE_SIZE = 20;

export interface TransactionFilter {
  /** Empty: every type. */
  types: readonly TransactionType[];
  range: DateRange;
  pageNum: number;
}

export function transactionsQueryKey(token: string | null, filter: TransactionFilter) {
  return [RECORDS_QUERY_ROOT, 'transactions', token, filter] as const;
}

/** GET /wps/member/transactions (T): the account record (transactionHistory), one page, newest first. */
export function fetchTransactions(filter: TransactionFilter, signal?: AbortSignal): Promise<TransactionPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/transactions',
    schema: transactionPageSchema,
    query: {
      ...(filter.types.length > 0 ? { types: filter.types.join(',') } : {}),
      from: filter.range.from,
      to: filter.range.to,
      pageNum: String(filter.pageNum),
      pageSize: String(RECORDS_PAGE_SIZE),
    },
    signal,
  });
}

export function useTransactions(filter: TransactionFilter) {
  const token = useSessionToken();
  return useQuery({
    queryKey: transactionsQueryKey(token, filter),
    queryFn: ({ signal }) => fetchTransactions(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
