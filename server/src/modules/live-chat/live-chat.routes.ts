import { MEMBER_TYPE } from '@plaza/contracts/accounts';
import { successEnvelope } from '@plaza/contracts/envelope';
import { operatorMay } from '@plaza/contracts/operator';
import {
  chatClientFrameSchema,
  chatConversationListSchema,
  chatConversationSchema,
  chatMessageSchema,
  chatModelListRequestSchema,
  chatModelListSchema,
  chatReadRequestSchema,
  chatTextRequestSchema,
  launchChatRequestSchema,
  launchChatSchema,
  supportIdParamsSchema,
} from '@plaza/contracts/support';
import type { ChatServerEvent } from '@plaza/contracts/support';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { registerRelay } from '../../http/relay';
import { readImageForm, registerImageFormScope } from '../../http/uploaded-image';
import { requireRealMember } from '../accounts/member-authentication';
import { authenticateMember } from '../accounts/member-session.service';
import { requireOperator } from '../operator/operator-authentication';
import { authenticateOperator } from '../operator/operator.service';
import { ChatHub } from './chat-hub';
import {
  getConversation,
  getMemberConversation,
  launchChat,
  listChatModels,
  listConversations,
  markMemberChatRead,
  markOperatorChatRead,
  noteMemberTyping,
  noteOperatorTyping,
  readChatImage,
  sendMemberChatMessage,
  sendOperatorChatMessage,
} from './live-chat.service';

/** How long a new live connection may take to send its `auth` frame before it is closed. */
const AUTH_WINDOW_MS = 10_000;
/** Close codes of the live connection: no valid session, or a session that may not chat. */
const CLOSE_UNAUTHENTICATED = 4401;
const CLOSE_FORBIDDEN = 4403;

const readMarkSchema = z.object({ upToId: z.string() });
const noImageFields = z.object({});

function sendImage(reply: FastifyReply, image: { contentType: string; bytes: Buffer }) {
  return reply.type(image.contentType).header('Cache-Control', 'private, max-age=3600').send(image.bytes);
}

