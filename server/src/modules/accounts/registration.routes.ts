import { loginResponseSchema } from '@plaza/contracts/accounts';
import { encryptedPayloadSchema } from '@plaza/contracts/encryption';
import { successEnvelope } from '@plaza/contracts/envelope';
import {
  affiliateQuerySchema,
  affiliateSchema,
  registerRequestSchema,
  registrationSettingsSchema,
} from '@plaza/contracts/registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { openEncryptedBody } from '../encryption/encryption.service';
import { createIdentityFetch, KeySetCache } from './identity-provider-client';
import { createPhoneCheck } from './phone-check';
import { checkAffiliateCode, getRegistrationSettings, register } from './registration.service';

/** Registration rules, registration by user name and the invitation-code check. */
export function registerRegistrationRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const checkPhone = createPhoneCheck(context.database, new KeySetCache(createIdentityFetch(app)));

  typed.get(
    '/wps/system/setting/register',
    { schema: { tags, response: { 200: successEnvelope(registrationSettingsSchema) } } },
    async () => ok(await getRegistrationSettings(context.database)),
  );

  for (const [url, method] of [
    ['/wps/member/register', 'USERNAME'],
    ['/wps/member/register/mobile', 'MOBILE'],
  ] as const) {
    typed.put(
      url,
      {
        schema: {
          tags,
          body: encryptedPayloadSchema,
          response: { 200: successEnvelope(loginResponseSchema) },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request) => {
        const registration = await openEncryptedBody(context.database, request.body, registerRequestSchema);
        const device = (registration.device ?? request.headers['user-agent'] ?? 'unknown').slice(0, 256);
        return ok(
          await register(
            context.database,
            registration,
            method,
            { ip: request.ip, device, now: Date.now() },
            { checkPhone },
          ),
        );
      },
    );
  }

  typed.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags,
        querystring: affiliateQuerySchema,
        response: { 200: successEnvelope(affiliateSchema) },
      },
    },
    async (request) => ok(await checkAffiliateCode(context.database, request.query.code)),
  );
}
