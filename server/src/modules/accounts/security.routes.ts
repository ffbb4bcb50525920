import { successEnvelope } from '@plaza/contracts/envelope';
import { profileUpdateSchema, securityOverviewSchema } from '@plaza/contracts/my-account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireRealMember } from './member-authentication';
import { getSecurityOverview, updateProfile } from './security.service';

/** My account (docs/product/my-account.md): the security center's overview and the profile's editable fields. */
export function registerSecurityRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const handle = context.database;
  const response = { 200: successEnvelope(securityOverviewSchema) };

  typed.get(
    '/wps/member/security',
    { schema: { tags, response }, config: { session: 'member' } },
    async (request) => ok(await getSecurityOverview(handle, await requireRealMember(handle, request))),
  );

  typed.post(
    '/wps/member/profile',
    { schema: { tags, body: profileUpdateSchema, response }, config: { session: 'member' } },
    async (request) =>
      ok(await updateProfile(handle, await requireRealMember(handle, request), request.body)),
  );
}
