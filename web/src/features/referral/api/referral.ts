import { referralFriendPageSchema, referralSummarySchema } from '@plaza/contracts/referral';
import type { ReferralFriendPage, ReferralSummary } from '@plaza/contracts/referral';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { PROMOTIONS_QUERY_ROOT } from '../../../lib/api/get-promotion-state';
import { useSessionToken } from '../../../lib/use-session-token';

/** Friends a page of the invited list shows. */
export const FRIENDS_PAGE_SIZE = 10;

/** GET /wps/member/referral (T): the member's code and link, the rules and the figures of their friends. */
export function fetchReferralSummary(signal?: AbortSignal): Promise<ReferralSummary> {
  return apiRequest({ method: 'GET', path: '/wps/member/referral', schema: referralSummarySchema, signal });
}

export function useReferralSummary() {
  const token = useSessionToken();
  return useQuery({
    // Under the promotions root: claiming a reward in the reward center refreshes it.
    queryKey: [PROMOTIONS_QUERY_ROOT, 'referral', token],
    queryFn: ({ signal }) => fetchReferralSummary(signal),
    enabled: token !== null,
  });
}

/** GET /wps/member/referral/friends (T): a page of the friends invited, newest first. */
export function fetchReferralFriends(pageNum: number, signal?: AbortSignal): Promise<ReferralFriendPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/referral/friends',
    query: { pageNum: String(pageNum), pageSize: String(FRIENDS_PAGE_SIZE) },
    schema: referralFriendPageSchema,
    signal,
  });
}

export function useReferralFriends(pageNum: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [PROMOTIONS_QUERY_ROOT, 'referralFriends', token, pageNum] as const,
    queryFn: ({ signal }) => fetchReferralFriends(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
