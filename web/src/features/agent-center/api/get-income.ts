import { incomeReportSchema } from '@plaza/contracts/agents';
import type { IncomeReport } from '@plaza/contracts/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { periodSearchParams } from '../hooks/report-period';
import type { ReportPeriodQuery } from '../hooks/report-period';
import { AGENT_QUERY_ROOT } from './agent-query';

/** GET /wps/agent/income (T): the agent's own income over a period, by kind and by day. */
export function fetchIncome(period: ReportPeriodQuery, signal?: AbortSignal): Promise<IncomeReport> {
  return apiRequest({
    method: 'GET',
    path: '/wps/agent/income',
    schema: incomeReportSchema,
    query: periodSearchParams(period),
    signal,
  });
}

export function useIncome(period: ReportPeriodQuery) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'income', token, period] as const,
    queryFn: ({ signal }) => fetchIncome(period, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
