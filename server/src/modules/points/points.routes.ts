import { encryptedPayloadSchema } from '@plaza/contracts/encryption';
import { successEnvelope } from '@plaza/contracts/envelope';
import { MONEY_OPERATOR_ROLES } from '@plaza/contracts/operator';
import {
  convertPointRequestSchema,
  operatorPointRedemptionPageSchema,
  operatorPointRedemptionQuerySchema,
  operatorPointRedemptionSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointConversionSchema,
  pointPageQuerySchema,
  pointRecordPageSchema,
  pointRedemptionIdParamsSchema,
  pointRedemptionPageSchema,
  pointRedemptionSchema,
  pointRewardListSchema,
  redeemPointRequestSchema,
  rejectPointRedemptionSchema,
} from '@plaza/contracts/points';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { registerRelay } from '../../http/relay';
import { requireRealMember } from '../accounts/member-authentication';
import { openEncryptedBody } from '../encryption/encryption.service';
import { requireOperator } from '../operator/operator-authentication';
import { approveRedemption, listRedemptionsForReview, rejectRedemption } from './points-operator.service';
import {
  convertPoints,
  getPointBalance,
  getPointConfig,
  listPointRecords,
  listPointRedemptions,
  listPointRewards,
  redeemPointReward,
} from './points.service';
import {
  operatorPointRewardPageSchema,
  operatorPointRewardSchema,
  pointRewardSaveRequestSchema,
} from '@plaza/contracts/rewards-operator';
import { registerOperatorConfigRoutes } from '../operator/operator-config-routes';
import { listOperatorPointRewards, savePointReward } from './points-config.service';

const emptyInputSchema = z.object({});

/** Points (PTSYS3): the balance, rates, mall, redeem history and details, redeeming and converting; the operator's decisions. */
export function registerPointsRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['points'];
  const handle = context.database;
  const languageOf = (request: FastifyRequest) => resolveRequestLanguage(request, context.defaultLanguage);
  const memberOf = (request: FastifyRequest) => requireRealMember(handle, request);

  registerRelay(app, {
    name: 'MCS2_getPointBalance',
    input: emptyInputSchema,
    output: pointBalanceSchema,
    tags,
    session: 'member',
    handler: async (_input, request) => getPointBalance(handle, (await memberOf(request)).id),
  });

  registerRelay(app, {
    name: 'MCS2_getPointConfig',
    input: emptyInputSchema,
    output: pointConfigSchema,
    tags,
    session: 'member',
    handler: async (_input, request) => {
      await memberOf(request);
      return getPointConfig(handle);
    },
  });

  registerRelay(app, {
    name: 'MCS2_getPointReward',
    input: emptyInputSchema,
    output: pointRewardListSchema,
    tags,
    session: 'member',
    handler: async (_input, request) =>
      listPointRewards(handle, (await memberOf(request)).id, languageOf(request)),
  });

  registerRelay(app, {
    name: 'MCS2_getRedeemPointList',
    input: pointPageQuerySchema,
    output: pointRedemptionPageSchema,
    tags,
    session: 'member',
    handler: async (input, request) =>
      listPointRedemptions(handle, (await memberOf(request)).id, input, languageOf(request)),
  });

  registerRelay(app, {
    name: 'ODSFE2_MemTransDet',
    input: pointPageQuerySchema,
    output: pointRecordPageSchema,
    tags,
    session: 'member',
    handler: async (input, request) => listPointRecords(handle, (await memberOf(request)).id, input),
  });

  const moneyCall = { session: 'member' as const, rateLimit: { max: 20, timeWindow: '1 minute' } };

  typed.post(
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    {
      schema: {
        tags,
        body: encryptedPayloadSchema,
        response: { 200: successEnvelope(pointRedemptionSchema) },
      },
      config: moneyCall,
    },
    async (request) => {
      const member = await memberOf(request);
      const body = await openEncryptedBody(handle, request.body, redeemPointRequestSchema);
      return ok(await redeemPointReward(handle, member, body, languageOf(request)));
    },
  );

  typed.post(
    '/wps/relay/MCS2_convertPoint',
    {
      schema: {
        tags,
        body: encryptedPayloadSchema,
        response: { 200: successEnvelope(pointConversionSchema) },
      },
      config: moneyCall,
    },
    async (request) => {
      const member = await memberOf(request);
      const body = await openEncryptedBody(handle, request.body, convertPointRequestSchema);
      return ok(await convertPoints(handle, member, body));
    },
  );

  const operatorTags = ['operator'];
  typed.get(
    '/ops/points/redemptions',
    {
      schema: {
        tags: operatorTags,
        querystring: operatorPointRedemptionQuerySchema,
        response: { 200: successEnvelope(operatorPointRedemptionPageSchema) },
      },
      config: { session: 'operator', permission: 'promotions.review' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listRedemptionsForReview(handle, request.query, languageOf(request)));
    },
  );

  typed.post(
    '/ops/points/redemptions/:id/approve',
    {
      schema: {
        tags: operatorTags,
        params: pointRedemptionIdParamsSchema,
        response: { 200: successEnvelope(operatorPointRedemptionSchema) },
      },
      config: { session: 'operator', permission: 'promotions.review' },
    },
    async (request) => {
      const operator = await requireOperator(request, context, MONEY_OPERATOR_ROLES);
      return ok(await approveRedemption(handle, operator, Number(request.params.id), languageOf(request)));
    },
  );

  typed.post(
    '/ops/points/redemptions/:id/reject',
    {
      schema: {
        tags: operatorTags,
        params: pointRedemptionIdParamsSchema,
        body: rejectPointRedemptionSchema,
        response: { 200: successEnvelope(operatorPointRedemptionSchema) },
      },
      config: { session: 'operator', permission: 'promotions.review' },
    },
    async (request) => {
      const operator = await requireOperator(request, context, MONEY_OPERATOR_ROLES);
      return ok(
        await rejectRedemption(
          handle,
          operator,
          Number(request.params.id),
          request.body.reason,
          languageOf(request),
        ),
      );
    },
  );

  registerOperatorConfigRoutes(app, context, {
    path: '/ops/points/rewards',
    tags: ['operator'],
    saveSchema: pointRewardSaveRequestSchema,
    itemSchema: operatorPointRewardSchema,
    pageSchema: operatorPointRewardPageSchema,
    list: (query, language) => listOperatorPointRewards(handle, query, language),
    save: (actor, id, request, language) => savePointReward(handle, actor, id, request, language),
  });
}
