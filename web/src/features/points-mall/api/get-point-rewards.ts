import { pointRewardListSchema } from '@plaza/contracts/points';
import type { PointRewardList } from '@plaza/contracts/points';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { POINTS_QUERY_ROOT } from './query-keys';

/** GET /wps/relay/MCS2_getPointReward (T): the mall's rewards and the member's valid bet toward their requirements. */
export function fetchPointRewards(signal?: AbortSignal): Promise<PointRewardList> {
  return apiRequest({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointReward',
    schema: pointRewardListSchema,
    signal,
  });
}

export function usePointRewards() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [POINTS_QUERY_ROOT, 'rewards', token],
    queryFn: ({ signal }) => fetchPointRewards(signal),
    enabled: token !== null,
  });
}
