import { promotionSchema } from '@plaza/contracts/promotions';
import type { Promotion } from '@plaza/contracts/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { PROMOTIONS_QUERY_ROOT } from '../../../lib/api/get-promotion-state';

export interface RewardRequest {
  promotionId: number;
  remark: string;
  /** Up to 3 png or jpg images, at most 5 MB each (checked before sending, and again by the server). */
  images: File[];
}

/** MCSFE_signUpRequestReward (T, multipart/form-data): asks for a joined promotion's reward. */
export function requestReward(request: RewardRequest): Promise<Promotion> {
  const formData = new FormData();
  formData.append('promotionId', String(request.promotionId));
  formData.append('remark', request.remark);
  for (const image of request.images) {
    formData.append('image', image, image.name);
  }
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpRequestReward',
    schema: promotionSchema,
    formData,
  });
}

export function useRequestRewardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReward,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PROMOTIONS_QUERY_ROOT] }),
  });
}
