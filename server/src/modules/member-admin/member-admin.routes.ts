import {
  memberNotePageSchema,
  memberNoteQuerySchema,
  memberNoteRequestSchema,
  memberNoteSchema,
  memberPasswordResetSchema,
} from '@plaza/contracts/back-office';
import { betRecordPageSchema, betRecordQuerySchema } from '@plaza/contracts/bets';
import { readVendorCode, writeVassalage } from '@plaza/contracts/catalogue';
import { successEnvelope } from '@plaza/contracts/envelope';
import {
  memberDetailSchema,
  memberLockRequestSchema,
  memberSearchQuerySchema,
  memberSummaryPageSchema,
} from '@plaza/contracts/members-operator';
import { memberIdParamsSchema } from '@plaza/contracts/operator';
import { transactionPageSchema, transactionQuerySchema } from '@plaza/contracts/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { requireOperator } from '../operator/operator-authentication';
import {
  addMemberNote,
  getMemberForOperator,
  listMemberBetsForOperator,
  listMemberNotes,
  listMembersForOperator,
  listMemberTransactionsForOperator,
  resetMemberPassword,
  setMemberLockByOperator,
} from './member-admin.service';

/**
 * The back office's members: search, a member's page with its ledger, bets and notes, lock and unlock, password
 * reset (/ops/members…).
 */
export function registerMemberAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const handle = context.database;
  const detail = { 200: successEnvelope(memberDetailSchema) };

  typed.get(
    '/ops/members',
    {
      schema: {
        tags,
        querystring: memberSearchQuerySchema,
        response: { 200: successEnvelope(memberSummaryPageSchema) },
      },
      config: { session: 'operator', permission: 'members.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listMembersForOperator(handle, request.query));
    },
  );

  typed.get(
    '/ops/members/:memberId',
    {
      schema: { tags, params: memberIdParamsSchema, response: detail },
      config: { session: 'operator', permission: 'members.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await getMemberForOperator(handle, request.params.memberId));
    },
  );

  for (const [verb, isLocked] of [
    ['lock', true],
    ['unlock', false],
  ] as const) {
    typed.post(
      `/ops/members/:memberId/${verb}`,
      {
        schema: { tags, params: memberIdParamsSchema, body: memberLockRequestSchema, response: detail },
        config: { session: 'operator', permission: 'members.manage' },
      },
      async (request) => {
        const operator = await requireOperator(request, context);
        return ok(
          await setMemberLockByOperator(handle, operator, request.params.memberId, {
            isLocked,
            reason: request.body.reason,
          }),
        );
      },
    );
  }

  typed.get(
    '/ops/members/:memberId/transactions',
    {
      schema: {
        tags,
        params: memberIdParamsSchema,
        querystring: transactionQuerySchema,
        response: { 200: successEnvelope(transactionPageSchema) },
      },
      config: { session: 'operator', permission: 'members.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listMemberTransactionsForOperator(handle, request.params.memberId, request.query));
    },
  );

  typed.get(
    '/ops/members/:memberId/bets',
    {
      schema: {
        tags,
        params: memberIdParamsSchema,
        querystring: betRecordQuerySchema,
        response: { 200: successEnvelope(betRecordPageSchema) },
      },
      config: { session: 'operator', permission: 'members.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      const page = await listMemberBetsForOperator(
        handle,
        request.params.memberId,
        readVendorCode(request.query),
        resolveRequestLanguage(request, context.defaultLanguage),
      );
      return ok({ ...page, content: page.content.map(writeVassalage) });
    },
  );

  typed.get(
    '/ops/members/:memberId/notes',
    {
      schema: {
        tags,
        params: memberIdParamsSchema,
        querystring: memberNoteQuerySchema,
        response: { 200: successEnvelope(memberNotePageSchema) },
      },
      config: { session: 'operator', permission: 'members.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listMemberNotes(handle, request.params.memberId, request.query));
    },
  );

  typed.post(
    '/ops/members/:memberId/notes',
    {
      schema: {
        tags,
        params: memberIdParamsSchema,
        body: memberNoteRequestSchema,
        response: { 200: successEnvelope(memberNoteSchema) },
      },
      config: { session: 'operator', permission: 'members.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await addMemberNote(handle, operator, request.params.memberId, request.body.body));
    },
  );

  typed.post(
    '/ops/members/:memberId/password',
    {
      schema: {
        tags,
        params: memberIdParamsSchema,
        response: { 200: successEnvelope(memberPasswordResetSchema) },
      },
      config: { session: 'operator', permission: 'members.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await resetMemberPassword(handle, operator, request.params.memberId));
    },
  );
}
