import { bonusPageSchema } from '@plaza/contracts/records';
import type { BonusPage } from '@plaza/contracts/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';
import { useSessionToken } from '../../../lib/use-session-token';
import { RECORDS_PAGE_SIZE, RECORDS_QUERY_ROOT } from './get-transactions';

export function bonusesQueryKey(token: string | null, range: DateRange, pageNum: number) {
  return [RECORDS_QUERY_ROOT, 'bonuses', token, range, pageNum] as const;
}

/** GET /wps/member/bonuses (T): the bonus details, one page, newest first. */
export function fetchBonuses(range: DateRange, pageNum: number, signal?: AbortSignal): Promise<BonusPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/bonuses',
    schema: bonusPageSchema,
    query: { from: range.from, to: range.to, pageNum: String(pageNum), pageSize: String(RECORDS_PAGE_SIZE) },
    signal,
  });
}

export function useBonuses(range: DateRange, pageNum: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: bonusesQueryKey(token, range, pageNum),
    queryFn: ({ signal }) => fetchBonuses(range, pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
