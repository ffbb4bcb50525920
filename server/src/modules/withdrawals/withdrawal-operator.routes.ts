import { successEnvelope } from '@plaza/contracts/envelope';
import {
  approveWithdrawalRequestSchema,
  disburseWithdrawalRequestSchema,
  operatorWithdrawalPageSchema,
  operatorWithdrawalQuerySchema,
  operatorWithdrawalSchema,
  payoutParamsSchema,
  rejectWithdrawalRequestSchema,
  resolvePayoutRequestSchema,
  withdrawalIdParamsSchema,
} from '@plaza/contracts/withdrawals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireOperator } from '../operator/operator-authentication';
import {
  approveWithdrawal,
  disburseWithdrawal,
  getOperatorWithdrawal,
  listOperatorWithdrawals,
  rejectWithdrawal,
  resolvePayout,
} from './withdrawal-operator.service';
import { readProofImage } from './withdrawals.service';

/**
 * The back office's withdrawals (/ops/withdrawals…): list and read for every operator; approve, reject,
 * disburse and settle a dispute for the roles that move money. Each action is audited in its own transaction.
 */
export function registerWithdrawalOperatorRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const handle = context.database;
  const response = { 200: successEnvelope(operatorWithdrawalSchema) };

  typed.get(
    '/ops/withdrawals',
    {
      schema: {
        tags,
        querystring: operatorWithdrawalQuerySchema,
        response: { 200: successEnvelope(operatorWithdrawalPageSchema) },
      },
      config: { session: 'operator', permission: 'finance.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listOperatorWithdrawals(handle, request.query));
    },
  );

  typed.get(
    '/ops/withdrawals/:id',
    {
      schema: { tags, params: withdrawalIdParamsSchema, response },
      config: { session: 'operator', permission: 'finance.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await getOperatorWithdrawal(handle, request.params.id));
    },
  );

  typed.post(
    '/ops/withdrawals/:id/approve',
    {
      schema: { tags, params: withdrawalIdParamsSchema, body: approveWithdrawalRequestSchema, response },
      config: { session: 'operator', permission: 'finance.act' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await approveWithdrawal(handle, operator, request.params.id, request.body.remark));
    },
  );

  typed.post(
    '/ops/withdrawals/:id/reject',
    {
      schema: { tags, params: withdrawalIdParamsSchema, body: rejectWithdrawalRequestSchema, response },
      config: { session: 'operator', permission: 'finance.act' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await rejectWithdrawal(handle, operator, request.params.id, request.body.reason));
    },
  );

  typed.post(
    '/ops/withdrawals/:id/disburse',
    {
      schema: { tags, params: withdrawalIdParamsSchema, body: disburseWithdrawalRequestSchema, response },
      config: { session: 'operator', permission: 'finance.act' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await disburseWithdrawal(handle, operator, request.params.id, request.body));
    },
  );

  typed.post(
    '/ops/withdrawals/:id/payouts/:payoutId/resolve',
    {
      schema: { tags, params: payoutParamsSchema, body: resolvePayoutRequestSchema, response },
      config: { session: 'operator', permission: 'finance.act' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(
        await resolvePayout(handle, operator, request.params.id, request.params.payoutId, request.body),
      );
    },
  );

  typed.get(
    '/ops/withdrawals/proofs/:id',
    {
      schema: { tags, params: withdrawalIdParamsSchema },
      config: { session: 'operator', permission: 'finance.read' },
    },
    async (request, reply) => {
      await requireOperator(request, context);
      const proof = await readProofImage(handle, request.params.id);
      return reply.type(proof.contentType).header('Cache-Control', 'private, no-store').send(proof.bytes);
    },
  );
}
