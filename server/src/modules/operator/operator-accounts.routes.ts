import { successEnvelope } from '@plaza/contracts/envelope';
import {
  auditPageSchema,
  auditQuerySchema,
  createOperatorRequestSchema,
  operatorAccountPageSchema,
  operatorAccountQuerySchema,
  operatorAccountSchema,
  operatorIdParamsSchema,
  operatorPasswordResetSchema,
  updateOperatorRequestSchema,
} from '@plaza/contracts/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireOperator } from './operator-authentication';
import {
  createOperatorAccount,
  listOperatorAccounts,
  resetOperatorPassword,
  resetOperatorSecondFactor,
  updateOperator,
} from './operator-accounts.service';
import { listAuditLog } from './operator-audit.service';

/** The back office's operators (ADMIN manages them) and the audit log (/ops/operators…, /ops/audit). */
export function registerOperatorAccountRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const handle = context.database;
  const account = { 200: successEnvelope(operatorAccountSchema) };

  typed.get(
    '/ops/operators',
    {
      schema: {
        tags,
        querystring: operatorAccountQuerySchema,
        response: { 200: successEnvelope(operatorAccountPageSchema) },
      },
      config: { session: 'operator', permission: 'operators.manage' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listOperatorAccounts(handle, request.query));
    },
  );

  typed.post(
    '/ops/operators',
    {
      schema: { tags, body: createOperatorRequestSchema, response: account },
      config: { session: 'operator', permission: 'operators.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await createOperatorAccount(handle, operator, request.body));
    },
  );

  typed.put(
    '/ops/operators/:operatorId',
    {
      schema: { tags, params: operatorIdParamsSchema, body: updateOperatorRequestSchema, response: account },
      config: { session: 'operator', permission: 'operators.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await updateOperator(handle, operator, request.params.operatorId, request.body));
    },
  );

  typed.post(
    '/ops/operators/:operatorId/second-factor/reset',
    {
      schema: { tags, params: operatorIdParamsSchema, response: account },
      config: { session: 'operator', permission: 'operators.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await resetOperatorSecondFactor(handle, operator, request.params.operatorId));
    },
  );

  typed.post(
    '/ops/operators/:operatorId/password/reset',
    {
      schema: {
        tags,
        params: operatorIdParamsSchema,
        response: { 200: successEnvelope(operatorPasswordResetSchema) },
      },
      config: { session: 'operator', permission: 'operators.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await resetOperatorPassword(handle, operator, request.params.operatorId));
    },
  );

  typed.get(
    '/ops/audit',
    {
      schema: { tags, querystring: auditQuerySchema, response: { 200: successEnvelope(auditPageSchema) } },
      config: { session: 'operator', permission: 'audit.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listAuditLog(handle, request.query));
    },
  );
}
