import { profileIconSchema, totpSetupSchema } from '@plaza/contracts/accounts';
import type { PROFILE_ICONS } from '@plaza/contracts/accounts';
import { securityOverviewSchema } from '@plaza/contracts/my-account';
import type { ProfileUpdate, SecurityOverview } from '@plaza/contracts/my-account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';
import { useSessionToken } from '../../../lib/use-session-token';

const SECURITY_QUERY_ROOT = 'securityOverview';
const ICON_QUERY_ROOT = 'profileIcon';

/** GET /wps/member/security (T): the profile, each security item's state and the recent logins. */
export function useSecurityOverview() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [SECURITY_QUERY_ROOT, token] as const,
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: '/wps/member/security', schema: securityOverviewSchema, signal }),
    enabled: token !== null,
  });
}

/** POST /wps/member/profile (T): the nickname and birthday; the member info refetches for the header. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      apiRequest({
        method: 'POST',
        path: '/wps/member/profile',
        schema: securityOverviewSchema,
        body: update,
      }),
    onSuccess: (overview: SecurityOverview) => {
      queryClient.setQueriesData({ queryKey: [SECURITY_QUERY_ROOT] }, overview);
      void queryClient.invalidateQueries({ queryKey: ['member'] });
    },
  });
}

/** GET /wps/member/info/icon (T): the member's avatar and the ones to choose from. */
export function useProfileIcon() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [ICON_QUERY_ROOT, token] as const,
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: '/wps/member/info/icon', schema: profileIconSchema, signal }),
    enabled: token !== null,
  });
}

/** POST /wps/member/info/icon (T): sets the avatar. */
export function useSetIconMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (icon: (typeof PROFILE_ICONS)[number]) =>
      apiRequest({ method: 'POST', path: '/wps/member/info/icon', schema: z.null(), body: { icon } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [ICON_QUERY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: [SECURITY_QUERY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: ['member'] });
    },
  });
}

/** GET /wps/member/totp/setup (T): a new authenticator secret and its otpauth address, fetched when asked. */
export function useTotpSetup(isWanted: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: ['totpSetup', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: '/wps/member/totp/setup', schema: totpSetupSchema, signal }),
    enabled: token !== null && isWanted,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** POST /wps/member/totp (T, E): binds the secret by proving one code from it. */
export function useBindTotpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (binding: { secret: string; code: string }) => {
      const body = await encryptRequestBody(queryClient, { ...binding });
      await apiRequest({ method: 'POST', path: '/wps/member/totp', schema: z.null(), body });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [SECURITY_QUERY_ROOT] }),
  });
}
