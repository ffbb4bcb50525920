import { boundAccountsSchema } from '@plaza/contracts/withdrawals';
import type { BoundAccounts } from '@plaza/contracts/withdrawals';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { WALLET_QUERY_ROOT } from './get-balance';

export function boundAccountsQueryKey(token: string | null) {
  return [WALLET_QUERY_ROOT, 'boundAccounts', token] as const;
}

/** GET /wps/member/boundAccounts (T): the member's bank accounts and e-wallets, and what may be bound. */
export function fetchBoundAccounts(signal?: AbortSignal): Promise<BoundAccounts> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/boundAccounts',
    schema: boundAccountsSchema,
    signal,
  });
}

export function useBoundAccounts() {
  const token = useSessionToken();
  return useQuery({
    queryKey: boundAccountsQueryKey(token),
    queryFn: ({ signal }) => fetchBoundAccounts(signal),
    enabled: token !== null,
  });
}
