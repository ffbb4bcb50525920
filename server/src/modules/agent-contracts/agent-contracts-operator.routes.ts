import {
  approvalSchema,
  contractListQuerySchema,
  contractPageSchema,
  contractParamsSchema,
  contractSchema,
  operatorEndSchema,
  operatorSettlementQuerySchema,
  settleRequestSchema,
  settleResultSchema,
  settlementPageSchema,
  settlementParamsSchema,
  settlementSchema,
} from '@plaza/contracts/agent-contracts';
import { successEnvelope } from '@plaza/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireOperator } from '../operator/operator-authentication';
import { endContractAsOperator, listContracts } from './agent-contracts.service';
import { decideDividend, listSettlementsAsOperator, settleAsOperator } from './contract-settlement.service';

/** The operator's side of contracts: every contract, ending any, every bill (the dividend queue), dividend approval, a settlement run (audited). */
export function registerAgentContractsOperatorRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const handle = context.database;

  typed.get(
    '/ops/contracts',
    {
      schema: {
        tags,
        querystring: contractListQuerySchema,
        response: { 200: successEnvelope(contractPageSchema) },
      },
      config: { session: 'operator', permission: 'members.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listContracts(handle, undefined, request.query));
    },
  );

  typed.get(
    '/ops/contracts/settlements',
    {
      schema: {
        tags,
        querystring: operatorSettlementQuerySchema,
        response: { 200: successEnvelope(settlementPageSchema) },
      },
      config: { session: 'operator', permission: 'members.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listSettlementsAsOperator(handle, request.query));
    },
  );

  typed.post(
    '/ops/contracts/:contractId/end',
    {
      schema: {
        tags,
        params: contractParamsSchema,
        body: operatorEndSchema,
        response: { 200: successEnvelope(contractSchema) },
      },
      config: { session: 'operator', permission: 'contracts.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context, ['ADMIN', 'FINANCE']);
      return ok(
        await endContractAsOperator(handle, operator, request.params.contractId, request.body.reason),
      );
    },
  );

  typed.post(
    '/ops/contracts/settlements/:id/approve',
    {
      schema: {
        tags,
        params: settlementParamsSchema,
        body: approvalSchema,
        response: { 200: successEnvelope(settlementSchema) },
      },
      config: { session: 'operator', permission: 'contracts.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context, ['ADMIN', 'FINANCE']);
      return ok(await decideDividend(handle, operator, request.params.id, request.body.approve));
    },
  );

  typed.post(
    '/ops/contracts/settle',
    {
      schema: { tags, body: settleRequestSchema, response: { 200: successEnvelope(settleResultSchema) } },
      config: { session: 'operator', permission: 'contracts.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context, ['ADMIN', 'FINANCE']);
      const at = request.body.at === undefined ? undefined : Date.parse(request.body.at);
      return ok(await settleAsOperator(handle, operator, request.body.kind, at));
    },
  );
}
