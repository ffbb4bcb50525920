import { teamFundsPageSchema } from '@plaza/contracts/agents';
import type { TeamFundsPage } from '@plaza/contracts/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';
import { useSessionToken } from '../../../lib/use-session-token';
import { AGENT_PAGE_SIZE, AGENT_QUERY_ROOT, toSearchParams } from './agent-query';

export interface TeamFundsFilter {
  kind: 'ALL' | 'DEPOSIT' | 'WITHDRAWAL';
  account: string;
  range: DateRange;
  pageNum: number;
}

/** GET /wps/agent/team/funds (T): the team's deposits and withdrawals (team transaction), newest first. */
export function fetchTeamFunds(filter: TeamFundsFilter, signal?: AbortSignal): Promise<TeamFundsPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/agent/team/funds',
    schema: teamFundsPageSchema,
    query: toSearchParams({
      kind: filter.kind,
      account: filter.account.trim(),
      from: filter.range.from,
      to: filter.range.to,
      pageNum: filter.pageNum,
      pageSize: AGENT_PAGE_SIZE,
    }),
    signal,
  });
}

export function useTeamFunds(filter: TeamFundsFilter) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'funds', token, filter] as const,
    queryFn: ({ signal }) => fetchTeamFunds(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
