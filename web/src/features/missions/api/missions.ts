import { missionLeaderboardSchema, missionSummarySchema } from '@plaza/contracts/missions';
import type { MissionLeaderboard, MissionSummary } from '@plaza/contracts/missions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';

const MISSIONS_QUERY_ROOT = 'missions';
/** The wallet and records features' query roots: a claim changes the balance and the bonus details. */
const MONEY_QUERY_ROOTS = ['wallet', 'records'];

/** GET /wps/relay/MCSFE_getMissionSummaryDetails (T): today's and this week's missions with progress. */
export function fetchMissionSummary(signal?: AbortSignal): Promise<MissionSummary> {
  return apiRequest({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    schema: missionSummarySchema,
    signal,
  });
}

export function useMissionSummary(isEnabled = true) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [MISSIONS_QUERY_ROOT, 'summary', token],
    queryFn: ({ signal }) => fetchMissionSummary(signal),
    enabled: token !== null && isEnabled,
  });
}

/** GET /wps/relay/MCSFE_getMissionLeaderboard (T): this week's ranking by valid bet. */
export function fetchMissionLeaderboard(signal?: AbortSignal): Promise<MissionLeaderboard> {
  return apiRequest({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    schema: missionLeaderboardSchema,
    signal,
  });
}

export function useMissionLeaderboard() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [MISSIONS_QUERY_ROOT, 'leaderboard', token],
    queryFn: ({ signal }) => fetchMissionLeaderboard(signal),
    enabled: token !== null,
  });
}

/** POST /wps/member/missions/sign-in (T): today's sign-in. */
export function signInToday(): Promise<MissionSummary> {
  return apiRequest({ method: 'POST', path: '/wps/member/missions/sign-in', schema: missionSummarySchema });
}

/** POST /wps/member/missions/:id/claim (T): a finished mission's reward to the main wallet. */
export function claimMission(id: number): Promise<MissionSummary> {
  return apiRequest({
    method: 'POST',
    path: `/wps/member/missions/${id}/claim`,
    schema: missionSummarySchema,
  });
}

function useMissionMutation<Input>(
  call: (input: Input) => Promise<MissionSummary>,
  roots: readonly string[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all(
        [MISSIONS_QUERY_ROOT, ...roots].map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
      ),
  });
}

export function useSignInMutation() {
  return useMissionMutation(signInToday, []);
}

export function useClaimMissionMutation() {
  return useMissionMutation(claimMission, MONEY_QUERY_ROOTS);
}
