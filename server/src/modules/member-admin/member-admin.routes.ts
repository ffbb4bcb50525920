import { successEnvelope } from '@plaza/contracts/envelope';
import {
  memberDetailSchema,
  memberLockRequestSchema,
  memberSearchQuerySchema,
  memberSummaryPageSchema,
} from '@plaza/contracts/members-operator';
import { memberIdParamsSchema } from '@plaza/contracts/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireOperator } from '../operator/operator-authentication';
import {
  getMemberForOperator,
  listMembersForOperator,
  setMemberLockByOperator,
} from './member-admin.service';

/** The back office's members: search, a member's page, lock and unlock (/ops/members…). */
export function registerMemberAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const handle = context.database;
  const detail = { 200: successEnvelope(memberDetailSchema) };

  typed.get(
    '/ops/members',
    {
      schema: {
        tags,
        querystring: memberSearchQuerySchema,
        response: { 200: successEnvelope(memberSummaryPageSchema) },
      },
      config: { session: 'operator', permission: 'members.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listMembersForOperator(handle, request.query));
    },
  );

  typed.get(
    '/ops/members/:memberId',
    {
      schema: { tags, params: memberIdParamsSchema, response: detail },
      config: { session: 'operator', permission: 'members.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await getMemberForOperator(handle, request.params.memberId));
    },
  );

  for (const [verb, isLocked] of [
    ['lock', true],
    ['unlock', false],
  ] as const) {
    typed.post(
      `/ops/members/:memberId/${verb}`,
      {
        schema: { tags, params: memberIdParamsSchema, body: memberLockRequestSchema, response: detail },
        config: { session: 'operator', permission: 'members.manage' },
      },
      async (request) => {
        const operator = await requireOperator(request, context);
        return ok(
          await setMemberLockByOperator(handle, operator, request.params.memberId, {
            isLocked,
            reason: request.body.reason,
          }),
        );
      },
    );
  }
}
