import { referralInfoSchema, referralMemberPageSchema } from '@plaza/contracts/agents';
import type { ReferralInfo, ReferralMemberPage } from '@plaza/contracts/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { AGENT_PAGE_SIZE, AGENT_QUERY_ROOT, toSearchParams } from './agent-query';

/** GET /wps/agent/referral (T): the invitation code, the registration link and how many registered with it. */
export function fetchReferral(signal?: AbortSignal): Promise<ReferralInfo> {
  return apiRequest({ method: 'GET', path: '/wps/agent/referral', schema: referralInfoSchema, signal });
}

export function useReferral() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'referral', token] as const,
    queryFn: ({ signal }) => fetchReferral(signal),
    enabled: token !== null,
  });
}

/** GET /wps/agent/referral/members (T): the members registered with the code, newest first. */
export function fetchReferralMembers(pageNum: number, signal?: AbortSignal): Promise<ReferralMemberPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/agent/referral/members',
    schema: referralMemberPageSchema,
    query: toSearchParams({ pageNum, pageSize: AGENT_PAGE_SIZE }),
    signal,
  });
}

export function useReferralMembers(pageNum: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [AGENT_QUERY_ROOT, 'referralMembers', token, pageNum] as const,
    queryFn: ({ signal }) => fetchReferralMembers(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
