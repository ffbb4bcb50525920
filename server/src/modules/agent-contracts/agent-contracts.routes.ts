import {
  contractDetailSchema,
  contractListQuerySchema,
  contractOfferSchema,
  contractPageSchema,
  contractParamsSchema,
  contractResponseSchema,
  contractSchema,
  relayContractRequestSchema,
  settlementPageSchema,
  settlementQuerySchema,
} from '@plaza/contracts/agent-contracts';
import type { ContractKind } from '@plaza/contracts/agent-contracts';
import { successEnvelope } from '@plaza/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { registerRelay } from '../../http/relay';
import { requireRealMember } from '../accounts/member-authentication';
import {
  getContract,
  listContracts,
  offerContract,
  respondToContract,
  requireContractKind,
} from './agent-contracts.service';
import { listSettlements } from './contract-settlement.service';

/** The relay call of spec §7 that answers a member's requests of each kind. */
const RELAYS: Record<ContractKind, string> = {
  DIVIDEND3: 'MCS2_processDividendReq',
  DAILYSAL3: 'MCS2_processDailySalContract',
  HOURSAL3: 'MCS2_processContractHourSalary',
  RTSALARY3: 'MCSFE_processRealTimeSalaryContract',
};

/**
 * Contracts between uplines and downlines (docs/product/agent-contracts.md): every call needs a real member's
 * session and sees only the member's own contracts (given or received); anyone else's is not.found.
 */
export function registerAgentContractsRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const handle = context.database;
  const tags = ['contracts'];
  const member = { session: 'member' as const };

  typed.get(
    '/wps/contracts',
    {
      schema: {
        tags,
        querystring: contractListQuerySchema,
        response: { 200: successEnvelope(contractPageSchema) },
      },
      config: member,
    },
    async (request) => {
      const session = await requireRealMember(handle, request);
      return ok(await listContracts(handle, session.id, request.query));
    },
  );

  typed.get(
    '/wps/contracts/settlements',
    {
      schema: {
        tags,
        querystring: settlementQuerySchema,
        response: { 200: successEnvelope(settlementPageSchema) },
      },
      config: member,
    },
    async (request) => {
      const session = await requireRealMember(handle, request);
      return ok(await listSettlements(handle, session.id, request.query));
    },
  );

  typed.get(
    '/wps/contracts/:contractId',
    {
      schema: {
        tags,
        params: contractParamsSchema,
        response: { 200: successEnvelope(contractDetailSchema) },
      },
      config: member,
    },
    async (request) =>
      ok(await getContract(handle, await requireRealMember(handle, request), request.params.contractId)),
  );

  typed.post(
    '/wps/contracts/offer',
    {
      schema: { tags, body: contractOfferSchema, response: { 200: successEnvelope(contractSchema) } },
      config: member,
    },
    async (request) =>
      ok(await offerContract(handle, await requireRealMember(handle, request), request.body)),
  );

  typed.post(
    '/wps/contracts/:contractId/respond',
    {
      schema: {
        tags,
        params: contractParamsSchema,
        body: contractResponseSchema,
        response: { 200: successEnvelope(contractSchema) },
      },
      config: member,
    },
    async (request) =>
      ok(
        await respondToContract(
          handle,
          await requireRealMember(handle, request),
          request.params.contractId,
          request.body.action,
        ),
      ),
  );

  for (const [kind, name] of Object.entries(RELAYS) as [ContractKind, string][]) {
    registerRelay(app, {
      name,
      input: relayContractRequestSchema,
      output: contractSchema,
      tags,
      isPostOnly: true,
      session: 'member',
      handler: async (input, request) => {
        const session = await requireRealMember(handle, request);
        await requireContractKind(handle, input.id, kind);
        return respondToContract(handle, session, input.id, input.action);
      },
    });
  }
}
