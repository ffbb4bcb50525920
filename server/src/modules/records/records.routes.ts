import { successEnvelope } from '@plaza/contracts/envelope';
import {
  bonusPageSchema,
  bonusQuerySchema,
  profitQuerySchema,
  profitSchema,
  transactionPageSchema,
  transactionQuerySchema,
} from '@plaza/contracts/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireRealMember } from '../accounts/member-authentication';
import { getProfit, listBonuses, listTransactions } from './records.service';

/** Member-center records: account record, personal profit and loss, bonus details (trial members refused). */
export function registerRecordsRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['records'];

  typed.get(
    '/wps/member/transactions',
    {
      schema: {
        tags,
        querystring: transactionQuerySchema,
        response: { 200: successEnvelope(transactionPageSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(context.database, request);
      return ok(await listTransactions(context.database, member.id, request.query));
    },
  );

  typed.get(
    '/wps/member/profit',
    {
      schema: { tags, querystring: profitQuerySchema, response: { 200: successEnvelope(profitSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(context.database, request);
      return ok(await getProfit(context.database, member.id, request.query));
    },
  );

  typed.get(
    '/wps/member/bonuses',
    {
      schema: { tags, querystring: bonusQuerySchema, response: { 200: successEnvelope(bonusPageSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(context.database, request);
      return ok(await listBonuses(context.database, member.id, request.query));
    },
  );
}
