import {
  betRecordPageSchema,
  betRecordQuerySchema,
  dailyBetTotalsQuerySchema,
  dailyBetTotalsSchema,
} from '@plaza/contracts/bets';
import { readVendorCode, writeVassalage } from '@plaza/contracts/catalogue';
import { successEnvelope } from '@plaza/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { requireRealMember } from '../accounts/member-authentication';
import { getDailyBetTotals, listBetRecords } from './bets.service';

/**
 * The member's betting record (personalHistoryCopy) and daily totals; trial members are refused. The wire's
 * `vassalage` is the service's `vendorCode` (contracts/src/catalogue.ts).
 */
export function registerBetsRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['records'];

  typed.get(
    '/wps/member/bets',
    {
      schema: {
        tags,
        summary: 'Betting record: bets at every vendor with their settlement, and the totals of the range',
        querystring: betRecordQuerySchema,
        response: { 200: successEnvelope(betRecordPageSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(context.database, request);
      const language = resolveRequestLanguage(request, context.defaultLanguage);
      const page = await listBetRecords(context.database, member.id, readVendorCode(request.query), language);
      return ok({ ...page, content: page.content.map(writeVassalage) });
    },
  );

  typed.get(
    '/wps/member/bets/daily',
    {
      schema: {
        tags,
        summary: 'Betting totals per report day',
        querystring: dailyBetTotalsQuerySchema,
        response: { 200: successEnvelope(dailyBetTotalsSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(context.database, request);
      return ok(await getDailyBetTotals(context.database, member.id, readVendorCode(request.query)));
    },
  );
}
