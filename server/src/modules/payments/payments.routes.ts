import { successEnvelope } from '@plaza/contracts/envelope';
import {
  depositRecordPageSchema,
  depositRecordsQuerySchema,
  depositRequestSchema,
  depositResponseSchema,
  paymentChannelListSchema,
} from '@plaza/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { requireRealMember } from '../accounts/member-authentication';
import { createDeposit, listMemberDeposits, listPaymentChannels } from './payments.service';

/** The member's deposits: channels, a new deposit, the deposit records (trial members get need.true.account). */
export function registerPaymentsRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  typed.get(
    '/wps/payment/channels',
    {
      schema: { tags, response: { 200: successEnvelope(paymentChannelListSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      await requireRealMember(context.database, request);
      return ok(
        await listPaymentChannels(context.database, resolveRequestLanguage(request, context.defaultLanguage)),
      );
    },
  );

  typed.post(
    '/wps/payment/deposit',
    {
      schema: { tags, body: depositRequestSchema, response: { 200: successEnvelope(depositResponseSchema) } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(context.database, request);
      return ok(await createDeposit(context.database, member.id, request.body));
    },
  );

  typed.get(
    '/wps/payment/deposits',
    {
      schema: {
        tags,
        querystring: depositRecordsQuerySchema,
        response: { 200: successEnvelope(depositRecordPageSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(context.database, request);
      return ok(
        await listMemberDeposits(
          context.database,
          member.id,
          request.query,
          resolveRequestLanguage(request, context.defaultLanguage),
        ),
      );
    },
  );
}
