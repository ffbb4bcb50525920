import { betRecordPageSchema } from '@plaza/contracts/bets';
import type { BetRecordPage } from '@plaza/contracts/bets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';
import { useSessionToken } from '../../../lib/use-session-token';
import { RECORDS_PAGE_SIZE, RECORDS_QUERY_ROOT } from './get-transactions';

export interface BetRecordFilter {
  /** A vendor code, or null for every vendor. */
  vendor: string | null;
  range: DateRange;
  pageNum: number;
}

export function betRecordsQueryKey(token: string | null, language: string, filter: BetRecordFilter) {
  return [RECORDS_QUERY_ROOT, 'bets', token, language, filter] as const;
}

/** GET /wps/member/bets (T): the betting record (personalHistoryCopy), one page and the totals of the range. */
export function fetchBetRecords(filter: BetRecordFilter, signal?: AbortSignal): Promise<BetRecordPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/bets',
    schema: betRecordPageSchema,
    query: {
      ...(filter.vendor === null ? {} : { vassalage: filter.vendor }),
      from: filter.range.from,
      to: filter.range.to,
      pageNum: String(filter.pageNum),
      pageSize: String(RECORDS_PAGE_SIZE),
    },
    signal,
  });
}

export function useBetRecords(filter: BetRecordFilter, isEnabled = true) {
  const token = useSessionToken();
  // Game names come in the request's language.
  const language = useLanguage();
  return useQuery({
    queryKey: betRecordsQueryKey(token, language, filter),
    queryFn: ({ signal }) => fetchBetRecords(filter, signal),
    enabled: token !== null && isEnabled,
    placeholderData: keepPreviousData,
  });
}
