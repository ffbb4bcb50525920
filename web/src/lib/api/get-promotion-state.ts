import { promotionStateSchema } from '@plaza/contracts/promotions';
import type { PromotionState } from '@plaza/contracts/promotions';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../api-client';
import { useSessionToken } from '../use-session-token';

/** Every promotions query starts with this key, so a join, a request or a claim refreshes them all. */
export const PROMOTIONS_QUERY_ROOT = 'promotions';

/** GET /wps/member/promotion-state (T): the reward center's badge (availablePromoCount). */
export function fetchPromotionState(signal?: AbortSignal): Promise<PromotionState> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/promotion-state',
    schema: promotionStateSchema,
    signal,
  });
}

/** The logged-in member's promotion state, refreshed every minute while a page shows it. */
export function usePromotionState(isEnabled = true) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [PROMOTIONS_QUERY_ROOT, 'state', token],
    queryFn: ({ signal }) => fetchPromotionState(signal),
    enabled: token !== null && isEnabled,
    refetchInterval: 60 * 1000,
  });
}
