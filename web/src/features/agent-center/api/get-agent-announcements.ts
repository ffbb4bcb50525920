import { agentAnnouncementPageSchema } from '@plaza/contracts/agents';
import type { AgentAnnouncementPage } from '@plaza/contracts/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { AGENT_PAGE_SIZE, AGENT_QUERY_ROOT, toSearchParams } from './agent-query';

/** GET /wps/agent/announcements (T): the notices addressed to agents, newest first. */
export function fetchAgentAnnouncements(
  pageNum: number,
  signal?: AbortSignal,
): Promise<AgentAnnouncementPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/agent/announcements',
    schema: agentAnnouncementPageSchema,
    query: toSearchParams({ pageNum, pageSize: AGENT_PAGE_SIZE }),
    signal,
  });
}

export function useAgentAnnouncements(pageNum: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'announcements', token, pageNum] as const,
    queryFn: ({ signal }) => fetchAgentAnnouncements(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
