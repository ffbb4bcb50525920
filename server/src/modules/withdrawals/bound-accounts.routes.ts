import { encryptedPayloadSchema } from '@plaza/contracts/encryption';
import { successEnvelope } from '@plaza/contracts/envelope';
import {
  bindAccountRequestSchema,
  boundAccountSchema,
  boundAccountsSchema,
  unbindAccountRequestSchema,
} from '@plaza/contracts/withdrawals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireRealMember } from '../accounts/member-authentication';
import { openEncryptedBody } from '../encryption/encryption.service';
import { bindAccount, listBoundAccounts, unbindAccount } from './bound-accounts.service';
import { SECRET_RATE_LIMIT } from './payment-password.routes';

/** The member's bound bank accounts and e-wallets: list, bind and unbind (E, with the payment password). */
export function registerBoundAccountRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['withdrawals'];
  const handle = context.database;

  typed.get(
    '/wps/member/boundAccounts',
    {
      schema: { tags, response: { 200: successEnvelope(boundAccountsSchema) } },
      config: { session: 'member' },
    },
    async (request) => ok(await listBoundAccounts(handle, await requireRealMember(handle, request))),
  );

  typed.post(
    '/wps/member/boundAccounts',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(boundAccountSchema) } },
      config: { ...SECRET_RATE_LIMIT, session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(
        await bindAccount(
          handle,
          member,
          await openEncryptedBody(handle, request.body, bindAccountRequestSchema),
        ),
      );
    },
  );

  typed.post(
    '/wps/member/boundAccounts/unbind',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(z.null()) } },
      config: { ...SECRET_RATE_LIMIT, session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      await unbindAccount(
        handle,
        member,
        await openEncryptedBody(handle, request.body, unbindAccountRequestSchema),
      );
      return ok(null);
    },
  );
}
