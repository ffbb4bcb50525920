import { successEnvelope } from '@plaza/contracts/envelope';
import { claimRaffleRequestSchema, raffleListSchema, raffleSchema } from '@plaza/contracts/raffle';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { registerRelay } from '../../http/relay';
import { requireRealMember } from '../accounts/member-authentication';
import { claimRaffleTickets, listRaffles } from './raffle.service';
import {
  operatorRafflePageSchema,
  operatorRaffleSchema,
  raffleSaveRequestSchema,
} from '@plaza/contracts/rewards-operator';
import { registerOperatorConfigRoutes } from '../operator/operator-config-routes';
import { listOperatorRaffles, saveRaffle } from './raffles-config.service';

/** Raffles: the public list with commitments and results, the member's tickets, and claiming them. */
export function registerRaffleRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['raffle'];
  const handle = context.database;
  const languageOf = (request: FastifyRequest) => resolveRequestLanguage(request, context.defaultLanguage);

  typed.get(
    '/wps/raffles',
    { schema: { tags, response: { 200: successEnvelope(raffleListSchema) } } },
    async (request) => ok(await listRaffles(handle, { language: languageOf(request) })),
  );

  typed.get(
    '/wps/member/raffles',
    { schema: { tags, response: { 200: successEnvelope(raffleListSchema) } }, config: { session: 'member' } },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await listRaffles(handle, { memberId: member.id, language: languageOf(request) }));
    },
  );

  registerRelay(app, {
    name: 'MCS2_claimRafflePromotion',
    input: claimRaffleRequestSchema,
    output: raffleSchema,
    tags,
    isPostOnly: true,
    session: 'member',
    handler: async (input, request) =>
      claimRaffleTickets(
        handle,
        await requireRealMember(handle, request),
        input.raffleId,
        languageOf(request),
      ),
  });

  registerOperatorConfigRoutes(app, context, {
    path: '/ops/raffles',
    tags: ['operator'],
    saveSchema: raffleSaveRequestSchema,
    itemSchema: operatorRaffleSchema,
    pageSchema: operatorRafflePageSchema,
    list: (query, language) => listOperatorRaffles(handle, query, language),
    save: (actor, id, request, language) => saveRaffle(handle, actor, id, request, language),
  });
}
