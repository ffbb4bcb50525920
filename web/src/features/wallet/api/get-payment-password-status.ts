import { paymentPasswordStatusSchema } from '@plaza/contracts/withdrawals';
import type { PaymentPasswordStatus } from '@plaza/contracts/withdrawals';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { WALLET_QUERY_ROOT } from './get-balance';

export function paymentPasswordStatusQueryKey(token: string | null) {
  return [WALLET_QUERY_ROOT, 'paymentPassword', token] as const;
}

/** GET /wps/member/paymentPassword (T): whether the member has a payment password, and whether it is locked. */
export function fetchPaymentPasswordStatus(signal?: AbortSignal): Promise<PaymentPasswordStatus> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/paymentPassword',
    schema: paymentPasswordStatusSchema,
    signal,
  });
}

export function usePaymentPasswordStatus() {
  const token = useSessionToken();
  return useQuery({
    queryKey: paymentPasswordStatusQueryKey(token),
    queryFn: ({ signal }) => fetchPaymentPasswordStatus(signal),
    enabled: token !== null,
  });
}
