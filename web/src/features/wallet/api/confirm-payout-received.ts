import { withdrawalSchema } from '@plaza/contracts/withdrawals';
import type { Withdrawal } from '@plaza/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from './get-balance';

/** POST /wps/payment/withdrawal/received (T): one disbursed payment arrived. */
export function confirmPayoutReceived(request: {
  withdrawalId: string;
  payoutId: string;
}): Promise<Withdrawal> {
  return apiRequest({
    method: 'POST',
    path: '/wps/payment/withdrawal/received',
    schema: withdrawalSchema,
    body: request,
  });
}

export function useConfirmPayoutReceivedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayoutReceived,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT, 'withdrawals'] }),
  });
}
