import type { SetPaymentPasswordRequest } from '@plaza/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';
import { WALLET_QUERY_ROOT } from './get-balance';

/** POST /wps/member/paymentPassword (T, E): the first payment password, proven by the login password. */
export async function setPaymentPassword(
  queryClient: QueryClient,
  request: SetPaymentPasswordRequest,
): Promise<void> {
  const body = await encryptRequestBody(queryClient, { ...request });
  await apiRequest({ method: 'POST', path: '/wps/member/paymentPassword', schema: z.null(), body });
}

export function useSetPaymentPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetPaymentPasswordRequest) => setPaymentPassword(queryClient, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT, 'paymentPassword'] }),
  });
}
