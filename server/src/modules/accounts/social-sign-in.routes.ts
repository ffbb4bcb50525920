import { loginResponseSchema } from '@plaza/contracts/accounts';
import { encryptedPayloadSchema } from '@plaza/contracts/encryption';
import { successEnvelope } from '@plaza/contracts/envelope';
import {
  signInProvidersSchema,
  socialCallbackRequestSchema,
  socialCallbackSchema,
  socialLinkRequestSchema,
  socialRegisterRequestSchema,
  socialStartRequestSchema,
  socialStartSchema,
} from '@plaza/contracts/social-sign-in';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { openEncryptedBody } from '../encryption/encryption.service';
import { createIdentityFetch, KeySetCache } from './identity-provider-client';
import { createPhoneCheck } from './phone-check';
import {
  completeSocialSignIn,
  linkSocialIdentity,
  listSignInProviders,
  registerWithSocialIdentity,
  startSocialSignIn,
} from './social-sign-in.service';

function readClient(request: FastifyRequest, declared?: string) {
  const device = (declared ?? request.headers['user-agent'] ?? 'unknown').slice(0, 256);
  return { ip: request.ip, device, now: Date.now() };
}

/** Social sign-in through OpenID Connect (docs/decisions/059-social-sign-in.md). */
export function registerSocialSignInRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const fetchIdentity = createIdentityFetch(app);
  const dependencies = { handle: context.database, fetchIdentity, keySets: new KeySetCache(fetchIdentity) };

  typed.get(
    '/wps/session/social/providers',
    { schema: { tags, response: { 200: successEnvelope(signInProvidersSchema) } } },
    async () => ok({ providers: await listSignInProviders(context.database) }),
  );

  typed.post(
    '/wps/session/social/start',
    {
      schema: { tags, body: socialStartRequestSchema, response: { 200: successEnvelope(socialStartSchema) } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(
        await startSocialSignIn(context.database, request.body, {
          origin: `${request.protocol}://${request.host}`,
          now: Date.now(),
        }),
      ),
  );

  typed.post(
    '/wps/session/social/callback',
    {
      schema: {
        tags,
        body: socialCallbackRequestSchema,
        response: { 200: successEnvelope(socialCallbackSchema) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ok(await completeSocialSignIn(dependencies, request.body, readClient(request))),
  );

  typed.post(
    '/wps/session/social/link',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(loginResponseSchema) } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const link = await openEncryptedBody(context.database, request.body, socialLinkRequestSchema);
      return ok(await linkSocialIdentity(context.database, link, readClient(request, link.device)));
    },
  );

  typed.put(
    '/wps/member/register/social',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(loginResponseSchema) } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const registration = await openEncryptedBody(
        context.database,
        request.body,
        socialRegisterRequestSchema,
      );
      return ok(
        await registerWithSocialIdentity(
          context.database,
          registration,
          readClient(request, registration.device),
          {
            checkPhone: createPhoneCheck(context.database, dependencies.keySets),
          },
        ),
      );
    },
  );
}
