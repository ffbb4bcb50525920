import { successEnvelope } from '@plaza/contracts/envelope';
import {
  operatorLoginRequestSchema,
  operatorLoginResponseSchema,
  operatorSchema,
} from '@plaza/contracts/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { readRequestToken } from '../sessions/session-token';
import { requireOperator } from './operator-authentication';
import { loginOperator, logoutOperator } from './operator.service';

/** The operator API's session: login, who am I, logout (/ops/session). */
export function registerOperatorRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];

  typed.post(
    '/ops/session/login',
    {
      schema: {
        tags,
        body: operatorLoginRequestSchema,
        response: { 200: successEnvelope(operatorLoginResponseSchema) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(await loginOperator(context.database, request.body, { ip: request.ip, now: Date.now() })),
  );

  typed.get(
    '/ops/session',
    { schema: { tags, response: { 200: successEnvelope(operatorSchema) } }, config: { session: 'operator' } },
    async (request) => {
      const { id, username, role } = await requireOperator(request, context);
      return ok({ id, username, role });
    },
  );

  typed.delete(
    '/ops/session/logout',
    { schema: { tags, response: { 200: successEnvelope(z.null()) } }, config: { session: 'operator' } },
    async (request) => {
      const operator = await requireOperator(request, context);
      const token = readRequestToken(request);
      if (token !== undefined) {
        await logoutOperator(context.database, operator, token, Date.now());
      }
      return ok(null);
    },
  );
}
