import { depositResponseSchema } from '@plaza/contracts/payments';
import type { DepositRequest, DepositResponse } from '@plaza/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from './get-balance';

/**
 * POST /wps/payment/deposit (T) `{channelCode, amount, requestId}`: the request id makes a repeated submit
 * (a double click, a retry after a lost answer) answer the first deposit instead of making a second.
 */
export function createDeposit(request: DepositRequest): Promise<DepositResponse> {
  return apiRequest({
    method: 'POST',
    path: '/wps/payment/deposit',
    schema: depositResponseSchema,
    body: request,
  });
}

/** A deposit; afterwards the balance, the deposit records and every other wallet query are fetched again. */
export function useCreateDepositMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] }),
  });
}
