import { smsCodeResponseSchema } from '@plaza/contracts/accounts';
import { encryptedPayloadSchema } from '@plaza/contracts/encryption';
import { successEnvelope } from '@plaza/contracts/envelope';
import {
  changePaymentPasswordRequestSchema,
  paymentPasswordStatusSchema,
  resetPaymentPasswordRequestSchema,
  setPaymentPasswordRequestSchema,
} from '@plaza/contracts/withdrawals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { requireRealMember } from '../accounts/member-authentication';
import { openEncryptedBody } from '../encryption/encryption.service';
import {
  changePaymentPassword,
  getPaymentPasswordStatus,
  resetPaymentPassword,
  sendPaymentPasswordResetCode,
  setPaymentPassword,
} from './payment-password.service';

/** Guessing is limited per member by the lock; this caps one address's calls as well. */
export const SECRET_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * The member's payment password: status, set, change, reset by SMS; real members only (trial members get 403
 * need.true.account). Calls that carry a secret are encrypted (E).
 */
export function registerPaymentPasswordRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['withdrawals'];
  const handle = context.database;

  typed.get(
    '/wps/member/paymentPassword',
    {
      schema: { tags, response: { 200: successEnvelope(paymentPasswordStatusSchema) } },
      config: { session: 'member' },
    },
    async (request) => ok(await getPaymentPasswordStatus(handle, await requireRealMember(handle, request))),
  );

  typed.post(
    '/wps/member/paymentPassword',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(z.null()) } },
      config: { ...SECRET_RATE_LIMIT, session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      await setPaymentPassword(
        handle,
        member,
        await openEncryptedBody(handle, request.body, setPaymentPasswordRequestSchema),
      );
      return ok(null);
    },
  );

  typed.post(
    '/wps/member/paymentPassword/change',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(z.null()) } },
      config: { ...SECRET_RATE_LIMIT, session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      await changePaymentPassword(
        handle,
        member,
        await openEncryptedBody(handle, request.body, changePaymentPasswordRequestSchema),
      );
      return ok(null);
    },
  );

  typed.post(
    '/wps/member/paymentPassword/sms',
    {
      schema: { tags, response: { 200: successEnvelope(smsCodeResponseSchema) } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(
        await sendPaymentPasswordResetCode(
          handle,
          context.messageSender,
          member,
          resolveRequestLanguage(request, context.defaultLanguage),
        ),
      );
    },
  );

  typed.post(
    '/wps/member/paymentPassword/reset',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(z.null()) } },
      config: { ...SECRET_RATE_LIMIT, session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      await resetPaymentPassword(
        handle,
        member,
        await openEncryptedBody(handle, request.body, resetPaymentPasswordRequestSchema),
      );
      return ok(null);
    },
  );
}
