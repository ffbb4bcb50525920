import { downlineDetailSchema } from '@plaza/contracts/agents';
import type { DownlineDetail } from '@plaza/contracts/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { periodSearchParams } from '../hooks/report-period';
import type { ReportPeriodQuery } from '../hooks/report-period';
import { AGENT_QUERY_ROOT } from './agent-query';

/** GET /wps/agent/downline/:memberId (T): one member of the team, its figures over the period. */
export function fetchDownlineMember(
  memberId: number,
  period: ReportPeriodQuery,
  signal?: AbortSignal,
): Promise<DownlineDetail> {
  return apiRequest({
    method: 'GET',
    path: `/wps/agent/downline/${memberId}`,
    schema: downlineDetailSchema,
    query: periodSearchParams(period),
    signal,
  });
}

export function useDownlineMember(memberId: number, period: ReportPeriodQuery) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'member', token, memberId, period] as const,
    queryFn: ({ signal }) => fetchDownlineMember(memberId, period, signal),
    enabled: token !== null && Number.isInteger(memberId) && memberId > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
