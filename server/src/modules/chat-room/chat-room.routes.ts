import {
  chatRoomClientFrameSchema,
  chatRoomHistoryQuerySchema,
  chatRoomHistorySchema,
  chatRoomListSchema,
  chatRoomMemberParamsSchema,
  chatRoomMessageParamsSchema,
  chatRoomMessageSchema,
  chatRoomModerationHistorySchema,
  chatRoomModerationRoomsSchema,
  chatRoomMuteListSchema,
  chatRoomMuteRequestSchema,
  chatRoomParamsSchema,
  chatRoomPostRequestSchema,
  chatRoomRemoveRequestSchema,
  chatRoomStandingSchema,
} from '@plaza/contracts/chat-room';
import type { ChatRoomServerFrame } from '@plaza/contracts/chat-room';
import { successEnvelope } from '@plaza/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireRealMember } from '../accounts/member-authentication';
import { authenticateMember } from '../accounts/member-session.service';
import { requireOperator } from '../operator/operator-authentication';
import { readRequestToken } from '../sessions/session-token';
import { ChatRoomHub } from './chat-room-hub';
import type { RoomConnection } from './chat-room-hub';
import {
  listRoomMutes,
  listRooms,
  listRoomsForModeration,
  mayFollowRoom,
  muteRoomMember,
  postRoomMessage,
  readRoomForModeration,
  readRoomHistory,
  readStanding,
  removeRoomMessage,
  unmuteRoomMember,
} from './chat-room.service';

/** Close codes of the live connection: a session that is not valid, a room that is closed or not there. */
const CLOSE_UNAUTHENTICATED = 4401;
const CLOSE_ROOM_CLOSED = 4403;
const CLOSE_GOING_AWAY = 1012;
const PING_MS = 25_000;

