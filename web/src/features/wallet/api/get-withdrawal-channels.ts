import { withdrawalChannelsSchema } from '@plaza/contracts/withdrawals';
import type { WithdrawalChannel } from '@plaza/contracts/withdrawals';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { WALLET_QUERY_ROOT } from './get-balance';

export function withdrawalChannelsQueryKey(token: string | null, language: string) {
  return [WALLET_QUERY_ROOT, 'withdrawalChannels', token, language] as const;
}

/**
 * GET /wps/payment/withdrawal/channels (T): each channel's limits, fee rule, and how many of the daily requests
 * the member has used.
 */
export async function fetchWithdrawalChannels(signal?: AbortSignal): Promise<WithdrawalChannel[]> {
  const { channels } = await apiRequest({
    method: 'GET',
    path: '/wps/payment/withdrawal/channels',
    schema: withdrawalChannelsSchema,
    signal,
  });
  return channels;
}

export function useWithdrawalChannels() {
  const token = useSessionToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: withdrawalChannelsQueryKey(token, i18n.language),
    queryFn: ({ signal }) => fetchWithdrawalChannels(signal),
    enabled: token !== null,
  });
}
