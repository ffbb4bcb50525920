import type { UnbindAccountRequest } from '@plaza/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';
import { WALLET_QUERY_ROOT } from './get-balance';

/** POST /wps/member/boundAccounts/unbind (T, E): removes a bound account with the payment password. */
export async function unbindAccount(queryClient: QueryClient, request: UnbindAccountRequest): Promise<void> {
  const body = await encryptRequestBody(queryClient, { ...request });
  await apiRequest({ method: 'POST', path: '/wps/member/boundAccounts/unbind', schema: z.null(), body });
}

export function useUnbindAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UnbindAccountRequest) => unbindAccount(queryClient, request),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT, 'boundAccounts'] }),
        queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT, 'paymentPassword'] }),
      ]),
  });
}
