import { withdrawalRecordsSchema } from '@plaza/contracts/withdrawals';
import type { WithdrawalRecords } from '@plaza/contracts/withdrawals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { WALLET_QUERY_ROOT } from './get-balance';
import { RECORDS_PAGE_SIZE } from './get-deposit-records';

export function withdrawalRecordsQueryKey(token: string | null, language: string, pageNum: number) {
  return [WALLET_QUERY_ROOT, 'withdrawals', token, language, pageNum] as const;
}

/** GET /wps/payment/withdrawal/records (T): the member's withdrawals with their payments, newest first. */
export function fetchWithdrawalRecords(pageNum: number, signal?: AbortSignal): Promise<WithdrawalRecords> {
  return apiRequest({
    method: 'GET',
    path: '/wps/payment/withdrawal/records',
    schema: withdrawalRecordsSchema,
    query: { pageNum: String(pageNum), pageSize: String(RECORDS_PAGE_SIZE) },
    signal,
  });
}

export function useWithdrawalRecords(pageNum: number) {
  const token = useSessionToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: withdrawalRecordsQueryKey(token, i18n.language, pageNum),
    queryFn: ({ signal }) => fetchWithdrawalRecords(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
