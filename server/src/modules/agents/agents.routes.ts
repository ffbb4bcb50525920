import {
  agentAnnouncementPageSchema,
  agentAnnouncementQuerySchema,
  createDownlineRequestSchema,
  createdDownlineSchema,
  downlineDetailSchema,
  downlineMemberParamsSchema,
  downlinePageSchema,
  downlineQuerySchema,
  downlineTransactionQuerySchema,
  downlineTransferRequestSchema,
  incomeReportSchema,
  periodQuerySchema,
  referralInfoSchema,
  referralMemberPageSchema,
  referralMembersQuerySchema,
  teamBetPageSchema,
  teamBetQuerySchema,
  teamFundsPageSchema,
  teamFundsQuerySchema,
  teamOverviewQuerySchema,
  teamOverviewSchema,
  teamProfitPageSchema,
  teamProfitQuerySchema,
  teamTransferPageSchema,
  teamTransferQuerySchema,
  teamTransferResultSchema,
  teamTrendQuerySchema,
  teamTrendSchema,
  transferContextSchema,
  uplineTransferRequestSchema,
} from '@plaza/contracts/agents';
import { encryptedPayloadSchema } from '@plaza/contracts/encryption';
import { successEnvelope } from '@plaza/contracts/envelope';
import { transactionPageSchema } from '@plaza/contracts/records';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { requireRealMember } from '../accounts/member-authentication';
import { openEncryptedBody } from '../encryption/encryption.service';
import {
  getDownlineDetail,
  getIncomeReport,
  getReferralInfo,
  getTeamOverview,
  getTeamTrend,
  listAnnouncementsForAgents,
  listDownline,
  listDownlineTransactions,
  listReferralMembers,
  listTeamBets,
  listTeamFunds,
  listTeamProfit,
  requireAgent,
} from './agent-center.service';
import { createDownline } from './register-center.service';
import {
  getTransferContext,
  listTeamTransfers,
  transferToDownline,
  transferToUpline,
} from './team-transfers.service';

/**
 * The agent center (docs/product/agents.md): every call needs a real member's session; the `/wps/agent/…` calls
 * need an agent, and any member id they name must be in its own team. Bodies with a password are encrypted (E).
 */
