import { teamTrendSchema } from '@plaza/contracts/agents';
import type { TeamTrend } from '@plaza/contracts/agents';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { AGENT_QUERY_ROOT, toSearchParams } from './agent-query';

/** The days the team overview's chart shows. */
export const TREND_DAYS = 30;

/** GET /wps/agent/team/trend (T): the team's figures per report day, the last 30 days, oldest first. */
export function fetchTeamTrend(agentId: number | undefined, signal?: AbortSignal): Promise<TeamTrend> {
  return apiRequest({
    method: 'GET',
    path: '/wps/agent/team/trend',
    schema: teamTrendSchema,
    query: toSearchParams({ days: TREND_DAYS, agentId }),
    signal,
  });
}

export function useTeamTrend(agentId?: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'trend', token, agentId ?? null] as const,
    queryFn: ({ signal }) => fetchTeamTrend(agentId, signal),
    enabled: token !== null,
  });
}
