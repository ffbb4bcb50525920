import { teamProfitPageSchema } from '@plaza/contracts/agents';
import type { TeamProfitPage } from '@plaza/contracts/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { periodSearchParams } from '../hooks/report-period';
import type { ReportPeriodQuery } from '../hooks/report-period';
import { AGENT_PAGE_SIZE, AGENT_QUERY_ROOT, toSearchParams } from './agent-query';

export type TeamProfitSort = 'profitLoss' | 'validBet' | 'deposits' | 'account';

export interface TeamProfitFilter {
  period: ReportPeriodQuery;
  account: string;
  sort: TeamProfitSort;
  order: 'asc' | 'desc';
  pageNum: number;
}

/** GET /wps/agent/team/profit (T): each team member's own profit and loss (user loss statements). */
export function fetchTeamProfit(filter: TeamProfitFilter, signal?: AbortSignal): Promise<TeamProfitPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/agent/team/profit',
    schema: teamProfitPageSchema,
    query: {
      ...periodSearchParams(filter.period),
      ...toSearchParams({
        account: filter.account.trim(),
        sort: filter.sort,
        order: filter.order,
        pageNum: filter.pageNum,
        pageSize: AGENT_PAGE_SIZE,
      }),
    },
    signal,
  });
}

export function useTeamProfit(filter: TeamProfitFilter) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'profit', token, filter] as const,
    queryFn: ({ signal }) => fetchTeamProfit(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
