import {
  memberTreeSchema,
  moveMemberParamsSchema,
  moveMemberRequestSchema,
  moveMemberResultSchema,
} from '@plaza/contracts/agents';
import { agentTreePageSchema, agentTreeQuerySchema } from '@plaza/contracts/agents-operator';
import { successEnvelope } from '@plaza/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireOperator } from '../operator/operator-authentication';
import { listAgentTree } from './agent-tree.service';
import { getMemberTree, moveMemberUpline } from './agents-operator.service';

/** The operator's side of the tree: where a member sits, and moving it under another agent (audited). */
export function registerAgentsOperatorRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];

  typed.get(
    '/ops/agents/tree',
    {
      schema: {
        tags,
        querystring: agentTreeQuerySchema,
        response: { 200: successEnvelope(agentTreePageSchema) },
      },
      config: { session: 'operator', permission: 'members.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listAgentTree(context.database, request.query));
    },
  );

  typed.get(
    '/ops/members/:memberId/tree',
    {
      schema: { tags, params: moveMemberParamsSchema, response: { 200: successEnvelope(memberTreeSchema) } },
      config: { session: 'operator', permission: 'members.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await getMemberTree(context.database, request.params.memberId));
    },
  );

  typed.post(
    '/ops/members/:memberId/upline',
    {
      schema: {
        tags,
        params: moveMemberParamsSchema,
        body: moveMemberRequestSchema,
        response: { 200: successEnvelope(moveMemberResultSchema) },
      },
      config: { session: 'operator', permission: 'members.move' },
    },
    async (request) => {
      const operator = await requireOperator(request, context, ['ADMIN', 'SUPPORT']);
      return ok(await moveMemberUpline(context.database, operator, request.params.memberId, request.body));
    },
  );
}
