import { successEnvelope } from '@plaza/contracts/envelope';
import {
  rebateClaimSchema,
  rebateRateListSchema,
  rebateRatesSchema,
  rebateRatesUpdateSchema,
  rebateSummarySchema,
} from '@plaza/contracts/rebate';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireRealMember } from '../accounts/member-authentication';
import { requireOperator } from '../operator/operator-authentication';
import {
  claimRebate,
  getRebateRates,
  getRebateSummary,
  listRebateRates,
  setRebateRates,
} from './rebate.service';

/** Rebate rates (public and the member's), the manual rebate page and its claim, and the operator's rate table. */
export function registerRebateRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['rebate'];
  const handle = context.database;

  typed.get(
    '/wps/rebate/rates',
    { schema: { tags, response: { 200: successEnvelope(rebateRateListSchema) } } },
    async () => ok(await getRebateRates(handle, undefined)),
  );

  typed.get(
    '/wps/member/rebate/rates',
    {
      schema: { tags, response: { 200: successEnvelope(rebateRateListSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await getRebateRates(handle, member.id));
    },
  );

  typed.get(
    '/wps/member/rebate',
    {
      schema: { tags, response: { 200: successEnvelope(rebateSummarySchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await getRebateSummary(handle, member.id));
    },
  );

  typed.post(
    '/wps/member/rebate/claim',
    {
      schema: { tags, response: { 200: successEnvelope(rebateClaimSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await claimRebate(handle, member));
    },
  );

  typed.get(
    '/ops/rebate/rates',
    {
      schema: { tags: ['operator'], response: { 200: successEnvelope(rebateRatesSchema) } },
      config: { session: 'operator', permission: 'rewards.configure' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listRebateRates(handle));
    },
  );

  typed.put(
    '/ops/rebate/rates',
    {
      schema: {
        tags: ['operator'],
        body: rebateRatesUpdateSchema,
        response: { 200: successEnvelope(rebateRatesSchema) },
      },
      config: { session: 'operator', permission: 'rewards.configure' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await setRebateRates(handle, operator, request.body));
    },
  );
}
