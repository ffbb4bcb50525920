import { rewardPageSchema, rewardSchema } from '@plaza/contracts/promotions';
import type { Reward, RewardPage } from '@plaza/contracts/promotions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { PROMOTIONS_QUERY_ROOT } from '../../../lib/api/get-promotion-state';
import { useSessionToken } from '../../../lib/use-session-token';

export const REWARDS_PAGE_SIZE = 10;
/** The wallet and records features' query roots: a claim changes the balance and the bonus details. */
const MONEY_QUERY_ROOTS = ['wallet', 'records'];

export type RewardFilter = Reward['status'] | undefined;

/** GET /wps/member/rewards (T): the reward center, one page, newest first. */
export function fetchRewards(
  status: RewardFilter,
  pageNum: number,
  signal?: AbortSignal,
): Promise<RewardPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/rewards',
    schema: rewardPageSchema,
    query: {
      ...(status === undefined ? {} : { status }),
      pageNum: String(pageNum),
      pageSize: String(REWARDS_PAGE_SIZE),
    },
    signal,
  });
}

export function useRewards(status: RewardFilter, pageNum: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [PROMOTIONS_QUERY_ROOT, 'rewards', token, status ?? 'ALL', pageNum],
    queryFn: ({ signal }) => fetchRewards(status, pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /wps/member/rewards/:id/claim (T): the reward's money to the main wallet. */
export function claimReward(id: string): Promise<Reward> {
  return apiRequest({ method: 'POST', path: `/wps/member/rewards/${id}/claim`, schema: rewardSchema });
}

export function useClaimRewardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSettled: () =>
      Promise.all(
        [PROMOTIONS_QUERY_ROOT, ...MONEY_QUERY_ROOTS].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      ),
  });
}
