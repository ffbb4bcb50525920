import { promotionListSchema, promotionSchema } from '@plaza/contracts/promotions';
import type { PromotionList, Promotion, PromotionType } from '@plaza/contracts/promotions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { PROMOTIONS_QUERY_ROOT } from '../../../lib/api/get-promotion-state';
import { useSessionToken } from '../../../lib/use-session-token';

/**
 * GET /wps/promotions for visitors, GET /wps/member/promotions (T) for a member: the same list, the member's
 * with their own statuses.
 */
export function fetchPromotions(
  token: string | null,
  type: PromotionType | undefined,
  signal?: AbortSignal,
): Promise<PromotionList> {
  return apiRequest({
    method: 'GET',
    path: token === null ? '/wps/promotions' : '/wps/member/promotions',
    schema: promotionListSchema,
    query: type === undefined ? {} : { type },
    signal,
  });
}

export function usePromotions(type: PromotionType | undefined) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [PROMOTIONS_QUERY_ROOT, 'list', token, type ?? 'ALL'],
    queryFn: ({ signal }) => fetchPromotions(token, type, signal),
    placeholderData: keepPreviousData,
  });
}

/** One promotion with the viewer's status. */
export function fetchPromotion(token: string | null, id: number, signal?: AbortSignal): Promise<Promotion> {
  return apiRequest({
    method: 'GET',
    path: `${token === null ? '/wps/promotions' : '/wps/member/promotions'}/${id}`,
    schema: promotionSchema,
    signal,
  });
}

export function usePromotion(id: number | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [PROMOTIONS_QUERY_ROOT, 'one', token, id],
    queryFn: ({ signal }) => fetchPromotion(token, id ?? 0, signal),
    enabled: id !== null,
  });
}
