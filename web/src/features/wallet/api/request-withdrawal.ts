import { withdrawalSchema } from '@plaza/contracts/withdrawals';
import type { Withdrawal, WithdrawalRequest } from '@plaza/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';
import { WALLET_QUERY_ROOT } from './get-balance';

/** POST /wps/payment/withdrawal (T, E): takes `amount` from the main wallet (the fee included). */
export async function requestWithdrawal(
  queryClient: QueryClient,
  request: WithdrawalRequest,
): Promise<Withdrawal> {
  const body = await encryptRequestBody(queryClient, { ...request });
  return apiRequest({ method: 'POST', path: '/wps/payment/withdrawal', schema: withdrawalSchema, body });
}

/** A withdrawal request; the balance, channels (daily count), records and lock status are fetched again. */
export function useRequestWithdrawalMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: WithdrawalRequest) => requestWithdrawal(queryClient, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] }),
  });
}
