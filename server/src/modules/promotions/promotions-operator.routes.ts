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
  promotionCoverSchema,
  promotionSaveRequestSchema,
} from '@plaza/contracts/rewards-operator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/app-error';
import { resolveRequestLanguage } from '../../http/language';
import { readImageForm, registerImageFormScope } from '../../http/uploaded-image';
import { requireOperator } from '../operator/operator-authentication';
import {
  createPromotion,
  endOperatorPromotion,
  listOperatorPromotions,
  readPromotionCover,
  updateOperatorPromotion,
  uploadPromotionCover,
} from './promotions-config.service';
import {
  approveRewardRequest,
  listRewardRequests,
  readRequestImage,
  rejectRewardRequest,
} from './promotions-operator.service';

/** A promotion picture's upload has no text field. */
const emptyFieldsSchema = z.object({});

/**
 * The operator's promotions (list, create, edit, end, pictures uploaded and served to everyone) and the review of
 * sign-up promotions' reward requests; every change and decision is audited.
 */
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

  // Multipart is parsed only in this scope.
  registerImageFormScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/ops/promotions/covers',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: 'multipart/form-data: one file named image (png or jpg, at most 5 MB).',
          response: { 200: successEnvelope(promotionCoverSchema) },
        },
        config: { session: 'operator', permission: 'rewards.configure' },
      },
      async (request) => {
        const operator = await requireOperator(request, context);
        const { images } = await readImageForm(request, 'image', emptyFieldsSchema);
        const [image] = images;
        if (image === undefined || images.length > 1) {
          throw new AppError('upload.invalid');
        }
        return ok(await uploadPromotionCover(handle, operator, image));
      },
    );
  });

  typed.get(
    '/wps/promotions/covers/:id',
    { schema: { tags: ['promotions'], params: configIdParamsSchema } },
    async (request, reply) => {
      const image = await readPromotionCover(handle, request.params.id);
      // An upload's address never names other bytes: kept by browsers and caches for a year.
      return reply
        .type(image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
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
