import { withdrawalQuoteSchema } from '@plaza/contracts/withdrawals';
import type { WithdrawalQuote } from '@plaza/contracts/withdrawals';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { WALLET_QUERY_ROOT } from './get-balance';

export function withdrawalQuoteQueryKey(token: string | null, channelCode: string, amount: number) {
  return [WALLET_QUERY_ROOT, 'withdrawalQuote', token, channelCode, amount] as const;
}

/** GET /wps/payment/withdrawal/quote (T): the server's fee for `amount` through a channel, and what is paid out. */
export function fetchWithdrawalQuote(
  channelCode: string,
  amount: number,
  signal?: AbortSignal,
): Promise<WithdrawalQuote> {
  return apiRequest({
    method: 'GET',
    path: '/wps/payment/withdrawal/quote',
    schema: withdrawalQuoteSchema,
    query: { channelCode, amount: String(amount) },
    signal,
  });
}

/** The fee quote shown before a withdrawal is confirmed; `amount` null (not a valid amount yet) asks nothing. */
export function useWithdrawalQuote(channelCode: string, amount: number | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: withdrawalQuoteQueryKey(token, channelCode, amount ?? 0),
    queryFn: ({ signal }) => fetchWithdrawalQuote(channelCode, amount ?? 0, signal),
    enabled: token !== null && amount !== null && channelCode !== '',
    staleTime: 60 * 1000,
  });
}
