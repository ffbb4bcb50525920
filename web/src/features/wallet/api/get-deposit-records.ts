import { depositRecordPageSchema } from '@plaza/contracts/payments';
import type { DepositRecordPage } from '@plaza/contracts/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { WALLET_QUERY_ROOT } from './get-balance';

export const RECORDS_PAGE_SIZE = 10;

export function depositRecordsQueryKey(token: string | null, language: string, pageNum: number) {
  return [WALLET_QUERY_ROOT, 'deposits', token, language, pageNum] as const;
}

/** GET /wps/payment/deposits (T): the member's deposits, newest first, one page. */
export function fetchDepositRecords(pageNum: number, signal?: AbortSignal): Promise<DepositRecordPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/payment/deposits',
    schema: depositRecordPageSchema,
    query: { pageNum: String(pageNum), pageSize: String(RECORDS_PAGE_SIZE) },
    signal,
  });
}

/** One page of the member's deposit records; the previous page stays on screen while the next loads. */
export function useDepositRecords(pageNum: number) {
  const token = useSessionToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: depositRecordsQueryKey(token, i18n.language, pageNum),
    queryFn: ({ signal }) => fetchDepositRecords(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
