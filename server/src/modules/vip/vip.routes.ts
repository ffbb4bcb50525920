import { successEnvelope } from '@plaza/contracts/envelope';
import { promotionStateSchema } from '@plaza/contracts/promotions';
import { vipLevelsSchema, vipLevelsUpdateSchema, vipStatusSchema } from '@plaza/contracts/vip';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireMember, requireRealMember } from '../accounts/member-authentication';
import { requireOperator } from '../operator/operator-authentication';
import { getPromotionState } from '../promotions/promotions.service';
import { getVipLevels, getVipState, getVipStatus, setVipLevels } from './vip.service';

/** The VIP page, the public state (the reward center's badge and the VIP standing) and the operator's ladder. */
export function registerVipRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['vip'];
  const handle = context.database;

  typed.get(
    '/wps/member/promotion-state',
    {
      schema: { tags, response: { 200: successEnvelope(promotionStateSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireMember(handle, request);
      return ok({
        ...(await getPromotionState(handle, member.id)),
        ...(await getVipState(handle, member.id)),
      });
    },
  );

  typed.get(
    '/wps/member/vip',
    {
      schema: { tags, response: { 200: successEnvelope(vipStatusSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await getVipStatus(handle, member.id));
    },
  );

  typed.get(
    '/ops/vip/levels',
    {
      schema: { tags: ['operator'], response: { 200: successEnvelope(vipLevelsSchema) } },
      config: { session: 'operator', permission: 'rewards.configure' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await getVipLevels(handle));
    },
  );

  typed.put(
    '/ops/vip/levels',
    {
      schema: {
        tags: ['operator'],
        body: vipLevelsUpdateSchema,
        response: { 200: successEnvelope(vipLevelsSchema) },
      },
      config: { session: 'operator', permission: 'rewards.configure' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await setVipLevels(handle, operator, request.body));
    },
  );
}
