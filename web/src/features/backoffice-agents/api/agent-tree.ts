import { moveMemberResultSchema } from '@plaza/contracts/agents';
import type { MoveMemberResult } from '@plaza/contracts/agents';
import { agentTreePageSchema } from '@plaza/contracts/agents-operator';
import type { AgentTreePage } from '@plaza/contracts/agents-operator';

import { operatorRequest } from '../../../lib/operator-session';

/** GET /ops/agents/tree: the top agents, a member's direct members (parentId), or accounts found (search). */
export function fetchAgentTree(query: Record<string, string>): Promise<AgentTreePage> {
  return operatorRequest({ method: 'GET', path: '/ops/agents/tree', query, schema: agentTreePageSchema });
}

/** POST /ops/members/:memberId/upline: moves the member and its team under another agent (audited). */
export function moveMember(memberId: number, uplineId: number, reason: string): Promise<MoveMemberResult> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/members/${memberId}/upline`,
    body: { uplineId, reason },
    schema: moveMemberResultSchema,
  });
}