function parseFrame(data: unknown) {
  try {
    const parsed = chatClientFrameSchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One live connection: its first frame names the session (a member's or an operator's with support.answer), then
 * it hears the events it may see and may say it is typing. Frames it does not understand are ignored.
 */
function serveLiveConnection(socket: WebSocket, request: FastifyRequest, context: AppContext, hub: ChatHub) {
  const handle = context.database;
  const send = (event: ChatServerEvent) => socket.send(JSON.stringify(event));
  let onTyping: ((conversationId: string | undefined) => void) | undefined;
  let remove: (() => void) | undefined;
  const authTimer = setTimeout(() => socket.close(CLOSE_UNAUTHENTICATED), AUTH_WINDOW_MS);
  socket.on('close', () => {
    clearTimeout(authTimer);
    remove?.();
  });

  const authenticate = async (token: string) => {
    const now = Date.now();
    const member = await authenticateMember(handle, token, now).catch(() => undefined);
    if (member !== undefined) {
      if (member.type === MEMBER_TYPE.trial) {
        socket.close(CLOSE_FORBIDDEN);
        return;
      }
      remove = hub.addMember(member.id, send);
      onTyping = () => void noteMemberTyping(handle, hub, member.id).catch(() => undefined);
    } else {
      const operator = await authenticateOperator(handle, token, request.ip, now).catch(() => undefined);
      if (operator === undefined) {
        socket.close(CLOSE_UNAUTHENTICATED);
        return;
      }
      if (!operatorMay(operator.role, 'support.answer')) {
        socket.close(CLOSE_FORBIDDEN);
        return;
      }
      remove = hub.addOperator(send);
      onTyping = (conversationId) => {
        if (conversationId !== undefined && /^[1-9]\d{0,14}$/.test(conversationId)) {
          void noteOperatorTyping(handle, hub, conversationId).catch(() => undefined);
        }
      };
    }
    clearTimeout(authTimer);
    send({ type: 'ready', isOperatorOnline: hub.isOperatorOnline() });
  };

  socket.on('message', (data: unknown) => {
    const frame = parseFrame(data);
    if (frame?.type === 'auth' && onTyping === undefined) {
      void authenticate(frame.token);
    } else if (frame?.type === 'typing') {
      onTyping?.(frame.conversationId);
    }
  });
}

/**
 * Customer service (CBS3): the models (CBS_modelList) and the address that opens one (CBS_launchChat); Plaza's own
 * live chat for real members (/wps/support/chat…, its live connection /wps/support/chat/live) and the operators'
 * side (/ops/support/chats…, support.answer, replies audited).
 */
export function registerLiveChatRoutes(app: FastifyInstance, context: AppContext): ChatHub {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer service'];
  const handle = context.database;
  const hub = new ChatHub(app.cluster.bus);
  app.addHook('onClose', () => hub.stop());

  registerRelay(app, {
    name: 'CBS_modelList',
    input: chatModelListRequestSchema,
    output: chatModelListSchema,
    tags,
    handler: async (_input, request) => ({
      list: await listChatModels(handle, resolveRequestLanguage(request, context.defaultLanguage)),
    }),
  });

  registerRelay(app, {
    name: 'CBS_launchChat',
    input: launchChatRequestSchema,
    output: launchChatSchema,
    tags,
    session: 'member',
    handler: async (input, request) => {
      await requireRealMember(handle, request);
      return { chatUrl: await launchChat(handle, input.modelCode) };
    },
  });

  typed.get(
    '/wps/support/chat',
    {
      schema: { tags, response: { 200: successEnvelope(chatConversationSchema) } },
      config: { session: 'member' },
    },
    async (request) => ok(await getMemberConversation(handle, hub, await requireRealMember(handle, request))),
  );

  typed.post(
    '/wps/support/chat/messages',
    {
      schema: { tags, body: chatTextRequestSchema, response: { 200: successEnvelope(chatMessageSchema) } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await sendMemberChatMessage(handle, hub, member, { text: request.body.text }));
    },
  );

  typed.post(
    '/wps/support/chat/read',
    {
      schema: { tags, body: chatReadRequestSchema, response: { 200: successEnvelope(readMarkSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok({ upToId: await markMemberChatRead(handle, hub, member, request.body.upToId) });
    },
  );

  typed.get(
    '/wps/support/chat/images/:id',
    { schema: { tags, params: supportIdParamsSchema }, config: { session: 'member' } },
    async (request, reply) => {
      const member = await requireRealMember(handle, request);
      return sendImage(reply, await readChatImage(handle, request.params.id, member.id));
    },
  );

  registerImageFormScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/wps/support/chat/images',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: 'multipart/form-data: one file named image (png or jpg, at most 5 MB).',
          response: { 200: successEnvelope(chatMessageSchema) },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' }, session: 'member' },
      },
      async (request) => {
        const member = await requireRealMember(handle, request);
        const [image, ...more] = (await readImageForm(request, 'image', noImageFields)).images;
        if (image === undefined || more.length > 0) {
          throw new AppError('upload.invalid');
        }
        return ok(await sendMemberChatMessage(handle, hub, member, { image }));
      },
    );
  });

  // The live connection; @fastify/websocket is registered on the root by the crash game's routes.
  void app.register((scope, _options, done) => {
    scope.get(
      '/wps/support/chat/live',
      {
        websocket: true,
        schema: {
          tags,
          summary: 'Live chat: the live connection (WebSocket; first frame {type:"auth", token})',
        },
      },
      (socket, request) => serveLiveConnection(socket, request, context, hub),
    );
    done();
  });

  const opsTags = ['operator'];
  const opsConfig = { session: 'operator', permission: 'support.answer' } as const;

  typed.get(
    '/ops/support/chats',
    {
      schema: { tags: opsTags, response: { 200: successEnvelope(chatConversationListSchema) } },
      config: opsConfig,
    },
    async (request) => {
      await requireOperator(request, context);
      return ok({ list: await listConversations(handle, hub) });
    },
  );

  typed.get(
    '/ops/support/chats/:id',
    {
      schema: {
        tags: opsTags,
        params: supportIdParamsSchema,
        response: { 200: successEnvelope(chatConversationSchema) },
      },
      config: opsConfig,
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await getConversation(handle, hub, request.params.id));
    },
  );

  typed.post(
    '/ops/support/chats/:id/messages',
    {
      schema: {
        tags: opsTags,
        params: supportIdParamsSchema,
        body: chatTextRequestSchema,
        response: { 200: successEnvelope(chatMessageSchema) },
      },
      config: opsConfig,
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(
        await sendOperatorChatMessage(handle, hub, operator, request.params.id, { text: request.body.text }),
      );
    },
  );

  typed.post(
    '/ops/support/chats/:id/read',
    {
      schema: {
        tags: opsTags,
        params: supportIdParamsSchema,
        body: chatReadRequestSchema,
        response: { 200: successEnvelope(readMarkSchema) },
      },
      config: opsConfig,
    },
    async (request) => {
      await requireOperator(request, context);
      return ok({ upToId: await markOperatorChatRead(handle, hub, request.params.id, request.body.upToId) });
    },
  );

  typed.post(
    '/ops/support/chats/:id/typing',
    {
      schema: {
        tags: opsTags,
        params: supportIdParamsSchema,
        response: { 200: successEnvelope(z.object({})) },
      },
      config: opsConfig,
    },
    async (request) => {
      await requireOperator(request, context);
      await noteOperatorTyping(handle, hub, request.params.id);
      return ok({});
    },
  );

  typed.get(
    '/ops/support/chats/images/:id',
    { schema: { tags: opsTags, params: supportIdParamsSchema }, config: opsConfig },
    async (request, reply) => {
      await requireOperator(request, context);
      return sendImage(reply, await readChatImage(handle, request.params.id));
    },
  );

  return hub;
}
