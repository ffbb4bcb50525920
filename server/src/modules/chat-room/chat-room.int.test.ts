import { Socket } from 'node:net';

import { CHAT_ROOM_MAX_PER_MINUTE } from '@plaza/contracts/chat-room';
import type {
  ChatRoomHistory,
  ChatRoomMessage,
  ChatRoomModerationHistory,
  ChatRoomServerFrame,
} from '@plaza/contracts/chat-room';
import { ERROR_MESSAGES } from '@plaza/contracts/error-messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createMemoryBus } from '../../cluster/cluster-bus';
import { seedDemoChatRoom } from '../../demo/demo-chat-room';
import { relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { nextHeard, startTwoNodes } from '../../test/two-nodes';
import { createTestMember, createTestTrialMember } from '../../test/withdrawal-client';
import type { TestMember } from '../../test/withdrawal-client';
import { findMemberById } from '../accounts/members.service';
import { createOperator } from '../operator/operator.service';
import { listOperatorActions } from '../operator/operator-audit.service';
import { ChatRoomHub } from './chat-room-hub';
import { postRoomMessage } from './chat-room.service';

interface Envelope<T> {
  success: boolean;
  errorCode?: string;
  message?: string;
  value: T;
}

/** A live room connection that keeps every frame it hears; `next` waits for the first that matches. */
async function connectRoom(app: FastifyInstance, join: { roomId: string; token?: string }) {
  const frames: ChatRoomServerFrame[] = [];
  const client = Object.defineProperty(new Socket(), 'remoteAddress', { value: '127.0.0.1' });
  const socket = await app.injectWS(
    '/wps/chat-room/live',
    { socket: client },
    {
      onInit: (ws) => {
        ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as ChatRoomServerFrame));
      },
    },
  );
  const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
  // Frames it does not understand come first: ignored, the join that follows is still answered.
  for (const junk of ['{"type":', 'null', JSON.stringify({ type: 'join', roomId: 'xx' })]) {
    socket.send(junk);
  }
  socket.send(JSON.stringify({ type: 'join', ...join }));
  const next = (match: (frame: ChatRoomServerFrame) => boolean) => nextHeard(frames, match);
  return { socket, frames, next, closed };
}

