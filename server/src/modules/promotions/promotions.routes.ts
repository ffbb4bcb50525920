import { successEnvelope } from '@plaza/contracts/envelope';
import {
  promotionIdParamsSchema,
  promotionJoinRequestSchema,
  promotionListQuerySchema,
  promotionListSchema,
  promotionSchema,
  rewardIdParamsSchema,
  rewardPageSchema,
  rewardQuerySchema,
  rewardRequestFieldsSchema,
  rewardSchema,
} from '@plaza/contracts/promotions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { readImageForm, registerImageFormScope } from '../../http/uploaded-image';
import { registerRelay } from '../../http/relay';
import { requireMember, requireRealMember } from '../accounts/member-authentication';
import { registerPromotionsOperatorRoutes } from './promotions-operator.routes';
import {
  claimReward,
  getPromotion,
  joinPromotion,
  listPromotions,
  listRewards,
  requestReward,
} from './promotions.service';

/** Reads a reward request: its fields and up to 3 files named `image`, each checked by its first bytes. */
async function readRewardRequest(request: FastifyRequest) {
  const { fields, images } = await readImageForm(request, 'image', rewardRequestFieldsSchema);
  return { promotionId: Number(fields.promotionId), remark: fields.remark, images };
}

/**
 * Promotions (public list and detail, the member's statuses), joining sign-up promotions and requesting their
 * reward, the reward center (its badge is in the public state the vip module answers). Also registers the module's operator routes.
 */
export function registerPromotionsRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['promotions'];
  const handle = context.database;
  const languageOf = (request: FastifyRequest) => resolveRequestLanguage(request, context.defaultLanguage);

  registerPromotionsOperatorRoutes(app, context);

  typed.get(
    '/wps/promotions',
    {
      schema: {
        tags,
        querystring: promotionListQuerySchema,
        response: { 200: successEnvelope(promotionListSchema) },
      },
    },
    async (request) =>
      ok(await listPromotions(handle, { type: request.query.type, language: languageOf(request) })),
  );

  typed.get(
    '/wps/promotions/:id',
    {
      schema: { tags, params: promotionIdParamsSchema, response: { 200: successEnvelope(promotionSchema) } },
    },
    async (request) =>
      ok(await getPromotion(handle, { id: request.params.id, language: languageOf(request) })),
  );

  typed.get(
    '/wps/member/promotions',
    {
      schema: {
        tags,
        querystring: promotionListQuerySchema,
        response: { 200: successEnvelope(promotionListSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireMember(handle, request);
      return ok(
        await listPromotions(handle, {
          type: request.query.type,
          memberId: member.id,
          language: languageOf(request),
        }),
      );
    },
  );

  typed.get(
    '/wps/member/promotions/:id',
    {
      schema: { tags, params: promotionIdParamsSchema, response: { 200: successEnvelope(promotionSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireMember(handle, request);
      return ok(
        await getPromotion(handle, {
          id: request.params.id,
          memberId: member.id,
          language: languageOf(request),
        }),
      );
    },
  );

  registerRelay(app, {
    name: 'MCSFE_signUpPromotionJoin',
    input: promotionJoinRequestSchema,
    output: promotionSchema,
    tags,
    isPostOnly: true,
    session: 'member',
    handler: async (input, request) =>
      joinPromotion(handle, await requireRealMember(handle, request), input.promotionId, languageOf(request)),
  });

  // Multipart is parsed only in this scope.
  registerImageFormScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/wps/relay/MCSFE_signUpRequestReward',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'multipart/form-data: promotionId, remark (at most 140 characters) and up to 3 files named image ' +
            '(png or jpg, at most 5 MB each).',
          response: { 200: successEnvelope(promotionSchema) },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' }, session: 'member' },
      },
      async (request) => {
        const member = await requireRealMember(handle, request);
        const reward = await readRewardRequest(request);
        return ok(await requestReward(handle, member, reward, languageOf(request)));
      },
    );
  });

  typed.get(
    '/wps/member/rewards',
    {
      schema: { tags, querystring: rewardQuerySchema, response: { 200: successEnvelope(rewardPageSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await listRewards(handle, member.id, request.query, languageOf(request)));
    },
  );

  typed.post(
    '/wps/member/rewards/:id/claim',
    {
      schema: { tags, params: rewardIdParamsSchema, response: { 200: successEnvelope(rewardSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await claimReward(handle, member, Number(request.params.id), languageOf(request)));
    },
  );
}
