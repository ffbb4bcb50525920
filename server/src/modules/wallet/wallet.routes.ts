import { successEnvelope } from '@plaza/contracts/envelope';
import { balanceSchema } from '@plaza/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireMember } from '../accounts/member-authentication';
import { getMemberBalance } from './wallet.service';

/** The member's wallets. */
export function registerWalletRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/wps/v2/wallets/balance',
    {
      schema: { tags: ['wallet'], response: { 200: successEnvelope(balanceSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireMember(context.database, request);
      return ok(await getMemberBalance(context.database, member.id));
    },
  );
}