describeIntegration('the members’ chat room', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken: string;
  let supportToken: string;
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    adminToken = await loginTestOperator(testApp.app);
    await createOperator(testApp.database.handle, {
      username: 'room_support',
      password: 'Support12345',
      role: 'SUPPORT',
    });
    supportToken = await loginTestOperator(testApp.app, {
      username: 'room_support',
      password: 'Support12345',
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const newMember = () => {
    sequence += 1;
    return createTestMember(testApp.app, testApp.database.handle, `roomtest${sequence}`);
  };
  const ops = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { authorization: token },
      ...(payload === undefined ? {} : { payload }),
    });
  const post = (member: TestMember, text: string, roomId = 'en', language?: string) =>
    member.post(`/wps/chat-room/rooms/${roomId}/messages`, { text }, language);
  const history = async (url: string, token?: string) =>
    (await testApp.app.inject({ url, headers: token === undefined ? {} : { authorization: token } })).json<
      Envelope<ChatRoomHistory>
    >();
  /** A hub of its own for posts made through the service with chosen times (the rate limit counts time). */
  const quietHub = () => new ChatRoomHub(createMemoryBus('test-setup'));

  it('lists one room per language the deployment offers, its default first, to anyone', async () => {
    const response = await testApp.app.inject({ url: '/wps/chat-room/rooms' });
    expect(response.json<Envelope<unknown>>().value).toEqual({
      list: [{ id: 'en' }, { id: 'pt' }, { id: 'vi' }, { id: 'th' }, { id: 'zh-CN' }],
    });
  });

  it('keeps a member’s post under a display name, marks it as theirs, and refuses guests, trial members and bad text', async () => {
    const member = await newMember();
    const response = await post(member, '  Hello room 👋 https://example.com  ');
    expect(response.statusCode).toBe(200);
    const message = response.json<Envelope<ChatRoomMessage>>().value;
    expect(message).toMatchObject({ roomId: 'en', text: 'Hello room 👋 https://example.com', isOwn: true });
    // The account name never shows: most of it is hidden (no nickname set).
    expect(message.displayName).toBe(`ro***${String(sequence).slice(-1)}`);
    expect(JSON.stringify(message)).not.toContain(`roomtest${sequence}`);

    // Guests read, and see it as someone else's; the author sees it as theirs.
    const asGuest = await history('/wps/chat-room/rooms/en/messages');
    expect(asGuest.value.list.find((each) => each.id === message.id)).toMatchObject({ isOwn: false });
    const asAuthor = await history('/wps/chat-room/rooms/en/messages', member.token);
    expect(asAuthor.value.list.find((each) => each.id === message.id)).toMatchObject({ isOwn: true });

    const guest = await testApp.app.inject({
      method: 'POST',
      url: '/wps/chat-room/rooms/en/messages',
      payload: { text: 'hi' },
    });
    expect(guest.statusCode).toBe(401);
    const trial = await createTestTrialMember(testApp.app, testApp.database.handle);
    const trialPost = await post(trial, 'hi');
    expect(trialPost.statusCode).toBe(403);
    expect(trialPost.json<Envelope<unknown>>().errorCode).toBe('need.true.account');

    const other = await newMember();
    for (const text of ['   ', 'x'.repeat(201), 'two\nlines', 'bell\u0007']) {
      const refused = await post(other, text);
      expect(refused.statusCode, text).toBe(400);
      expect(refused.json<Envelope<unknown>>().errorCode).toBe('request_param_err');
    }
    // 200 characters is the limit, emoji counting one each.
    expect((await post(other, '😀'.repeat(200))).statusCode).toBe(200);
    // A language the deployment offers no room for, or none at all.
    expect((await post(other, 'hi', 'xx')).statusCode).toBe(400);
  });

  it('pages the history back from the newest, oldest first in each page, removed messages left out', async () => {
    const handle = testApp.database.handle;
    const authors = [await newMember(), await newMember()];
    const rows = await Promise.all(authors.map((author) => findMemberById(handle.db, author.memberId)));
    const hub = quietHub();
    const start = Date.now() - 60 * 60 * 1000;
    const posted: ChatRoomMessage[] = [];
    for (let index = 0; index < 7; index += 1) {
      const author = rows[index % 2];
      if (author === undefined) {
        throw new Error('no author');
      }
      posted.push(await postRoomMessage(handle, hub, author, 'vi', `paging ${index}`, start + index * 5_000));
    }
    hub.stop();

    const newest = await history('/wps/chat-room/rooms/vi/messages?limit=3');
    expect(newest.value.list.map((each) => each.text)).toEqual(['paging 4', 'paging 5', 'paging 6']);
    expect(newest.value.hasMore).toBe(true);
    const older = await history(
      `/wps/chat-room/rooms/vi/messages?limit=3&before=${newest.value.list[0]?.id}`,
    );
    expect(older.value.list.map((each) => each.text)).toEqual(['paging 1', 'paging 2', 'paging 3']);
    const oldest = await history(
      `/wps/chat-room/rooms/vi/messages?limit=3&before=${older.value.list[0]?.id}`,
    );
    expect(oldest.value.list.map((each) => each.text)).toEqual(['paging 0']);
    expect(oldest.value.hasMore).toBe(false);

    // A removed message leaves the members' pages; moderators still read it, marked.
    const removed = posted[5];
    expect(
      (await ops(adminToken, 'POST', `/ops/chat-room/messages/${removed?.id}/remove`, {})).statusCode,
    ).toBe(200);
    const after = await history('/wps/chat-room/rooms/vi/messages?limit=3');
    expect(after.value.list.map((each) => each.text)).toEqual(['paging 3', 'paging 4', 'paging 6']);
    const moderation = (await ops(adminToken, 'GET', '/ops/chat-room/rooms/vi/messages?limit=3')).json<
      Envelope<ChatRoomModerationHistory>
    >().value;
    expect(moderation.list.map((each) => [each.text, each.removedAt !== null])).toEqual([
      ['paging 4', false],
      ['paging 5', true],
      ['paging 6', false],
    ]);
    expect(moderation.list[0]).toMatchObject({
      memberId: authors[0]?.memberId,
      username: `roomtest${sequence - 1}`,
    });
  });

  it('holds a member to one post every 2 seconds and 20 a minute, refused in the member’s language, nothing kept', async () => {
    const handle = testApp.database.handle;
    const member = await newMember();
    const memberRow = await findMemberById(handle.db, member.memberId);
    if (memberRow === undefined) {
      throw new Error('no member');
    }
    // The first post is stamped a minute ahead, so the second one (now) is too soon however slow the machine.
    const setupHub = quietHub();
    await postRoomMessage(handle, setupHub, memberRow, 'th', 'first', Date.now() + 60_000);
    setupHub.stop();
    const tooFast = await post(member, 'second', 'th', 'pt');
    expect(tooFast.statusCode).toBe(429);
    const body = tooFast.json<Envelope<{ retryAfterSeconds: number }>>();
    expect(body).toMatchObject({
      errorCode: 'chat.room.too.fast',
      message: ERROR_MESSAGES.pt['chat.room.too.fast'],
    });
    expect(body.value.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    const kept = await history('/wps/chat-room/rooms/th/messages');
    expect(kept.value.list.filter((each) => each.text === 'second')).toEqual([]);

    // Twenty in a minute, 2.5 seconds apart, pass; the twenty-first inside that minute does not; a minute later
    // it does.
    const busy = await newMember();
    const row = await findMemberById(handle.db, busy.memberId);
    if (row === undefined) {
      throw new Error('no member');
    }
    const hub = quietHub();
    const start = Date.now() - 10 * 60 * 1000;
    for (let index = 0; index < CHAT_ROOM_MAX_PER_MINUTE; index += 1) {
      await postRoomMessage(handle, hub, row, 'th', `burst ${index}`, start + index * 2_500);
    }
    await expect(
      postRoomMessage(handle, hub, row, 'th', 'one too many', start + 55_000),
    ).rejects.toMatchObject({
      code: 'chat.room.too.fast',
    });
    await expect(
      postRoomMessage(handle, hub, row, 'th', 'next minute', start + 60_001),
    ).resolves.toMatchObject({
      text: 'next minute',
    });
    hub.stop();
  });

  it('lets one of a member’s simultaneous posts through, whichever connection or node they come by', async () => {
    const member = await newMember();
    const answers = await Promise.all(
      ['one', 'two', 'three', 'four', 'five'].map((text) => post(member, `at once ${text}`, 'pt')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    const kept = await history('/wps/chat-room/rooms/pt/messages?limit=100');
    expect(kept.value.list.filter((each) => each.text.startsWith('at once '))).toHaveLength(1);
  });

  it('mutes a member until a time with a reason (audited), refuses their posts, tells their page, and unmutes', async () => {
    const member = await newMember();
    const live = await connectRoom(testApp.app, { roomId: 'en', token: member.token });
    await live.next((frame) => frame.type === 'ready');

    const before = Date.now();
    const mute = await ops(supportToken, 'PUT', `/ops/chat-room/mutes/${member.memberId}`, {
      minutes: 60,
      reason: 'Spamming links',
    });
    expect(mute.statusCode).toBe(200);
    const heard = await live.next((frame) => frame.type === 'standing');
    expect(heard).toMatchObject({ standing: { muteReason: 'Spamming links' } });
    const standing = (await member.get('/wps/chat-room/standing')).json<Envelope<{ mutedUntil: string }>>()
      .value;
    expect(Date.parse(standing.mutedUntil)).toBeGreaterThanOrEqual(before + 60 * 60_000);

    const refused = await post(member, 'let me speak', 'en', 'vi');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Envelope<{ until: string; reason: string }>>()).toMatchObject({
      errorCode: 'chat.room.muted',
      message: ERROR_MESSAGES.vi['chat.room.muted'],
      value: { until: standing.mutedUntil, reason: 'Spamming links' },
    });
    const mutes = (await ops(adminToken, 'GET', '/ops/chat-room/mutes')).json<
      Envelope<{ list: { memberId: number; reason: string }[] }>
    >().value.list;
    expect(mutes).toContainEqual(
      expect.objectContaining({ memberId: member.memberId, reason: 'Spamming links' }),
    );

    expect((await ops(supportToken, 'DELETE', `/ops/chat-room/mutes/${member.memberId}`)).statusCode).toBe(
      200,
    );
    await live.next((frame) => frame.type === 'standing' && frame.standing.mutedUntil === null);
    expect((await post(member, 'thanks')).statusCode).toBe(200);
    // Unmuting someone not muted changes nothing.
    const again = await ops(supportToken, 'DELETE', `/ops/chat-room/mutes/${member.memberId}`);
    expect(again.statusCode).toBe(409);

    const mine = await listOperatorActions(testApp.database.handle.db, 'member', member.memberId);
    expect(mine.map((action) => action.action).sort()).toEqual(['chatroom.mute', 'chatroom.unmute']);
    expect(mine.find((action) => action.action === 'chatroom.mute')?.details).toMatchObject({
      minutes: 60,
      reason: 'Spamming links',
    });

    // Bad input and unknown members change nothing.
    expect(
      (await ops(adminToken, 'PUT', '/ops/chat-room/mutes/987654321', { minutes: 5, reason: 'x' }))
        .statusCode,
    ).toBe(404);
    for (const body of [
      { minutes: 0, reason: 'x' },
      { minutes: 60 * 24 * 31, reason: 'x' },
      { minutes: 5, reason: ' ' },
    ]) {
      expect((await ops(adminToken, 'PUT', `/ops/chat-room/mutes/${member.memberId}`, body)).statusCode).toBe(
        400,
      );
    }
    live.socket.terminate();
  });

  it('carries a message to everyone in the room at once and takes a removed one away from everyone', async () => {
    const author = await newMember();
    const reader = await newMember();
    const authorLive = await connectRoom(testApp.app, { roomId: 'pt', token: author.token });
    const readerLive = await connectRoom(testApp.app, { roomId: 'pt', token: reader.token });
    const guestLive = await connectRoom(testApp.app, { roomId: 'pt' });
    const elsewhere = await connectRoom(testApp.app, { roomId: 'en', token: reader.token });
    for (const live of [authorLive, readerLive, guestLive, elsewhere]) {
      await live.next((frame) => frame.type === 'ready');
    }

    const message = (await post(author, 'Olá a todos', 'pt')).json<Envelope<ChatRoomMessage>>().value;
    const isMessage = (frame: ChatRoomServerFrame) =>
      frame.type === 'message' && frame.message.id === message.id;
    expect(await authorLive.next(isMessage)).toMatchObject({ message: { text: 'Olá a todos', isOwn: true } });
    expect(await readerLive.next(isMessage)).toMatchObject({ message: { isOwn: false } });
    expect(await guestLive.next(isMessage)).toMatchObject({ message: { isOwn: false } });

    const removal = await ops(supportToken, 'POST', `/ops/chat-room/messages/${message.id}/remove`, {
      reason: 'Off topic',
    });
    expect(removal.statusCode).toBe(200);
    const isRemoval = (frame: ChatRoomServerFrame) =>
      frame.type === 'removed' && frame.messageId === message.id;
    for (const live of [authorLive, readerLive, guestLive]) {
      expect(await live.next(isRemoval)).toEqual({ type: 'removed', roomId: 'pt', messageId: message.id });
    }
    // Another room's connection heard neither.
    expect(elsewhere.frames.filter((frame) => isMessage(frame) || isRemoval(frame))).toEqual([]);
    // Removing it twice is refused; the audit keeps who removed what and why.
    expect(
      (await ops(adminToken, 'POST', `/ops/chat-room/messages/${message.id}/remove`, {})).statusCode,
    ).toBe(409);
    expect((await ops(adminToken, 'POST', '/ops/chat-room/messages/987654321/remove', {})).statusCode).toBe(
      404,
    );
    const audit = await listOperatorActions(testApp.database.handle.db, 'chatroom.message', message.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ text: 'Olá a todos', reason: 'Off topic', roomId: 'pt' });
    for (const live of [authorLive, readerLive, guestLive, elsewhere]) {
      live.socket.terminate();
    }
  });

  it('lets no member remove or mute, and no operator without chatroom.moderate', async () => {
    const author = await newMember();
    const other = await newMember();
    const message = (await post(author, 'Mine to keep')).json<Envelope<ChatRoomMessage>>().value;
    const asMember = [
      await ops(other.token, 'POST', `/ops/chat-room/messages/${message.id}/remove`, {}),
      await ops(other.token, 'PUT', `/ops/chat-room/mutes/${author.memberId}`, { minutes: 10, reason: 'no' }),
      await ops(other.token, 'DELETE', `/ops/chat-room/mutes/${author.memberId}`),
    ];
    expect(asMember.map((response) => response.statusCode)).toEqual([401, 401, 401]);
    await createOperator(testApp.database.handle, {
      username: 'room_content',
      password: 'Content12345',
      role: 'CONTENT',
    });
    const contentToken = await loginTestOperator(testApp.app, {
      username: 'room_content',
      password: 'Content12345',
    });
    const asContent = await ops(contentToken, 'POST', `/ops/chat-room/messages/${message.id}/remove`, {});
    expect(asContent.statusCode).toBe(403);
    expect(asContent.json<Envelope<unknown>>().errorCode).toBe('operator.forbidden');
    const still = await history('/wps/chat-room/rooms/en/messages?limit=100');
    expect(still.value.list.some((each) => each.id === message.id)).toBe(true);
  });

  it('refuses a member whose account is locked or self-excluded', async () => {
    const excluded = await newMember();
    const time = await excluded.post('/wps/member/gamblingControls/break', { kind: 'TIMEOUT', days: 1 });
    expect(time.statusCode).toBe(200);
    expect((await post(excluded, 'am I still here?')).statusCode).toBe(401);

    const member = await newMember();
    const lock = await ops(adminToken, 'POST', `/ops/members/${member.memberId}/lock`, { reason: 'Abuse' });
    expect(lock.statusCode).toBe(200);
    const refused = await post(member, 'can I still post?');
    expect(refused.statusCode).toBe(401);
    const standing = await member.get('/wps/chat-room/standing');
    expect(standing.statusCode).toBe(401);
  });

  it('closes the room while CHATROOM3 is off: no rooms, no history, no posts, no live connection', async () => {
    const member = await newMember();
    const off = await ops(adminToken, 'PUT', '/ops/settings/switches/CHATROOM3', { enabled: false });
    expect(off.statusCode).toBe(200);
    try {
      for (const response of [
        await testApp.app.inject({ url: '/wps/chat-room/rooms' }),
        await testApp.app.inject({ url: '/wps/chat-room/rooms/en/messages' }),
        await post(member, 'anyone?'),
        await member.get('/wps/chat-room/standing'),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json<Envelope<unknown>>().errorCode).toBe('operation.not.enabled');
      }
      const live = await connectRoom(testApp.app, { roomId: 'en' });
      expect(await live.closed).toBe(4403);
      // Moderators still read the room, and see it is closed.
      expect((await ops(adminToken, 'GET', '/ops/chat-room/rooms/en/messages')).statusCode).toBe(200);
      expect(
        (await ops(adminToken, 'GET', '/ops/chat-room/rooms')).json<Envelope<unknown>>().value,
      ).toMatchObject({
        isOpen: false,
      });
    } finally {
      await ops(adminToken, 'PUT', '/ops/settings/switches/CHATROOM3', { enabled: true });
    }
    expect((await post(member, 'back again')).statusCode).toBe(200);
  });

  it('closes a live connection that names a session that is not valid (4401)', async () => {
    const live = await connectRoom(testApp.app, { roomId: 'en', token: 'not-a-session' });
    expect(await live.closed).toBe(4401);
  });

  it('seeds the demo conversation: several members in every room, under their nicknames', async () => {
    const handle = testApp.database.handle;
    const player = await newMember();
    await seedDemoChatRoom(handle, player.memberId, ['en', 'pt', 'vi', 'th', 'zh-CN'], Date.now());
    for (const roomId of ['en', 'pt', 'vi', 'th', 'zh-CN']) {
      const page = await history(`/wps/chat-room/rooms/${roomId}/messages?limit=100`);
      const names = new Set(page.value.list.map((each) => each.displayName));
      expect(names.has('Ana Lucky') || names.has('Minh 88'), roomId).toBe(true);
      expect(names.size, roomId).toBeGreaterThanOrEqual(4);
    }
  });

  it('carries messages and removals between nodes through the cluster bus', async () => {
    const nodes = await startTwoNodes(testApp.database.handle, ['chat-room']);
    if (nodes === undefined) {
      return;
    }
    const { nodeA, nodeB } = nodes;
    try {
      const operatorToken = await loginTestOperator(nodeB);
      const author = await createTestMember(nodeA, testApp.database.handle, 'roomnodes1');
      const reader = await createTestMember(nodeB, testApp.database.handle, 'roomnodes2');
      const readerLive = await connectRoom(nodeB, { roomId: 'zh-CN', token: reader.token });
      await readerLive.next((frame) => frame.type === 'ready');

      const message = (await post(author, '你好，另一个节点', 'zh-CN')).json<Envelope<ChatRoomMessage>>()
        .value;
      await readerLive.next((frame) => frame.type === 'message' && frame.message.id === message.id);
      // Heard once.
      expect(readerLive.frames.filter((frame) => frame.type === 'message')).toHaveLength(1);

      const authorLive = await connectRoom(nodeA, { roomId: 'zh-CN', token: author.token });
      await authorLive.next((frame) => frame.type === 'ready');
      const removal = await nodeB.inject({
        method: 'POST',
        url: `/ops/chat-room/messages/${message.id}/remove`,
        headers: { authorization: operatorToken },
        payload: {},
      });
      expect(removal.statusCode).toBe(200);
      for (const live of [readerLive, authorLive]) {
        await live.next((frame) => frame.type === 'removed' && frame.messageId === message.id);
        live.socket.terminate();
      }
    } finally {
      await nodes.close();
    }
  });
});
