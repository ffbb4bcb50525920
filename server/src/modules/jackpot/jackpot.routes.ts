import { successEnvelope } from '@plaza/contracts/envelope';
import { jackpotSchema } from '@plaza/contracts/jackpot';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { getJackpot } from './jackpot.service';

/** The progressive jackpot's public view (docs/decisions/081-progressive-jackpot.md). */
export function registerJackpotRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/lgw/jackpot',
    {
      schema: {
        tags: ['games'],
        summary: 'The progressive jackpot now: its amount, rules and latest wins (public)',
        response: { 200: successEnvelope(jackpotSchema) },
      },
    },
    async () => ok(await getJackpot(context.database)),
  );
}
