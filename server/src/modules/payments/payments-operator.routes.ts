import {
  adjustmentIdParamsSchema,
  adjustmentPageSchema,
  adjustmentQuerySchema,
  rejectAdjustmentRequestSchema,
} from '@plaza/contracts/back-office';
import { successEnvelope } from '@plaza/contracts/envelope';
import { adjustmentRequestSchema, adjustmentSchema, memberIdParamsSchema } from '@plaza/contracts/operator';
import {
  depositIdParamsSchema,
  operatorDepositPageSchema,
  operatorDepositQuerySchema,
  operatorDepositSchema,
  rejectDepositRequestSchema,
} from '@plaza/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { requireOperator } from '../operator/operator-authentication';
import {
  adjustMemberBalance,
  approveDeposit,
  listAdjustments,
  listDepositsForOperator,
  rejectDeposit,
  reviewAdjustment,
} from './payments-operator.service';

/** The operator's side of deposits (review) and balance adjustments; every action is audited. */
export function registerPaymentsOperatorRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const languageOf = (request: Parameters<typeof resolveRequestLanguage>[0]) =>
    resolveRequestLanguage(request, context.defaultLanguage);

  typed.get(
    '/ops/deposits',
    {
      schema: {
        tags,
        querystring: operatorDepositQuerySchema,
        response: { 200: successEnvelope(operatorDepositPageSchema) },
      },
      config: { session: 'operator', permission: 'finance.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listDepositsForOperator(context.database, request.query, languageOf(request)));
    },
  );

  typed.post(
    '/ops/deposits/:id/approve',
    {
      schema: {
        tags,
        params: depositIdParamsSchema,
        response: { 200: successEnvelope(operatorDepositSchema) },
      },
      config: { session: 'operator', permission: 'finance.act' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(
        await approveDeposit(context.database, operator, Number(request.params.id), languageOf(request)),
      );
    },
  );

  typed.post(
    '/ops/deposits/:id/reject',
    {
      schema: {
        tags,
        params: depositIdParamsSchema,
        body: rejectDepositRequestSchema,
        response: { 200: successEnvelope(operatorDepositSchema) },
      },
      config: { session: 'operator', permission: 'finance.act' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(
        await rejectDeposit(
          context.database,
          operator,
          Number(request.params.id),
          request.body.reason,
          languageOf(request),
        ),
      );
    },
  );

  typed.post(
    '/ops/members/:memberId/adjustments',
    {
      schema: {
        tags,
        params: memberIdParamsSchema,
        body: adjustmentRequestSchema,
        response: { 200: successEnvelope(adjustmentSchema) },
      },
      config: { session: 'operator', permission: 'finance.act' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await adjustMemberBalance(context.database, operator, request.params.memberId, request.body));
    },
  );

  typed.get(
    '/ops/adjustments',
    {
      schema: {
        tags,
        querystring: adjustmentQuerySchema,
        response: { 200: successEnvelope(adjustmentPageSchema) },
      },
      config: { session: 'operator', permission: 'finance.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listAdjustments(context.database, request.query));
    },
  );

  typed.post(
    '/ops/adjustments/:adjustmentId/approve',
    {
      schema: {
        tags,
        params: adjustmentIdParamsSchema,
        response: { 200: successEnvelope(adjustmentSchema) },
      },
      config: { session: 'operator', permission: 'finance.act' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(
        await reviewAdjustment(context.database, operator, request.params.adjustmentId, { approve: true }),
      );
    },
  );

  typed.post(
    '/ops/adjustments/:adjustmentId/reject',
    {
      schema: {
        tags,
        params: adjustmentIdParamsSchema,
        body: rejectAdjustmentRequestSchema,
        response: { 200: successEnvelope(adjustmentSchema) },
      },
      config: { session: 'operator', permission: 'finance.act' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(
        await reviewAdjustment(context.database, operator, request.params.adjustmentId, {
          approve: false,
          reason: request.body.reason,
        }),
      );
    },
  );
}
