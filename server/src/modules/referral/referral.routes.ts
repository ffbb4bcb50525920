import { successEnvelope } from '@plaza/contracts/envelope';
import {
  referralFriendPageSchema,
  referralFriendQuerySchema,
  referralRulesSchema,
  referralSummarySchema,
} from '@plaza/contracts/referral';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireRealMember } from '../accounts/member-authentication';
import { requireOperator } from '../operator/operator-authentication';
import {
  getReferralRules,
  getReferralSummary,
  listReferralFriends,
  setReferralRules,
} from './referral.service';

/** Invite friends: the member's link and friends, and the operator's rules. */
export function registerReferralRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['referral'];
  const handle = context.database;

  typed.get(
    '/wps/member/referral',
    {
      schema: { tags, response: { 200: successEnvelope(referralSummarySchema) } },
      config: { session: 'member' },
    },
    async (request) => ok(await getReferralSummary(handle, await requireRealMember(handle, request))),
  );

  typed.get(
    '/wps/member/referral/friends',
    {
      schema: {
        tags,
        querystring: referralFriendQuerySchema,
        response: { 200: successEnvelope(referralFriendPageSchema) },
      },
      config: { session: 'member' },
    },
    async (request) =>
      ok(await listReferralFriends(handle, await requireRealMember(handle, request), request.query)),
  );

  typed.get(
    '/ops/referral/rules',
    {
      schema: { tags: ['operator'], response: { 200: successEnvelope(referralRulesSchema) } },
      config: { session: 'operator', permission: 'rewards.configure' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await getReferralRules(handle));
    },
  );

  typed.put(
    '/ops/referral/rules',
    {
      schema: {
        tags: ['operator'],
        body: referralRulesSchema,
        response: { 200: successEnvelope(referralRulesSchema) },
      },
      config: { session: 'operator', permission: 'rewards.configure' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await setReferralRules(handle, operator, request.body));
    },
  );
}
