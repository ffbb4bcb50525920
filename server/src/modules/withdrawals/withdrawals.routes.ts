import { encryptedPayloadSchema } from '@plaza/contracts/encryption';
import { successEnvelope } from '@plaza/contracts/envelope';
import {
  confirmAllReceivedRequestSchema,
  confirmReceivedRequestSchema,
  notReceivedFieldsSchema,
  turnoverStatusSchema,
  withdrawalChannelsSchema,
  withdrawalIdParamsSchema,
  withdrawalQuoteQuerySchema,
  withdrawalQuoteSchema,
  withdrawalRecordsQuerySchema,
  withdrawalRecordsSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
} from '@plaza/contracts/withdrawals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { readImageForm, registerImageFormScope } from '../../http/uploaded-image';
import { requireRealMember } from '../accounts/member-authentication';
import { openEncryptedBody } from '../encryption/encryption.service';
import { registerWithdrawalOperatorRoutes } from './withdrawal-operator.routes';
import {
  confirmAllReceived,
  confirmPayoutReceived,
  getMemberTurnover,
  getMemberWithdrawal,
  listMemberWithdrawals,
  listWithdrawalChannels,
  quoteWithdrawal,
  readProofImage,
  reportPayoutNotReceived,
  requestWithdrawal,
} from './withdrawals.service';

/**
 * Reads a not-received report: its fields, and 1 to 3 `proof` files, each checked as it arrives; the service
 * checks the rest.
 */
async function readNotReceivedReport(request: FastifyRequest) {
  const { fields, images } = await readImageForm(request, 'proof', notReceivedFieldsSchema);
  return { ...fields, proofs: images };
}

/**
 * The member's withdrawals: channels, fee quote, request (E), records, the confirmation of each payment
 * (received, not received with proof images, all received), proof images, and the turnover page's data.
 * Real members only. Also registers the module's operator routes (/ops/withdrawals…).
 */
export function registerWithdrawalRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['withdrawals'];
  const handle = context.database;
  const languageOf = (request: FastifyRequest) => resolveRequestLanguage(request, context.defaultLanguage);

  registerWithdrawalOperatorRoutes(app, context);

  typed.get(
    '/wps/payment/withdrawal/channels',
    {
      schema: { tags, response: { 200: successEnvelope(withdrawalChannelsSchema) } },
      config: { session: 'member' },
    },
    async (request) =>
      ok(await listWithdrawalChannels(handle, await requireRealMember(handle, request), languageOf(request))),
  );

  typed.get(
    '/wps/payment/withdrawal/quote',
    {
      schema: {
        tags,
        querystring: withdrawalQuoteQuerySchema,
        response: { 200: successEnvelope(withdrawalQuoteSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      await requireRealMember(handle, request);
      return ok(await quoteWithdrawal(handle, request.query));
    },
  );

  typed.post(
    '/wps/payment/withdrawal',
    {
      schema: { tags, body: encryptedPayloadSchema, response: { 200: successEnvelope(withdrawalSchema) } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      const withdrawal = await openEncryptedBody(handle, request.body, withdrawalRequestSchema);
      return ok(await requestWithdrawal(handle, member, withdrawal, languageOf(request)));
    },
  );

  typed.get(
    '/wps/payment/withdrawal/records',
    {
      schema: {
        tags,
        querystring: withdrawalRecordsQuerySchema,
        response: { 200: successEnvelope(withdrawalRecordsSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await listMemberWithdrawals(handle, member, request.query, languageOf(request)));
    },
  );

  typed.get(
    '/wps/payment/withdrawal/records/:id',
    {
      schema: {
        tags,
        params: withdrawalIdParamsSchema,
        response: { 200: successEnvelope(withdrawalSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await getMemberWithdrawal(handle, member, request.params.id, languageOf(request)));
    },
  );

  typed.post(
    '/wps/payment/withdrawal/received',
    {
      schema: {
        tags,
        body: confirmReceivedRequestSchema,
        response: { 200: successEnvelope(withdrawalSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await confirmPayoutReceived(handle, member, request.body, languageOf(request)));
    },
  );

  typed.post(
    '/wps/payment/withdrawal/allReceived',
    {
      schema: {
        tags,
        body: confirmAllReceivedRequestSchema,
        response: { 200: successEnvelope(withdrawalSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await confirmAllReceived(handle, member, request.body, languageOf(request)));
    },
  );

  // Multipart is parsed only in this scope: no other route accepts uploads.
  registerImageFormScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/wps/payment/withdrawal/notReceived',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'multipart/form-data: withdrawalId, payoutId, remark (at most 140 characters) and 1 to 3 files ' +
            'named proof (png or jpg, at most 5 MB each).',
          response: { 200: successEnvelope(withdrawalSchema) },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' }, session: 'member' },
      },
      async (request) => {
        const member = await requireRealMember(handle, request);
        const report = await readNotReceivedReport(request);
        return ok(await reportPayoutNotReceived(handle, member, report, languageOf(request)));
      },
    );
  });

  typed.get(
    '/wps/payment/withdrawal/proof/:id',
    { schema: { tags, params: withdrawalIdParamsSchema }, config: { session: 'member' } },
    async (request, reply) => {
      const member = await requireRealMember(handle, request);
      const proof = await readProofImage(handle, request.params.id, member.id);
      return reply.type(proof.contentType).header('Cache-Control', 'private, max-age=3600').send(proof.bytes);
    },
  );

  typed.get(
    '/wps/member/turnover',
    {
      schema: { tags, response: { 200: successEnvelope(turnoverStatusSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await getMemberTurnover(handle, member.id));
    },
  );
}
