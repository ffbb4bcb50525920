import { createdDownlineSchema } from '@plaza/contracts/agents';
import type { CreatedDownline, CreateDownlineRequest } from '@plaza/contracts/agents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';
import { AGENT_QUERY_ROOT } from './agent-query';

/** POST /wps/agent/register-center (T, E): a member or sub-agent in the agent's team, with an initial password. */
export async function createDownline(
  queryClient: QueryClient,
  request: CreateDownlineRequest,
): Promise<CreatedDownline> {
  const body = await encryptRequestBody(queryClient, { ...request });
  return apiRequest({
    method: 'POST',
    path: '/wps/agent/register-center',
    schema: createdDownlineSchema,
    body,
  });
}

/** A new downline; every team figure and list is fetched again. */
export function useCreateDownlineMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateDownlineRequest) => createDownline(queryClient, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [AGENT_QUERY_ROOT] }),
  });
}
