import { dailyBetTotalsSchema } from '@plaza/contracts/bets';
import type { DailyBetTotals } from '@plaza/contracts/bets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';
import { useSessionToken } from '../../../lib/use-session-token';
import { RECORDS_QUERY_ROOT } from './get-transactions';

export interface DailyBetFilter {
  vendor: string | null;
  range: DateRange;
}

export function dailyBetTotalsQueryKey(token: string | null, filter: DailyBetFilter) {
  return [RECORDS_QUERY_ROOT, 'bets-daily', token, filter] as const;
}

/** GET /wps/member/bets/daily (T): the member's bets summed per report day, newest first. */
export function fetchDailyBetTotals(filter: DailyBetFilter, signal?: AbortSignal): Promise<DailyBetTotals> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/bets/daily',
    schema: dailyBetTotalsSchema,
    query: {
      ...(filter.vendor === null ? {} : { vassalage: filter.vendor }),
      from: filter.range.from,
      to: filter.range.to,
    },
    signal,
  });
}

export function useDailyBetTotals(filter: DailyBetFilter, isEnabled = true) {
  const token = useSessionToken();
  return useQuery({
    queryKey: dailyBetTotalsQueryKey(token, filter),
    queryFn: ({ signal }) => fetchDailyBetTotals(filter, signal),
    enabled: token !== null && isEnabled,
    placeholderData: keepPreviousData,
  });
}
