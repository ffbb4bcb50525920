import {
  loginResponseSchema,
  secondFactorSendSchema,
  secondFactorVerifySchema,
  smsCodeResponseSchema,
  totpBindSchema,
  totpSetupSchema,
} from '@plaza/contracts/accounts';
import { encryptedPayloadSchema } from '@plaza/contracts/encryption';
import { successEnvelope } from '@plaza/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { openEncryptedBody } from '../encryption/encryption.service';
import { requireRealMember } from './member-authentication';
import { bindTotp, createTotpSetup, sendSecondFactorCode, verifySecondFactor } from './second-factor.service';

/** The second factor of a login from a new IP, and binding an authenticator app. */
export function registerSecondFactorRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const config = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  typed.post(
    '/wps/session/login/secondFactor/send',
    {
      schema: {
        tags,
        body: secondFactorSendSchema,
        response: { 200: successEnvelope(smsCodeResponseSchema) },
      },
      config,
    },
    async (request) =>
      ok(
        await sendSecondFactorCode(
          context.database,
          context.messageSender,
          request.body,
          resolveRequestLanguage(request, context.defaultLanguage),
        ),
      ),
  );

  typed.post(
    '/wps/session/login/secondFactor',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(loginResponseSchema) } },
      config,
    },
    async (request) => {
      const answer = await openEncryptedBody(context.database, request.body, secondFactorVerifySchema);
      const device = (request.headers['user-agent'] ?? 'unknown').slice(0, 256);
      return ok(
        await verifySecondFactor(context.database, answer, { ip: request.ip, device, now: Date.now() }),
      );
    },
  );

  typed.get(
    '/wps/member/totp/setup',
    { schema: { tags, response: { 200: successEnvelope(totpSetupSchema) } }, config: { session: 'member' } },
    async (request) => {
      return ok(await createTotpSetup(context.database, await requireRealMember(context.database, request)));
    },
  );

  typed.post(
    '/wps/member/totp',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(z.null()) } },
      config: { ...config, session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(context.database, request);
      const binding = await openEncryptedBody(context.database, request.body, totpBindSchema);
      await bindTotp(context.database, member, binding.secret, binding.code);
      return ok(null);
    },
  );
}
