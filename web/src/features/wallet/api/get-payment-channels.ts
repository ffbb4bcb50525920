import { paymentChannelListSchema } from '@plaza/contracts/payments';
import type { PaymentChannel } from '@plaza/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { WALLET_QUERY_ROOT } from './get-balance';

/** Channel names come in the request's language, so the key carries it. */
export function paymentChannelsQueryKey(token: string | null, language: string) {
  return [WALLET_QUERY_ROOT, 'paymentChannels', token, language] as const;
}

/** GET /wps/payment/channels (T): the deposit channels with their limits and fixed amounts (minor units). */
export function fetchPaymentChannels(signal?: AbortSignal): Promise<PaymentChannel[]> {
  return apiRequest({
    method: 'GET',
    path: '/wps/payment/channels',
    schema: paymentChannelListSchema,
    signal,
  });
}

/** The deposit channels of the deployment. */
export function usePaymentChannels() {
  const token = useSessionToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: paymentChannelsQueryKey(token, i18n.language),
    queryFn: ({ signal }) => fetchPaymentChannels(signal),
    enabled: token !== null,
    staleTime: 60 * 1000,
  });
}
