import { placeBetsResponseSchema } from '@plaza/contracts/lottery';
import type { PlaceBetsRequest, PlaceBetsResponse } from '@plaza/contracts/lottery';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { LOTTERY_QUERY_ROOT, WALLET_QUERY_ROOT_KEY } from './lottery-query-root';

/** POST /lgw/bets (T): a slip on one issue, or a chase; the same `requestId` never places twice. */
export function placeBets(request: PlaceBetsRequest): Promise<PlaceBetsResponse> {
  return apiRequest({ method: 'POST', path: '/lgw/bets', schema: placeBetsResponseSchema, body: request });
}

export function usePlaceBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBets,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [LOTTERY_QUERY_ROOT, 'bets'] });
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT_KEY });
    },
  });
}
