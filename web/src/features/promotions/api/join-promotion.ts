import { promotionSchema } from '@plaza/contracts/promotions';
import type { Promotion } from '@plaza/contracts/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { PROMOTIONS_QUERY_ROOT } from '../../../lib/api/get-promotion-state';

/** MCSFE_signUpPromotionJoin (T): joins a sign-up promotion. */
export function joinPromotion(promotionId: number): Promise<Promotion> {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpPromotionJoin',
    schema: promotionSchema,
    body: { promotionId },
  });
}

export function useJoinPromotionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinPromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PROMOTIONS_QUERY_ROOT] }),
  });
}