function parseFrame(data: unknown) {
  try {
    const parsed = chatRoomClientFrameSchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The member a public call was made by, when it carries a valid session (to mark their own messages). */
async function readOptionalMemberId(
  context: AppContext,
  request: FastifyRequest,
): Promise<number | undefined> {
  const token = readRequestToken(request);
  if (token === undefined) {
    return undefined;
  }
  const member = await authenticateMember(context.database, token, Date.now()).catch(() => undefined);
  return member?.id;
}

/**
 * One live connection: each `{type:"join", roomId, token?}` frame makes it follow that room (a token names the
 * member, whose own messages come marked and who hears their mute change); `{type:"ready"}` answers. A room that
 * is switched off or not the deployment's closes it (4403), a session that is not valid too (4401). Frames it does
 * not understand are ignored.
 */
function serveLiveConnection(
  socket: WebSocket,
  context: AppContext,
  hub: ChatRoomHub,
  sockets: Set<WebSocket>,
) {
  const connection: RoomConnection = {
    roomId: undefined,
    memberId: undefined,
    send: (frame: ChatRoomServerFrame) => socket.send(JSON.stringify(frame)),
  };
  const remove = hub.add(connection);
  sockets.add(socket);
  socket.on('close', () => {
    remove();
    sockets.delete(socket);
  });
  let joining = Promise.resolve();
  socket.on('message', (data: unknown) => {
    const frame = parseFrame(data);
    if (frame === undefined) {
      return;
    }
    // Joins are taken in the order they came, so the last one sent is the room followed.
    joining = joining
      .then(async () => {
        if (!(await mayFollowRoom(context.database, frame.roomId))) {
          socket.close(CLOSE_ROOM_CLOSED);
          return;
        }
        let memberId: number | undefined;
        if (frame.token !== undefined) {
          const member = await authenticateMember(context.database, frame.token, Date.now()).catch(
            () => undefined,
          );
          if (member === undefined) {
            socket.close(CLOSE_UNAUTHENTICATED);
            return;
          }
          memberId = member.id;
        }
        connection.memberId = memberId;
        connection.roomId = frame.roomId;
        connection.send({ type: 'ready', roomId: frame.roomId });
      })
      .catch(() => socket.close(CLOSE_ROOM_CLOSED));
  });
}

/**
 * The members' chat room (CHATROOM3, docs/decisions/037-chat-room.md): the rooms and their history (anyone),
 * posting (signed-in real members), the member's own standing, the live connection /wps/chat-room/live, and the
 * moderators' calls under /ops/chat-room (chatroom.moderate, every change audited).
 */
export function registerChatRoomRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat room'];
  const handle = context.database;
  const hub = new ChatRoomHub(app.cluster.bus);
  const sockets = new Set<WebSocket>();
  const pinger = setInterval(() => {
    for (const socket of sockets) {
      socket.ping();
    }
  }, PING_MS);
  pinger.unref();
  app.addHook('preClose', (done) => {
    clearInterval(pinger);
    for (const socket of sockets) {
      socket.close(CLOSE_GOING_AWAY, 'reconnect');
    }
    hub.stop();
    done();
  });

  typed.get(
    '/wps/chat-room/rooms',
    { schema: { tags, response: { 200: successEnvelope(chatRoomListSchema) } } },
    async () => ok(await listRooms(handle)),
  );

  typed.get(
    '/wps/chat-room/rooms/:roomId/messages',
    {
      schema: {
        tags,
        params: chatRoomParamsSchema,
        querystring: chatRoomHistoryQuerySchema,
        response: { 200: successEnvelope(chatRoomHistorySchema) },
      },
    },
    async (request) =>
      ok(
        await readRoomHistory(
          handle,
          request.params.roomId,
          request.query,
          await readOptionalMemberId(context, request),
        ),
      ),
  );

  typed.post(
    '/wps/chat-room/rooms/:roomId/messages',
    {
      schema: {
        tags,
        params: chatRoomParamsSchema,
        body: chatRoomPostRequestSchema,
        response: { 200: successEnvelope(chatRoomMessageSchema) },
      },
      // The per-address ceiling; the per-member limit (one every 2 s, 20 a minute) is the service's.
      config: { rateLimit: { max: 40, timeWindow: '1 minute' }, session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await postRoomMessage(handle, hub, member, request.params.roomId, request.body.text));
    },
  );

  typed.get(
    '/wps/chat-room/standing',
    {
      schema: { tags, response: { 200: successEnvelope(chatRoomStandingSchema) } },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(handle, request);
      return ok(await readStanding(handle, member.id));
    },
  );

  // The live connection; @fastify/websocket is registered on the root by the crash game's routes.
  void app.register((scope, _options, done) => {
    scope.get(
      '/wps/chat-room/live',
      {
        websocket: true,
        schema: {
          tags,
          summary: 'Chat room: the live connection (WebSocket; frames {type:"join", roomId, token?})',
        },
      },
      (socket) => serveLiveConnection(socket, context, hub, sockets),
    );
    done();
  });

  const opsTags = ['operator'];
  const opsConfig = { session: 'operator', permission: 'chatroom.moderate' } as const;
  const standingResponse = { 200: successEnvelope(chatRoomStandingSchema) };

  typed.get(
    '/ops/chat-room/rooms',
    {
      schema: { tags: opsTags, response: { 200: successEnvelope(chatRoomModerationRoomsSchema) } },
      config: opsConfig,
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listRoomsForModeration(handle));
    },
  );

  typed.get(
    '/ops/chat-room/rooms/:roomId/messages',
    {
      schema: {
        tags: opsTags,
        params: chatRoomParamsSchema,
        querystring: chatRoomHistoryQuerySchema,
        response: { 200: successEnvelope(chatRoomModerationHistorySchema) },
      },
      config: opsConfig,
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await readRoomForModeration(handle, request.params.roomId, request.query));
    },
  );

  typed.post(
    '/ops/chat-room/messages/:messageId/remove',
    {
      schema: {
        tags: opsTags,
        params: chatRoomMessageParamsSchema,
        body: chatRoomRemoveRequestSchema,
        response: { 200: successEnvelope(z.object({})) },
      },
      config: opsConfig,
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      await removeRoomMessage(handle, hub, operator, request.params.messageId, request.body.reason);
      return ok({});
    },
  );

  typed.get(
    '/ops/chat-room/mutes',
    {
      schema: { tags: opsTags, response: { 200: successEnvelope(chatRoomMuteListSchema) } },
      config: opsConfig,
    },
    async (request) => {
      await requireOperator(request, context);
      return ok({ list: await listRoomMutes(handle) });
    },
  );

  typed.put(
    '/ops/chat-room/mutes/:memberId',
    {
      schema: {
        tags: opsTags,
        params: chatRoomMemberParamsSchema,
        body: chatRoomMuteRequestSchema,
        response: standingResponse,
      },
      config: opsConfig,
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await muteRoomMember(handle, hub, operator, request.params.memberId, request.body));
    },
  );

  typed.delete(
    '/ops/chat-room/mutes/:memberId',
    {
      schema: { tags: opsTags, params: chatRoomMemberParamsSchema, response: standingResponse },
      config: opsConfig,
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await unmuteRoomMember(handle, hub, operator, request.params.memberId));
    },
  );
}
