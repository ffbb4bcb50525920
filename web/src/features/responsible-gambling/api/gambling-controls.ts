import { gamblingControlsSchema } from '@plaza/contracts/responsible-gambling';
import type {
  ConfirmGamblingLimitRequest,
  GamblingControls,
  SetGamblingLimitRequest,
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

export function useGamblingControls() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [CONTROLS_QUERY_ROOT, token] as const,
    queryFn: ({ signal }) => fetchGamblingControls(signal),
    enabled: token !== null,
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
