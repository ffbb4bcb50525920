import { successEnvelope } from '@plaza/contracts/envelope';
import {
  MESSAGE_OPERATOR_ROLES,
  memberMessagePageSchema,
  memberMessagesQuerySchema,
  messageIdParamsSchema,
  operatorMessagePageSchema,
  operatorMessageSchema,
  operatorMessagesQuerySchema,
  readMessagesRequestSchema,
  sendMessageRequestSchema,
  unreadCountRequestSchema,
  unreadCountSchema,
} from '@plaza/contracts/inbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { registerRelay } from '../../http/relay';
import { requireRealMember } from '../accounts/member-authentication';
import { requireOperator } from '../operator/operator-authentication';
import { publishInboxChange } from './inbox-live';
import {
  countUnreadMessages,
  deleteMessage,
  listMemberMessages,
  listOperatorMessages,
  markMessagesRead,
  sendOperatorMessage,
} from './inbox.service';

/**
 * Platform messages (INBOX3): the member's inbox (/wps/member/messages…), the unread count CSP_unreadCount (real
 * members only: trial members have no inbox), and the operator's side (/ops/messages), audited.
 */
export function registerInboxRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];
  const handle = context.database;
  const countResponse = { 200: successEnvelope(unreadCountSchema) };

  registerRelay(app, {
    name: 'CSP_unreadCount',
    input: unreadCountRequestSchema,
    output: unreadCountSchema,
    tags,
    session: 'member',
    handler: async (_input, request) => countUnreadMessages(handle, await requireRealMember(handle, request)),
  });

  typed.get(
    '/wps/member/messages',
    {
      schema: {
        tags,
        querystring: memberMessagesQuerySchema,
        response: { 200: successEnvelope(memberMessagePageSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      const language = resolveRequestLanguage(request, context.defaultLanguage);
      return ok(await listMemberMessages(handle, member, request.query, language));
    },
  );

  typed.post(
    '/wps/member/messages/read',
    {
      schema: { tags, body: readMessagesRequestSchema, response: countResponse },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      const count = await markMessagesRead(handle, member, request.body);
      // The member's other tabs (on any node) refresh their badges.
      publishInboxChange(app.cluster.bus, { memberIds: [member.id], audiences: [] });
      return ok(count);
    },
  );

  typed.post(
    '/wps/member/messages/:id/delete',
    {
      schema: { tags, params: messageIdParamsSchema, response: countResponse },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      const count = await deleteMessage(handle, member, request.params.id);
      publishInboxChange(app.cluster.bus, { memberIds: [member.id], audiences: [] });
      return ok(count);
    },
  );

  typed.get(
    '/ops/messages',
    {
      schema: {
        tags: ['operator'],
        querystring: operatorMessagesQuerySchema,
        response: { 200: successEnvelope(operatorMessagePageSchema) },
      },
      config: { session: 'operator', permission: 'messages.send' },
    },
    async (request) => {
      await requireOperator(request, context, MESSAGE_OPERATOR_ROLES);
      return ok(await listOperatorMessages(handle, request.query));
    },
  );

  typed.post(
    '/ops/messages',
    {
      schema: {
        tags: ['operator'],
        body: sendMessageRequestSchema,
        response: { 200: successEnvelope(operatorMessageSchema) },
      },
      config: { session: 'operator', permission: 'messages.send' },
    },
    async (request) => {
      const operator = await requireOperator(request, context, MESSAGE_OPERATOR_ROLES);
      return ok(await sendOperatorMessage(handle, operator, request.body));
    },
  );
}
