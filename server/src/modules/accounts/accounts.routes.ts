import {
  captchaSchema,
  freePlayRequestSchema,
  languageUpdateSchema,
  loginRequestSchema,
  loginResponseSchema,
  memberInfoSchema,
  profileIconSchema,
  profileIconUpdateSchema,
} from '@plaza/contracts/accounts';
import { encryptedPayloadSchema } from '@plaza/contracts/encryption';
import { successEnvelope } from '@plaza/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { openEncryptedBody } from '../encryption/encryption.service';
import { readRequestToken } from '../sessions/session-token';
import { createCaptcha, loginWithPassword, loginWithSms } from './accounts.service';
import { requireMember, requireRealMember } from './member-authentication';
import { logout, toMemberInfo } from './member-session.service';
import { getProfileIcon, setMemberLanguage, setProfileIcon } from './profile.service';
import { startTrial } from './trial.service';

function readDevice(request: FastifyRequest, declared: string | undefined): string {
  return (declared ?? request.headers['user-agent'] ?? 'unknown').slice(0, 256);
}

/** Login, logout and member info. */
export function registerAccountsRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  typed.post(
    '/wps/session/login',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(loginResponseSchema) } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const login = await openEncryptedBody(context.database, request.body, loginRequestSchema);
      const client = { ip: request.ip, device: readDevice(request, login.device), now: Date.now() };
      return ok(
        login.type === 'sms'
          ? await loginWithSms(context.database, login, client)
          : await loginWithPassword(context.database, login, client),
      );
    },
  );

  typed.post(
    '/wps/session/login/freeplay',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(loginResponseSchema) } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const trial = await openEncryptedBody(context.database, request.body, freePlayRequestSchema);
      const device = readDevice(request, trial.os);
      return ok(await startTrial(context.database, { ip: request.ip, device, now: Date.now() }));
    },
  );

  typed.get(
    '/wps/captcha',
    {
      schema: { tags, response: { 200: successEnvelope(captchaSchema) } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async () => ok(await createCaptcha(context.database)),
  );

  typed.delete(
    '/wps/session/logout',
    { schema: { tags, response: { 200: successEnvelope(z.null()) } }, config: { session: 'member' } },
    async (request) => {
      await requireMember(context.database, request);
      const token = readRequestToken(request);
      if (token !== undefined) {
        await logout(context.database, token, Date.now());
      }
      return ok(null);
    },
  );

  typed.get(
    '/wps/member/info/icon',
    {
      schema: { tags, response: { 200: successEnvelope(profileIconSchema) } },
      config: { session: 'member' },
    },
    async (request) => ok(getProfileIcon(await requireRealMember(context.database, request))),
  );

  typed.post(
    '/wps/member/info/icon',
    {
      schema: { tags, body: profileIconUpdateSchema, response: { 200: successEnvelope(z.null()) } },
      config: { session: 'member' },
    },
    async (request) => {
      await setProfileIcon(
        context.database,
        await requireRealMember(context.database, request),
        request.body,
      );
      return ok(null);
    },
  );

  typed.post(
    '/wps/member/language',
    {
      schema: { tags, body: languageUpdateSchema, response: { 200: successEnvelope(z.null()) } },
      config: { session: 'member' },
    },
    async (request) => {
      await setMemberLanguage(
        context.database,
        await requireMember(context.database, request),
        request.body.language,
      );
      return ok(null);
    },
  );

  typed.get(
    '/wps/member/info',
    { schema: { tags, response: { 200: successEnvelope(memberInfoSchema) } }, config: { session: 'member' } },
    async (request) => ok(toMemberInfo(await requireMember(context.database, request))),
  );
}
