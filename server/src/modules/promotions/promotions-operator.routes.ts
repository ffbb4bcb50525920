import { successEnvelope } from '@plaza/contracts/envelope';
import { MONEY_OPERATOR_ROLES } from '@plaza/contracts/operator';
import {
  operatorRewardRequestPageSchema,
  operatorRewardRequestQuerySchema,
  operatorRewardRequestSchema,
  rejectRewardRequestSchema,
  rewardRequestIdParamsSchema,
  rewardRequestImageParamsSchema,
} from '@plaza/contracts/promotions';
import {
  configIdParamsSchema,
  operatorPromotionPageSchema,
  operatorPromotionQuerySchema,
  operatorPromotionSchema,
  promotionSaveRequestSchema,
} from '@plaza/contracts/rewards-operator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { requireOperator } from '../operator/operator-authentication';
import {
  createPromotion,
  endOperatorPromotion,
  listOperatorPromotions,
  updateOperatorPromotion,
} from './promotions-config.service';
import {
  approveRewardRequest,
  listRewardRequests,
  readRequestImage,
  rejectRewardRequest,
} from './promotions-operator.service';

/** The operator's review of sign-up promotions' reward requests; every decision is audited. */
export function registerPromotionsOperatorRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const handle = context.database;
  const languageOf = (request: FastifyRequest) => resolveRequestLanguage(request, context.defaultLanguage);

  typed.get(
    '/ops/promotions/requests',
    {
      schema: {
        tags,
        querystring: operatorRewardRequestQuerySchema,
        response: { 200: successEnvelope(operatorRewardRequestPageSchema) },
      },
      config: { session: 'operator', permission: 'promotions.review' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listRewardRequests(handle, request.query, languageOf(request)));
    },
  );

  typed.get(
    '/ops/promotions/requests/:id/images/:sequence',
    {
      schema: { tags, params: rewardRequestImageParamsSchema },
      config: { session: 'operator', permission: 'promotions.review' },
    },
    async (request, reply) => {
      await requireOperator(request, context);
      const image = await readRequestImage(handle, Number(request.params.id), request.params.sequence);
      return reply.type(image.contentType).header('Cache-Control', 'private, max-age=3600').send(image.bytes);
    },
  );

  typed.post(
    '/ops/promotions/requests/:id/approve',
    {
      schema: {
        tags,
        params: rewardRequestIdParamsSchema,
        response: { 200: successEnvelope(operatorRewardRequestSchema) },
      },
      config: { session: 'operator', permission: 'promotions.review' },
    },
    async (request) => {
      const operator = await requireOperator(request, context, MONEY_OPERATOR_ROLES);
      return ok(await approveRewardRequest(handle, operator, Number(request.params.id), languageOf(request)));
    },
  );

  typed.post(
    '/ops/promotions/requests/:id/reject',
    {
      schema: {
        tags,
        params: rewardRequestIdParamsSchema,
        body: rejectRewardRequestSchema,
        response: { 200: successEnvelope(operatorRewardRequestSchema) },
      },
      config: { session: 'operator', permission: 'promotions.review' },
    },
    async (request) => {
      const operator = await requireOperator(request, context, MONEY_OPERATOR_ROLES);
      return ok(
        await rejectRewardRequest(
          handle,
          operator,
          Number(request.params.id),
          request.body.reason,
          languageOf(request),
        ),
      );
    },
  );

  typed.get(
    '/ops/promotions',
    {
      schema: {
        tags,
        querystring: operatorPromotionQuerySchema,
        response: { 200: successEnvelope(operatorPromotionPageSchema) },
      },
      config: { session: 'operator', permission: 'rewards.configure' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listOperatorPromotions(handle, request.query, languageOf(request)));
    },
  );

  typed.post(
    '/ops/promotions',
    {
      schema: {
        tags,
        body: promotionSaveRequestSchema,
        response: { 200: successEnvelope(operatorPromotionSchema) },
      },
      config: { session: 'operator', permission: 'rewards.configure' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await createPromotion(handle, operator, request.body, languageOf(request)));
    },
  );

  typed.put(
    '/ops/promotions/:id',
    {
      schema: {
        tags,
        params: configIdParamsSchema,
        body: promotionSaveRequestSchema,
        response: { 200: successEnvelope(operatorPromotionSchema) },
      },
      config: { session: 'operator', permission: 'rewards.configure' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(
        await updateOperatorPromotion(handle, operator, request.params.id, request.body, languageOf(request)),
      );
    },
  );

  typed.post(
    '/ops/promotions/:id/end',
    {
      schema: {
        tags,
        params: configIdParamsSchema,
        response: { 200: successEnvelope(operatorPromotionSchema) },
      },
      config: { session: 'operator', permission: 'rewards.configure' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await endOperatorPromotion(handle, operator, request.params.id, languageOf(request)));
    },
  );
}
