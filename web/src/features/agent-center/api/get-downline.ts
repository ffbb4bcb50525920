import { downlinePageSchema } from '@plaza/contracts/agents';
import type { DownlinePage, DownlineSort } from '@plaza/contracts/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { periodSearchParams } from '../hooks/report-period';
import type { ReportPeriodQuery } from '../hooks/report-period';
import { AGENT_PAGE_SIZE, AGENT_QUERY_ROOT, toSearchParams } from './agent-query';

export interface DownlineFilter {
  period: ReportPeriodQuery;
  /** Whose direct members: a sub-agent of the team, or the agent itself when absent. */
  parentId?: number;
  scope: 'DIRECT' | 'ALL';
  search: string;
  memberKind: 'ALL' | 'MEMBER' | 'AGENT';
  sort: DownlineSort;
  order: 'asc' | 'desc';
  pageNum: number;
}

/** GET /wps/agent/downline (T): a page of the team with each member's figures over the period. */
export function fetchDownline(filter: DownlineFilter, signal?: AbortSignal): Promise<DownlinePage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/agent/downline',
    schema: downlinePageSchema,
    query: {
      ...periodSearchParams(filter.period),
      ...toSearchParams({
        parentId: filter.parentId,
        scope: filter.scope,
        search: filter.search.trim(),
        memberKind: filter.memberKind,
        sort: filter.sort,
        order: filter.order,
        pageNum: filter.pageNum,
        pageSize: AGENT_PAGE_SIZE,
      }),
    },
    signal,
  });
}

export function useDownline(filter: DownlineFilter) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'downline', token, filter] as const,
    queryFn: ({ signal }) => fetchDownline(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
