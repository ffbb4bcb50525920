import {
  contractDetailSchema,
  contractPageSchema,
  contractSchema,
  settlementPageSchema,
} from '@plaza/contracts/agent-contracts';
import type {
  ContractAction,
  ContractKind,
  ContractOffer,
  ContractPage,
  SettlementPage,
} from '@plaza/contracts/agent-contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';

/** Every contract query starts with this key, so an offer or an answer refreshes them all. */
const CONTRACTS_QUERY_ROOT = 'contracts';
export const CONTRACTS_PAGE_SIZE = 20;

/** GET /wps/contracts (T): the member's contracts, given (to its downlines) or received (from its upline). */
export function useContracts(side: 'GIVEN' | 'RECEIVED', pageNum: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [CONTRACTS_QUERY_ROOT, 'list', token, side, pageNum] as const,
    queryFn: ({ signal }): Promise<ContractPage> =>
      apiRequest({
        method: 'GET',
        path: '/wps/contracts',
        schema: contractPageSchema,
        query: { side, pageNum: String(pageNum), pageSize: String(CONTRACTS_PAGE_SIZE) },
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /wps/contracts/:id (T): one contract with its history. */
export function useContractDetail(contractId: number | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [CONTRACTS_QUERY_ROOT, 'detail', token, contractId] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: `/wps/contracts/${contractId}`,
        schema: contractDetailSchema,
        signal,
      }),
    enabled: token !== null && contractId !== null,
  });
}

/** GET /wps/contracts/settlements (T): the bills of one kind the member received or paid. */
export function useSettlements(kind: ContractKind | undefined, pageNum: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [CONTRACTS_QUERY_ROOT, 'settlements', token, kind, pageNum] as const,
    queryFn: ({ signal }): Promise<SettlementPage> =>
      apiRequest({
        method: 'GET',
        path: '/wps/contracts/settlements',
        schema: settlementPageSchema,
        query: {
          ...(kind === undefined ? {} : { kind }),
          pageNum: String(pageNum),
          pageSize: String(CONTRACTS_PAGE_SIZE),
        },
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [CONTRACTS_QUERY_ROOT] });
}

/** POST /wps/contracts/offer (T): an upline offers a direct downline a contract, or new terms. */
export function useOfferContractMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (offer: ContractOffer) =>
      apiRequest({ method: 'POST', path: '/wps/contracts/offer', schema: contractSchema, body: offer }),
    onSettled: refresh,
  });
}

/** POST /wps/contracts/:id/respond (T): accept, reject, or ask to end. */
export function useRespondMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ contractId, action }: { contractId: number; action: ContractAction }) =>
      apiRequest({
        method: 'POST',
        path: `/wps/contracts/${contractId}/respond`,
        schema: contractSchema,
        body: { action },
      }),
    onSettled: refresh,
  });
}
