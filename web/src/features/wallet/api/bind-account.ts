import { boundAccountSchema } from '@plaza/contracts/withdrawals';
import type { BindAccountRequest, BoundAccount } from '@plaza/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';
import { WALLET_QUERY_ROOT } from './get-balance';

/** POST /wps/member/boundAccounts (T, E): binds a bank account or an e-wallet with the payment password. */
export async function bindAccount(
  queryClient: QueryClient,
  request: BindAccountRequest,
): Promise<BoundAccount> {
  const body = await encryptRequestBody(queryClient, { ...request });
  return apiRequest({ method: 'POST', path: '/wps/member/boundAccounts', schema: boundAccountSchema, body });
}

export function useBindAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BindAccountRequest) => bindAccount(queryClient, request),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT, 'boundAccounts'] }),
        // A wrong payment password counts toward its lock.
        queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT, 'paymentPassword'] }),
      ]),
  });
}