export function registerAgentsRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const handle = context.database;
  const tags = ['agents'];
  const member = { session: 'member' as const };
  const languageOf = (request: FastifyRequest) => resolveRequestLanguage(request, context.defaultLanguage);
  const agentOf = async (request: FastifyRequest) => requireAgent(await requireRealMember(handle, request));

  typed.get(
    '/wps/agent/team/overview',
    {
      schema: {
        tags,
        querystring: teamOverviewQuerySchema,
        response: { 200: successEnvelope(teamOverviewSchema) },
      },
      config: member,
    },
    async (request) => ok(await getTeamOverview(handle, await agentOf(request), request.query)),
  );

  typed.get(
    '/wps/agent/team/trend',
    {
      schema: {
        tags,
        querystring: teamTrendQuerySchema,
        response: { 200: successEnvelope(teamTrendSchema) },
      },
      config: member,
    },
    async (request) => ok(await getTeamTrend(handle, await agentOf(request), request.query)),
  );

  typed.get(
    '/wps/agent/downline',
    {
      schema: {
        tags,
        querystring: downlineQuerySchema,
        response: { 200: successEnvelope(downlinePageSchema) },
      },
      config: member,
    },
    async (request) => ok(await listDownline(handle, await agentOf(request), request.query)),
  );

  typed.get(
    '/wps/agent/downline/:memberId',
    {
      schema: {
        tags,
        params: downlineMemberParamsSchema,
        querystring: periodQuerySchema,
        response: { 200: successEnvelope(downlineDetailSchema) },
      },
      config: member,
    },
    async (request) =>
      ok(await getDownlineDetail(handle, await agentOf(request), request.params.memberId, request.query)),
  );

  typed.get(
    '/wps/agent/downline/:memberId/transactions',
    {
      schema: {
        tags,
        params: downlineMemberParamsSchema,
        querystring: downlineTransactionQuerySchema,
        response: { 200: successEnvelope(transactionPageSchema) },
      },
      config: member,
    },
    async (request) =>
      ok(
        await listDownlineTransactions(
          handle,
          await agentOf(request),
          request.params.memberId,
          request.query,
        ),
      ),
  );

  typed.post(
    '/wps/agent/register-center',
    {
      schema: {
        tags,
        body: encryptedPayloadSchema,
        response: { 200: successEnvelope(createdDownlineSchema) },
      },
      config: { session: 'member', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const agent = await agentOf(request);
      const body = await openEncryptedBody(handle, request.body, createDownlineRequestSchema);
      return ok(await createDownline(handle, agent, body));
    },
  );

  typed.get(
    '/wps/agent/referral',
    { schema: { tags, response: { 200: successEnvelope(referralInfoSchema) } }, config: member },
    async (request) => ok(await getReferralInfo(handle, await agentOf(request))),
  );

  typed.get(
    '/wps/agent/referral/members',
    {
      schema: {
        tags,
        querystring: referralMembersQuerySchema,
        response: { 200: successEnvelope(referralMemberPageSchema) },
      },
      config: member,
    },
    async (request) => ok(await listReferralMembers(handle, await agentOf(request), request.query)),
  );

  typed.get(
    '/wps/agent/team/bets',
    {
      schema: {
        tags,
        querystring: teamBetQuerySchema,
        response: { 200: successEnvelope(teamBetPageSchema) },
      },
      config: member,
    },
    async (request) =>
      ok(await listTeamBets(handle, await agentOf(request), request.query, languageOf(request))),
  );

  typed.get(
    '/wps/agent/team/profit',
    {
      schema: {
        tags,
        querystring: teamProfitQuerySchema,
        response: { 200: successEnvelope(teamProfitPageSchema) },
      },
      config: member,
    },
    async (request) => ok(await listTeamProfit(handle, await agentOf(request), request.query)),
  );

  typed.get(
    '/wps/agent/income',
    {
      schema: {
        tags,
        querystring: periodQuerySchema,
        response: { 200: successEnvelope(incomeReportSchema) },
      },
      config: member,
    },
    async (request) => ok(await getIncomeReport(handle, await agentOf(request), request.query)),
  );

  typed.get(
    '/wps/agent/team/funds',
    {
      schema: {
        tags,
        querystring: teamFundsQuerySchema,
        response: { 200: successEnvelope(teamFundsPageSchema) },
      },
      config: member,
    },
    async (request) => ok(await listTeamFunds(handle, await agentOf(request), request.query)),
  );

  typed.get(
    '/wps/agent/announcements',
    {
      schema: {
        tags,
        querystring: agentAnnouncementQuerySchema,
        response: { 200: successEnvelope(agentAnnouncementPageSchema) },
      },
      config: member,
    },
    async (request) => {
      await agentOf(request);
      return ok(await listAnnouncementsForAgents(handle, request.query, languageOf(request)));
    },
  );

  typed.get(
    '/wps/member/transfers/context',
    { schema: { tags, response: { 200: successEnvelope(transferContextSchema) } }, config: member },
    async (request) => ok(await getTransferContext(handle, await requireRealMember(handle, request))),
  );

  typed.post(
    '/wps/agent/transfers/downline',
    {
      schema: {
        tags,
        body: encryptedPayloadSchema,
        response: { 200: successEnvelope(teamTransferResultSchema) },
      },
      config: { session: 'member', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const agent = await agentOf(request);
      const body = await openEncryptedBody(handle, request.body, downlineTransferRequestSchema);
      return ok(await transferToDownline(handle, agent, body));
    },
  );

  typed.post(
    '/wps/member/transfers/upline',
    {
      schema: {
        tags,
        body: encryptedPayloadSchema,
        response: { 200: successEnvelope(teamTransferResultSchema) },
      },
      config: { session: 'member', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const sender = await requireRealMember(handle, request);
      const body = await openEncryptedBody(handle, request.body, uplineTransferRequestSchema);
      return ok(await transferToUpline(handle, sender, body));
    },
  );

  typed.get(
    '/wps/member/transfers',
    {
      schema: {
        tags,
        querystring: teamTransferQuerySchema,
        response: { 200: successEnvelope(teamTransferPageSchema) },
      },
      config: member,
    },
    async (request) =>
      ok(await listTeamTransfers(handle, await requireRealMember(handle, request), request.query)),
  );
}
