import { balanceSchema } from '@plaza/contracts/wallet';
import type { Balance } from '@plaza/contracts/wallet';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';

/** Every query of this feature starts with this key, so a money movement can refresh them all at once. */
export const WALLET_QUERY_ROOT = 'wallet';

/** Query key of the balance of one session, so a new login never shows the previous member's money. */
export function balanceQueryKey(token: string | null) {
  return [WALLET_QUERY_ROOT, 'balance', token] as const;
}

/** GET /wps/v2/wallets/balance (T): the main wallet, each vendor wallet and their sum, in minor units. */
export function fetchBalance(signal?: AbortSignal): Promise<Balance> {
  return apiRequest({ method: 'GET', path: '/wps/v2/wallets/balance', schema: balanceSchema, signal });
}

/** The logged-in member's balance (a trial member's play money too), while a session token is stored. */
export function useBalance() {
  const token = useSessionToken();
  return useQuery({
    queryKey: balanceQueryKey(token),
    queryFn: ({ signal }) => fetchBalance(signal),
    enabled: token !== null,
    staleTime: 10 * 1000,
  });
}
