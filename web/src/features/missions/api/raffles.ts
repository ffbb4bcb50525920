import { raffleListSchema, raffleSchema } from '@plaza/contracts/raffle';
import type { Raffle, RaffleList } from '@plaza/contracts/raffle';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';

const RAFFLES_QUERY_ROOT = 'raffles';

/** GET /wps/member/raffles (T): open and recent raffles with the member's tickets and the draws' commitments. */
export function fetchRaffles(signal?: AbortSignal): Promise<RaffleList> {
  return apiRequest({ method: 'GET', path: '/wps/member/raffles', schema: raffleListSchema, signal });
}

export function useRaffles() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [RAFFLES_QUERY_ROOT, token],
    queryFn: ({ signal }) => fetchRaffles(signal),
    enabled: token !== null,
  });
}

/** POST /wps/relay/MCS2_claimRafflePromotion (T): numbers the tickets earned and not yet claimed. */
export function claimRaffleTickets(raffleId: number): Promise<Raffle> {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    schema: raffleSchema,
    body: { raffleId },
  });
}

export function useClaimRaffleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRaffleTickets,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [RAFFLES_QUERY_ROOT] }),
  });
}
