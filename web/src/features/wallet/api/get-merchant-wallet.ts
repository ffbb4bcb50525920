import { merchantWalletSchema } from '@plaza/contracts/wallet';
import type { MerchantWallet } from '@plaza/contracts/wallet';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { WALLET_QUERY_ROOT } from './get-balance';

export function merchantWalletQueryKey(token: string | null) {
  return [WALLET_QUERY_ROOT, 'merchantWallet', token] as const;
}

/**
 * POST /wps/relay/GCS_merchantWallet (T): whether every game plays from the main wallet (isSingle 1) or some
 * vendors keep a wallet of their own that money is transferred to.
 */
export function fetchMerchantWallet(signal?: AbortSignal): Promise<MerchantWallet> {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/GCS_merchantWallet',
    schema: merchantWalletSchema,
    body: {},
    signal,
  });
}

/** The wallet mode, cached for the session (docs/product/games.md#the-lobby: merchantWallet). */
export function useMerchantWallet() {
  const token = useSessionToken();
  return useQuery({
    queryKey: merchantWalletQueryKey(token),
    queryFn: ({ signal }) => fetchMerchantWallet(signal),
    enabled: token !== null,
    staleTime: Infinity,
  });
}
