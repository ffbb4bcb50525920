import { teamBetPageSchema } from '@plaza/contracts/agents';
import type { TeamBetPage } from '@plaza/contracts/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';
import { useSessionToken } from '../../../lib/use-session-token';
import { AGENT_PAGE_SIZE, AGENT_QUERY_ROOT, toSearchParams } from './agent-query';

export interface TeamBetFilter {
  /** A team member's account, exactly; every member when empty. */
  account: string;
  vassalage: string;
  gameType: string;
  range: DateRange;
  pageNum: number;
}

/** GET /wps/agent/team/bets (T): the team's bets, newest first, a page at a time (no total: "more" or not). */
export function fetchTeamBets(filter: TeamBetFilter, signal?: AbortSignal): Promise<TeamBetPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/agent/team/bets',
    schema: teamBetPageSchema,
    query: toSearchParams({
      account: filter.account.trim(),
      vassalage: filter.vassalage,
      gameType: filter.gameType,
      from: filter.range.from,
      to: filter.range.to,
      pageNum: filter.pageNum,
      pageSize: AGENT_PAGE_SIZE,
    }),
    signal,
  });
}

export function useTeamBets(filter: TeamBetFilter) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'bets', token, filter] as const,
    queryFn: ({ signal }) => fetchTeamBets(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
