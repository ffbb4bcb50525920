import { pointRedemptionSchema } from '@plaza/contracts/points';
import type { PointRedemption, RedeemPointRequest } from '@plaza/contracts/points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';
import { POINTS_QUERY_ROOT } from './query-keys';

/** POST /wps/relay/passwordCheck/MCS2_redeemPointReward (T, E): spends points on a mall reward. */
export async function redeemPointReward(
  queryClient: QueryClient,
  input: RedeemPointRequest,
): Promise<PointRedemption> {
  const body = await encryptRequestBody(queryClient, { ...input });
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    schema: pointRedemptionSchema,
    body,
  });
}

export function useRedeemPointRewardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RedeemPointRequest) => redeemPointReward(queryClient, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [POINTS_QUERY_ROOT] }),
  });
}
