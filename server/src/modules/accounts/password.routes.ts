import {
  changePasswordRequestSchema,
  forgotByEmailRequestSchema,
  forgotByPhoneRequestSchema,
  loginResponseSchema,
  smsCodeRequestSchema,
  smsCodeResponseSchema,
  smsRegisterRequestSchema,
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
import { readRequestToken } from '../sessions/session-token';
import { requireMember } from './member-authentication';
import { changePassword, resetPasswordByEmail, resetPasswordByPhone } from './password.service';
import { sendSignInSmsCode } from './registration.service';

const SMS_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** SMS codes, change password, and the two forgot-password paths. */
export function registerPasswordRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  typed.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags,
        body: smsRegisterRequestSchema,
        response: { 200: successEnvelope(smsCodeResponseSchema) },
      },
      config: SMS_RATE_LIMIT,
    },
    async (request) =>
      ok(
        await sendSignInSmsCode(
          context.database,
          context.messageSender,
          {
            purpose: 'register',
            countryDialingCode: request.body.countryDialingCode,
            mobile: request.body.mobileNo,
          },
          resolveRequestLanguage(request, context.defaultLanguage),
        ),
      ),
  );

  typed.post(
    '/wps/verification/sms/noLogin',
    {
      schema: { tags, body: smsCodeRequestSchema, response: { 200: successEnvelope(smsCodeResponseSchema) } },
      config: SMS_RATE_LIMIT,
    },
    async (request) =>
      ok(
        await sendSignInSmsCode(
          context.database,
          context.messageSender,
          {
            purpose: request.body.purpose === 'PASSWORD' ? 'password' : 'login',
            countryDialingCode: request.body.countryDialingCode,
            mobile: request.body.mobileNum,
          },
          resolveRequestLanguage(request, context.defaultLanguage),
        ),
      ),
  );

  typed.post(
    '/wps/member/password',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(z.null()) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireMember(context.database, request);
      const change = await openEncryptedBody(context.database, request.body, changePasswordRequestSchema);
      await changePassword(context.database, member, readRequestToken(request) ?? '', change);
      return ok(null);
    },
  );

  typed.post(
    '/wps/member/password/email',
    {
      schema: { tags, body: forgotByEmailRequestSchema, response: { 200: successEnvelope(z.null()) } },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      const language = resolveRequestLanguage(request, context.defaultLanguage);
      await resetPasswordByEmail(context.database, context.messageSender, request.body, language);
      return ok(null);
    },
  );

  typed.post(
    '/wps/member/password/verification',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(loginResponseSchema) } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const reset = await openEncryptedBody(context.database, request.body, forgotByPhoneRequestSchema);
      const device = (request.headers['user-agent'] ?? 'unknown').slice(0, 256);
      return ok(
        await resetPasswordByPhone(context.database, reset, { ip: request.ip, device, now: Date.now() }),
      );
    },
  );
}
