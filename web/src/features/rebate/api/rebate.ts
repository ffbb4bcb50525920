import { rebateClaimSchema, rebateRateListSchema, rebateSummarySchema } from '@plaza/contracts/rebate';
import type { RebateClaim, RebateRateList, RebateSummary } from '@plaza/contracts/rebate';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { PROMOTIONS_QUERY_ROOT } from '../../../lib/api/get-promotion-state';
import { useSessionToken } from '../../../lib/use-session-token';

/** Every rebate query starts with this key. */
export const REBATE_QUERY_ROOT = 'rebate';
/** A claim changes the balance, the records and the public state. */
const MONEY_QUERY_ROOTS = ['wallet', 'records', PROMOTIONS_QUERY_ROOT];

/** GET /wps/member/rebate (T): what accrued today and yesterday, what a claim pays, the last days paid. */
export function fetchRebateSummary(signal?: AbortSignal): Promise<RebateSummary> {
  return apiRequest({ method: 'GET', path: '/wps/member/rebate', schema: rebateSummarySchema, signal });
}

export function useRebateSummary() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [REBATE_QUERY_ROOT, 'summary', token],
    queryFn: ({ signal }) => fetchRebateSummary(signal),
    enabled: token !== null,
    refetchInterval: 60 * 1000,
  });
}

/** GET /wps/member/rebate/rates (T): the rates of the member's VIP level per game type. */
export function fetchRebateRates(signal?: AbortSignal): Promise<RebateRateList> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/rebate/rates',
    schema: rebateRateListSchema,
    signal,
  });
}

export function useRebateRates() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [REBATE_QUERY_ROOT, 'rates', token],
    queryFn: ({ signal }) => fetchRebateRates(signal),
    enabled: token !== null,
  });
}

/** POST /wps/member/rebate/claim (T): pays what accrued and is unpaid, now. */
export function claimRebate(): Promise<RebateClaim> {
  return apiRequest({ method: 'POST', path: '/wps/member/rebate/claim', schema: rebateClaimSchema });
}

export function useClaimRebateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRebate,
    onSettled: () =>
      Promise.all(
        [REBATE_QUERY_ROOT, ...MONEY_QUERY_ROOTS].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      ),
  });
}
