import { DEFAULT_INACTIVITY_MINUTES, gamblingControlsSchema } from '@plaza/contracts/responsible-gambling';
import type {
  ConfirmGamblingLimitRequest,
  GamblingControls,
  PlaySettings,
  SetGamblingLimitRequest,
  SetPlaySettingsRequest,
  TakeBreakRequest,
} from '@plaza/contracts/responsible-gambling';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';

const CONTROLS_QUERY_ROOT = 'gamblingControls';

/** GET /wps/member/gamblingControls (T): the member's limits. */
export function fetchGamblingControls(signal?: AbortSignal): Promise<GamblingControls> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/gamblingControls',
    schema: gamblingControlsSchema,
    signal,
  });
}

/** The member's limits and play settings; `isEnabled` false for a trial member (the server refuses them). */
export function useGamblingControls(isEnabled = true) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [CONTROLS_QUERY_ROOT, token] as const,
    queryFn: ({ signal }) => fetchGamblingControls(signal),
    enabled: token !== null && isEnabled,
  });
}

/** The play settings that apply before the server answered, or for a trial member: no limit, no reality checks. */
export const DEFAULT_PLAY_SETTINGS: PlaySettings = {
  sessionMinutes: null,
  sessionPending: null,
  realityCheckMinutes: 0,
  inactivityMinutes: DEFAULT_INACTIVITY_MINUTES,
  sessionEndsAt: null,
};

/** The member's play settings kept on the server (docs/decisions/057-session-time-limit.md). */
export function usePlaySettings(isEnabled = true): PlaySettings {
  return useGamblingControls(isEnabled).data?.playSettings ?? DEFAULT_PLAY_SETTINGS;
}

/**
 * POST /wps/member/gamblingControls/playSettings (T): reality checks and the inactivity sign-out at once; a lower
 * session-time limit at once, a higher one or none after 24 hours and a confirmation.
 */
export function useSetPlaySettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetPlaySettingsRequest) =>
      apiRequest({
        method: 'POST',
        path: '/wps/member/gamblingControls/playSettings',
        schema: gamblingControlsSchema,
        body: request,
      }),
    onSuccess: (controls) => queryClient.setQueriesData({ queryKey: [CONTROLS_QUERY_ROOT] }, controls),
  });
}

/** POST /wps/member/gamblingControls/playSettings/confirm (T): applies a session limit's raise after 24 hours. */
export function useConfirmSessionLimitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({
        method: 'POST',
        path: '/wps/member/gamblingControls/playSettings/confirm',
        schema: gamblingControlsSchema,
        body: {},
      }),
    onSuccess: (controls) => queryClient.setQueriesData({ queryKey: [CONTROLS_QUERY_ROOT] }, controls),
  });
}

/** POST /wps/member/gamblingControls/limits (T): lower at once; higher or none after 24 hours and a confirmation. */
export function useSetLimitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetGamblingLimitRequest) =>
      apiRequest({
        method: 'POST',
        path: '/wps/member/gamblingControls/limits',
        schema: gamblingControlsSchema,
        body: request,
      }),
    onSuccess: (controls) => queryClient.setQueriesData({ queryKey: [CONTROLS_QUERY_ROOT] }, controls),
  });
}

/** POST /wps/member/gamblingControls/limits/confirm (T): applies a raise whose 24 hours have passed. */
export function useConfirmLimitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConfirmGamblingLimitRequest) =>
      apiRequest({
        method: 'POST',
        path: '/wps/member/gamblingControls/limits/confirm',
        schema: gamblingControlsSchema,
        body: request,
      }),
    onSuccess: (controls) => queryClient.setQueriesData({ queryKey: [CONTROLS_QUERY_ROOT] }, controls),
  });
}

/** POST /wps/member/gamblingControls/break (T): a time-out or self-exclusion, starting at once. */
export function useTakeBreakMutation() {
  return useMutation({
    mutationFn: (request: TakeBreakRequest) =>
      apiRequest({
        method: 'POST',
        path: '/wps/member/gamblingControls/break',
        schema: z.null(),
        body: request,
      }),
  });
}
