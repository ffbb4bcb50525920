import {
  teamTransferPageSchema,
  teamTransferResultSchema,
  transferContextSchema,
} from '@plaza/contracts/agents';
import type {
  DownlineTransferRequest,
  TeamTransferPage,
  TeamTransferResult,
  TransferContext,
  UplineTransferRequest,
} from '@plaza/contracts/agents';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';
import type { DateRange } from '../../../lib/date-range';
import { useSessionToken } from '../../../lib/use-session-token';
import { AGENT_PAGE_SIZE, AGENT_QUERY_ROOT, toSearchParams } from './agent-query';

/** GET /wps/member/transfers/context (T): balance, limits, the upline and the payment password's state. */
export function fetchTransferContext(signal?: AbortSignal): Promise<TransferContext> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/transfers/context',
    schema: transferContextSchema,
    signal,
  });
}

export function useTransferContext() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'transferContext', token] as const,
    queryFn: ({ signal }) => fetchTransferContext(signal),
    enabled: token !== null,
  });
}

/** POST /wps/agent/transfers/downline (T, E): money to a member of the agent's team. */
export async function transferToDownline(
  queryClient: QueryClient,
  request: DownlineTransferRequest,
): Promise<TeamTransferResult> {
  const body = await encryptRequestBody(queryClient, { ...request });
  return apiRequest({
    method: 'POST',
    path: '/wps/agent/transfers/downline',
    schema: teamTransferResultSchema,
    body,
  });
}

/** POST /wps/member/transfers/upline (T, E): money to the member's direct upline. */
export async function transferToUpline(
  queryClient: QueryClient,
  request: UplineTransferRequest,
): Promise<TeamTransferResult> {
  const body = await encryptRequestBody(queryClient, { ...request });
  return apiRequest({
    method: 'POST',
    path: '/wps/member/transfers/upline',
    schema: teamTransferResultSchema,
    body,
  });
}

/**
 * After a transfer every agent-center query and the header balance are fetched again (the balance queries of
 * the wallet start with 'wallet').
 */
function useRefreshAfterTransfer() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [AGENT_QUERY_ROOT] }),
      queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    ]);
}

export function useTransferToDownlineMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterTransfer();
  return useMutation({
    mutationFn: (request: DownlineTransferRequest) => transferToDownline(queryClient, request),
    onSettled: refresh,
  });
}

export function useTransferToUplineMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterTransfer();
  return useMutation({
    mutationFn: (request: UplineTransferRequest) => transferToUpline(queryClient, request),
    onSettled: refresh,
  });
}

export interface TeamTransferFilter {
  side: 'ALL' | 'SENT' | 'RECEIVED';
  range: DateRange;
  pageNum: number;
}

/** GET /wps/member/transfers (T): the member's transfers up and down the tree, newest first. */
export function fetchTeamTransfers(
  filter: TeamTransferFilter,
  signal?: AbortSignal,
): Promise<TeamTransferPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/transfers',
    schema: teamTransferPageSchema,
    query: toSearchParams({
      side: filter.side,
      from: filter.range.from,
      to: filter.range.to,
      pageNum: filter.pageNum,
      pageSize: AGENT_PAGE_SIZE,
    }),
    signal,
  });
}

export function useTeamTransfers(filter: TeamTransferFilter) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'transfers', token, filter] as const,
    queryFn: ({ signal }) => fetchTeamTransfers(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
