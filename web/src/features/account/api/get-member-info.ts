import { memberInfoSchema } from '@plaza/contracts/accounts';
import type { MemberInfo } from '@plaza/contracts/accounts';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';

/** Query key of the member info of one session token, so a new login never shows the previous member. */
export function memberInfoQueryKey(token: string | null) {
  return ['member', 'info', token] as const;
}

/** GET /wps/member/info (T): the logged-in member. */
export function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiRequest({ method: 'GET', path: '/wps/member/info', schema: memberInfoSchema, signal });
}

/** The logged-in member, fetched while a session token is stored (docs/product/accounts.md#sessions). */
export function useMemberInfo() {
  const token = useSessionToken();
  return useQuery({
    queryKey: memberInfoQueryKey(token),
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    enabled: token !== null,
    staleTime: 60 * 1000,
    retry: false,
  });
}
