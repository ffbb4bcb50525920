import { contractSummarySchema } from '@plaza/contracts/agent-contracts';
import { balanceSchema, walletTransferResponseSchema } from '@plaza/contracts/wallet';
import type { WalletTransferRequest, WalletTransferResponse } from '@plaza/contracts/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { balanceQueryKey, WALLET_QUERY_ROOT } from './get-balance';

/**
 * POST /wps/relay/GCS_walletTransfer (T): moves an amount between the main wallet and a vendor's wallet, or
 * brings every vendor wallet back to the main wallet (`returnAll`). Answers each transfer and the new balance.
 */
export function transferBetweenWallets(request: WalletTransferRequest): Promise<WalletTransferResponse> {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    schema: walletTransferResponseSchema,
    body: request,
  });
}

/** A wallet transfer; the answer's balance is shown at once and every wallet query is fetched again. */
export function useWalletTransferMutation() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: transferBetweenWallets,
    onSuccess: (response) => queryClient.setQueryData(balanceQueryKey(token), response.balance),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] }),
  });
}

const consolidatedFundsSchema = balanceSchema.extend(contractSummarySchema.shape);
/** The balance of every wallet, with the contract fields of spec §3 (1 when the member holds or is offered one). */
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

/**
 * GET /wps/member/info/funds/consolidated (T): asks every transfer-mode vendor for the member's balance there,
 * books what was won or lost meanwhile, and answers the balance of every wallet and the member's contract fields.
 */
export function fetchConsolidatedFunds(signal?: AbortSignal): Promise<ConsolidatedFunds> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    schema: consolidatedFundsSchema,
    signal,
  });
}

/** The consolidated funds, read when the wallet page opens: its contract fields show the contracts panel. */
export function useConsolidatedFunds() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [WALLET_QUERY_ROOT, 'consolidated', token],
    queryFn: ({ signal }) => fetchConsolidatedFunds(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** Refreshes the balance from the vendors themselves (a plain refresh reads only what the platform holds). */
export function useConsolidateFundsMutation() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: () => fetchConsolidatedFunds(),
    onSuccess: (balance) => queryClient.setQueryData(balanceQueryKey(token), balance),
  });
}
