import { teamOverviewSchema } from '@plaza/contracts/agents';
import type { TeamOverview } from '@plaza/contracts/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { periodSearchParams } from '../hooks/report-period';
import type { ReportPeriodQuery } from '../hooks/report-period';
import { AGENT_QUERY_ROOT, toSearchParams } from './agent-query';

export interface TeamOverviewFilter {
  period: ReportPeriodQuery;
  /** A sub-agent of the team; the agent itself when absent. */
  agentId?: number;
}

/** GET /wps/agent/team/overview (T): the team's size and figures over a period. */
export function fetchTeamOverview(filter: TeamOverviewFilter, signal?: AbortSignal): Promise<TeamOverview> {
  return apiRequest({
    method: 'GET',
    path: '/wps/agent/team/overview',
    schema: teamOverviewSchema,
    query: { ...periodSearchParams(filter.period), ...toSearchParams({ agentId: filter.agentId }) },
    signal,
  });
}

export function useTeamOverview(filter: TeamOverviewFilter) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'overview', token, filter] as const,
    queryFn: ({ signal }) => fetchTeamOverview(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
