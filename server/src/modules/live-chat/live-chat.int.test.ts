import { Socket } from 'node:net';

import type { ChatServerEvent } from '@plaza/contracts/support';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import {
  buildMultipart,
  createTestMember,
  createTestTrialMember,
  pngBytes,
} from '../../test/withdrawal-client';
import type { TestMember } from '../../test/withdrawal-client';
import { listOperatorActions } from '../operator/operator-audit.service';

interface Message {
  id: string;
  conversationId: string;
  sender: string;
  text: string | null;
  hasImage: boolean;
}

describeIntegration('live chat', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let operatorToken: string;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    operatorToken = await loginTestOperator(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A live connection that keeps every event it hears; `next` waits for the first that matches. */
  const connect = async (token: string) => {
    const events: ChatServerEvent[] = [];
    const waiting: Array<{
      match: (event: ChatServerEvent) => boolean;
      resolve: (event: ChatServerEvent) => void;
    }> = [];
    const client = Object.defineProperty(new Socket(), 'remoteAddress', { value: '127.0.0.1' });
    const closed = { code: 0 };
    const socket = await testApp.app.injectWS(
      '/wps/support/chat/live',
      { socket: client },
      {
        onInit: (ws) => {
          ws.on('message', (data: Buffer) => {
            const event = JSON.parse(data.toString()) as ChatServerEvent;
            events.push(event);
            for (const waiter of waiting.filter((entry) => entry.match(event))) {
              waiter.resolve(event);
            }
          });
        },
      },
    );
    const closing = new Promise<number>((resolve) =>
      socket.on('close', (code: number) => {
        closed.code = code;
        resolve(code);
      }),
    );
    // Frames it does not understand come first: ignored, the connection still answers the auth that follows.
    for (const junk of [
      '{"type":',
      'null',
      JSON.stringify({ type: 'auth' }),
      JSON.stringify({ type: 'typing' }),
    ]) {
      socket.send(junk);
    }
    socket.send(JSON.stringify({ type: 'auth', token }));
    const next = (match: (event: ChatServerEvent) => boolean) =>
      new Promise<ChatServerEvent>((resolve) => {
        const found = events.find(match);
        if (found === undefined) {
          waiting.push({ match, resolve });
        } else {
          resolve(found);
        }
      });
    return { socket, events, next, closing };
  };

  const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { authorization: operatorToken },
      ...(payload === undefined ? {} : { payload }),
    });
  const say = async (member: TestMember, text: string) =>
    (await member.post('/wps/support/chat/messages', { text })).json<{ value: Message }>().value;

  it('keeps the member’s messages while no operator is online, then carries messages, typing and reads live both ways', async () => {
    const member = await createTestMember(testApp.app, testApp.database.handle, 'chat1');
    const other = await createTestMember(testApp.app, testApp.database.handle, 'chat2');
    expect(
      (await member.post('/wps/relay/CBS_launchChat', {})).json<{ value: { chatUrl: string } }>().value
        .chatUrl,
    ).toBe('/support/chat');

    const memberLive = await connect(member.token);
    expect(await memberLive.next((event) => event.type === 'ready')).toEqual({
      type: 'ready',
      isOperatorOnline: false,
    });
    const first = await say(member, 'Hello, is anyone there?');
    expect(first).toMatchObject({ sender: 'MEMBER', text: 'Hello, is anyone there?' });
    const offline = (await member.get('/wps/support/chat')).json<{ value: { isOperatorOnline: boolean } }>();
    expect(offline.value.isOperatorOnline).toBe(false);

    const operatorLive = await connect(operatorToken);
    await operatorLive.next((event) => event.type === 'ready');
    expect(await memberLive.next((event) => event.type === 'presence')).toEqual({
      type: 'presence',
      isOperatorOnline: true,
    });
    const otherLive = await connect(other.token);
    await otherLive.next((event) => event.type === 'ready');

    const list = (await ops('GET', '/ops/support/chats')).json<{
      value: { list: Array<{ id: string; username: string; unread: number }> };
    }>().value.list;
    expect(list.find((entry) => entry.id === first.conversationId)).toMatchObject({
      username: 'chat1',
      unread: 1,
    });

    memberLive.socket.send(JSON.stringify({ type: 'typing' }));
    expect(await operatorLive.next((event) => event.type === 'typing')).toEqual({
      type: 'typing',
      conversationId: first.conversationId,
      sender: 'MEMBER',
    });
    expect((await ops('POST', `/ops/support/chats/${first.conversationId}/typing`)).statusCode).toBe(200);
    await memberLive.next((event) => event.type === 'typing' && event.sender === 'OPERATOR');

    const reply = await ops('POST', `/ops/support/chats/${first.conversationId}/messages`, {
      text: 'Yes, how can I help?',
    });
    expect(reply.statusCode).toBe(200);
    const replied = await memberLive.next(
      (event) => event.type === 'message' && event.message.sender === 'OPERATOR',
    );
    expect(replied).toMatchObject({ message: { text: 'Yes, how can I help?' } });
    expect(
      (await listOperatorActions(testApp.database.handle.db, 'chat', first.conversationId)).map(
        (a) => a.action,
      ),
    ).toEqual(['chat.reply']);

    const replyId = reply.json<{ value: Message }>().value.id;
    await member.post('/wps/support/chat/read', { upToId: replyId });
    expect(await operatorLive.next((event) => event.type === 'read')).toEqual({
      type: 'read',
      conversationId: first.conversationId,
      reader: 'MEMBER',
      upToId: replyId,
    });
    await ops('POST', `/ops/support/chats/${first.conversationId}/read`, { upToId: first.id });
    await memberLive.next((event) => event.type === 'read' && event.reader === 'OPERATOR');

    // The messages are kept: the conversation answers both, with how far each side read.
    const kept = (await member.get('/wps/support/chat')).json<{
      value: { messages: Message[]; memberReadId: string; operatorReadId: string };
    }>().value;
    expect(kept.messages.map((message) => message.text)).toEqual([
      'Hello, is anyone there?',
      'Yes, how can I help?',
    ]);
    expect(kept).toMatchObject({ memberReadId: replyId, operatorReadId: first.id });
    // Another member heard none of it and sees no conversation.
    expect(otherLive.events.filter((event) => event.type === 'message' || event.type === 'typing')).toEqual(
      [],
    );
    expect(
      (await other.get('/wps/support/chat')).json<{ value: { messages: Message[] } }>().value.messages,
    ).toEqual([]);
    for (const live of [memberLive, operatorLive, otherLive]) {
      live.socket.terminate();
    }
  });

  it('takes one png or jpg picture, refuses others and another member’s reading, and refuses bad sessions', async () => {
    const member = await createTestMember(testApp.app, testApp.database.handle, 'chat3');
    const other = await createTestMember(testApp.app, testApp.database.handle, 'chat4');
    const upload = (content: Buffer, filename: string) => {
      const body = buildMultipart({}, [{ field: 'image', filename, content }]);
      return testApp.app.inject({
        method: 'PUT',
        url: '/wps/support/chat/images',
        headers: { authorization: member.token, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const sent = await upload(pngBytes(), 'photo.png');
    expect(sent.statusCode).toBe(200);
    const picture = sent.json<{ value: Message }>().value;
    expect(picture).toMatchObject({ hasImage: true, text: null });
    const refused = await upload(Buffer.from('GIF89a..........'), 'photo.png');
    expect(refused.json<{ errorCode: string }>().errorCode).toBe('upload.invalid');
    expect((await member.get(`/wps/support/chat/images/${picture.id}`)).headers['content-type']).toBe(
      'image/png',
    );
    expect((await other.get(`/wps/support/chat/images/${picture.id}`)).statusCode).toBe(404);
    expect((await ops('GET', `/ops/support/chats/images/${picture.id}`)).statusCode).toBe(200);

    const trial = await createTestTrialMember(testApp.app, testApp.database.handle);
    expect((await trial.post('/wps/support/chat/messages', { text: 'hi' })).statusCode).toBe(403);
    expect(await (await connect(trial.token)).closing).toBe(4403);
    expect(await (await connect('not-a-session')).closing).toBe(4401);
  });
});
