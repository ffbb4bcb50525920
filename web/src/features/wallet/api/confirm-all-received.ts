import { withdrawalSchema } from '@plaza/contracts/withdrawals';
import type { Withdrawal } from '@plaza/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from './get-balance';

/** POST /wps/payment/withdrawal/allReceived (T): every disbursed payment of the withdrawal arrived. */
export function confirmAllReceived(request: { withdrawalId: string }): Promise<Withdrawal> {
  return apiRequest({
    method: 'POST',
    path: '/wps/payment/withdrawal/allReceived',
    schema: withdrawalSchema,
    body: request,
  });
}

export function useConfirmAllReceivedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAllReceived,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT, 'withdrawals'] }),
  });
}
