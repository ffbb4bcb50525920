import { successEnvelope } from '@plaza/contracts/envelope';
import { memberIdParamsSchema } from '@plaza/contracts/operator';
import {
  confirmGamblingLimitRequestSchema,
  gamblingControlsSchema,
  operatorGamblingControlsSchema,
  setGamblingLimitRequestSchema,
  setPlaySettingsRequestSchema,
  takeBreakRequestSchema,
} from '@plaza/contracts/responsible-gambling';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireRealMember } from '../accounts/member-authentication';
import { requireOperator } from '../operator/operator-authentication';
import { readRequestToken } from '../sessions/session-token';
import {
  confirmGamblingLimit,
  confirmSessionLimit,
  getGamblingControls,
  getOperatorGamblingControls,
  setGamblingLimit,
  setPlaySettings,
  takeBreak,
} from './responsible-gambling.service';

/** The token of a request whose member a `session: 'member'` route already authenticated. */
function callerToken(request: { headers: { authorization?: string | undefined } }): string {
  return readRequestToken(request) ?? '';
}

/**
 * Responsible gambling: the member's limits and breaks (/wps/member/gamblingControls…, real members only) and what
 * an operator sees of a member's (/ops/members/:memberId/gamblingControls).
 */
export function registerResponsibleGamblingRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['responsible gambling'];
  const handle = context.database;
  const response = { 200: successEnvelope(gamblingControlsSchema) };

  typed.get(
    '/wps/member/gamblingControls',
    { schema: { tags, response }, config: { session: 'member' } },
    async (request) =>
      ok(await getGamblingControls(handle, await requireRealMember(handle, request), callerToken(request))),
  );

  typed.post(
    '/wps/member/gamblingControls/limits',
    { schema: { tags, body: setGamblingLimitRequestSchema, response }, config: { session: 'member' } },
    async (request) =>
      ok(
        await setGamblingLimit(
          handle,
          await requireRealMember(handle, request),
          request.body,
          Date.now(),
          callerToken(request),
        ),
      ),
  );

  typed.post(
    '/wps/member/gamblingControls/limits/confirm',
    { schema: { tags, body: confirmGamblingLimitRequestSchema, response }, config: { session: 'member' } },
    async (request) =>
      ok(
        await confirmGamblingLimit(
          handle,
          await requireRealMember(handle, request),
          request.body,
          Date.now(),
          callerToken(request),
        ),
      ),
  );

  typed.post(
    '/wps/member/gamblingControls/playSettings',
    { schema: { tags, body: setPlaySettingsRequestSchema, response }, config: { session: 'member' } },
    async (request) =>
      ok(
        await setPlaySettings(
          handle,
          await requireRealMember(handle, request),
          callerToken(request),
          request.body,
        ),
      ),
  );

  typed.post(
    '/wps/member/gamblingControls/playSettings/confirm',
    { schema: { tags, response }, config: { session: 'member' } },
    async (request) =>
      ok(await confirmSessionLimit(handle, await requireRealMember(handle, request), callerToken(request))),
  );

  typed.post(
    '/wps/member/gamblingControls/break',
    {
      schema: { tags, body: takeBreakRequestSchema, response: { 200: successEnvelope(z.null()) } },
      config: { session: 'member' },
    },
    async (request) => {
      await takeBreak(handle, await requireRealMember(handle, request), request.body);
      return ok(null);
    },
  );

  typed.get(
    '/ops/members/:memberId/gamblingControls',
    {
      schema: {
        tags: ['operator'],
        params: memberIdParamsSchema,
        response: { 200: successEnvelope(operatorGamblingControlsSchema) },
      },
      config: { session: 'operator', permission: 'members.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await getOperatorGamblingControls(handle, request.params.memberId));
    },
  );
}
