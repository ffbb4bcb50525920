import { profitSchema } from '@plaza/contracts/records';
import type { Profit } from '@plaza/contracts/records';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';
import { useSessionToken } from '../../../lib/use-session-token';
import { RECORDS_QUERY_ROOT } from './get-transactions';

export function profitQueryKey(token: string | null, range: DateRange) {
  return [RECORDS_QUERY_ROOT, 'profit', token, range] as const;
}

/** GET /wps/member/profit (T): the personal profit and loss (personalProfit) over a range, minor units. */
export function fetchProfit(range: DateRange, signal?: AbortSignal): Promise<Profit> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/profit',
    schema: profitSchema,
    query: { from: range.from, to: range.to },
    signal,
  });
}

export function useProfit(range: DateRange) {
  const token = useSessionToken();
  return useQuery({
    queryKey: profitQueryKey(token, range),
    queryFn: ({ signal }) => fetchProfit(range, signal),
    enabled: token !== null,
  });
}
