import { Socket } from 'node:net';

import type { ChatServerEvent } from '@plaza/contracts/support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { buildApp } from '../app';
import { relaxLoginChecks } from '../test/member-client';
import { loginTestOperator } from '../test/operator-client';
import { createTestApp, describeIntegration } from '../test/test-database';
import { nextHeard, startTwoNodes } from '../test/two-nodes';
import { createTestMember } from '../test/withdrawal-client';

/** A live chat connection to `app` that keeps what it hears; `next` waits for the first event that matches. */
async function connectChat(app: FastifyInstance, token: string) {
  const events: ChatServerEvent[] = [];
  const client = Object.defineProperty(new Socket(), 'remoteAddress', { value: '127.0.0.1' });
  const socket = await app.injectWS(
    '/wps/support/chat/live',
    { socket: client },
    {
      onInit: (ws) => {
        ws.on('message', (data: Buffer) => events.push(JSON.parse(data.toString()) as ChatServerEvent));
      },
    },
  );
  socket.send(JSON.stringify({ type: 'auth', token }));
  const next = (match: (event: ChatServerEvent) => boolean) => nextHeard(events, match);
  return { socket, events, next };
}

describeIntegration('one node of several: readiness, drain and live chat across nodes', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers /readyz ready with its node, and 503 draining once it stops', async () => {
    const ready = await testApp.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', node: testApp.app.cluster.nodeId });
    testApp.app.cluster.isDraining = true;
    try {
      const draining = await testApp.app.inject({ url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining', node: testApp.app.cluster.nodeId });
      // Still serving what it is asked while the proxy moves away.
      expect((await testApp.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      testApp.app.cluster.isDraining = false;
    }
  });

  it('tells its crash live sockets to reconnect (1012) when it closes', async () => {
    const node = await buildApp({ database: testApp.database.handle, logLevel: 'silent' });
    // The plugins load at ready(); an upgrade injected before would wait for ever.
    await node.ready();
    const client = Object.defineProperty(new Socket(), 'remoteAddress', { value: '127.0.0.1' });
    const socket = await node.injectWS('/bgs/api/crash/live', { socket: client });
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
    );
    expect(node.websocketServer.clients.size).toBe(1);
    await node.close();
    expect(await closed).toEqual({ code: 1012, reason: 'reconnect' });
  });

  it('carries a reply sent through one node to the member connected to another', async () => {
    // Two nodes on one database and one Redis.
    const nodes = await startTwoNodes(testApp.database.handle, ['chat']);
    if (nodes === undefined) {
      return;
    }
    const { nodeA, nodeB } = nodes;
    try {
      const operatorToken = await loginTestOperator(nodeA);
      const member = await createTestMember(nodeB, testApp.database.handle, 'cluster1');
      const other = await createTestMember(nodeB, testApp.database.handle, 'cluster2');
      const memberLive = await connectChat(nodeB, member.token);
      const otherLive = await connectChat(nodeB, other.token);
      const operatorLive = await connectChat(nodeB, operatorToken);
      await memberLive.next((event) => event.type === 'ready');
      await otherLive.next((event) => event.type === 'ready');
      await operatorLive.next((event) => event.type === 'ready');

      // The member writes through node A: the operator connected to node B hears it.
      const first = (
        await nodeA.inject({
          method: 'POST',
          url: '/wps/support/chat/messages',
          headers: { authorization: member.token },
          payload: { text: 'Anyone on another node?' },
        })
      ).json<{ value: { conversationId: string } }>().value;
      await operatorLive.next(
        (event) => event.type === 'message' && event.message.text === 'Anyone on another node?',
      );

      // The operator replies through node A: the member connected to node B hears it, the other member nothing.
      const reply = await nodeA.inject({
        method: 'POST',
        url: `/ops/support/chats/${first.conversationId}/messages`,
        headers: { authorization: operatorToken },
        payload: { text: 'Yes, from node A.' },
      });
      expect(reply.statusCode).toBe(200);
      const heard = await memberLive.next(
        (event) => event.type === 'message' && event.message.sender === 'OPERATOR',
      );
      expect(heard).toMatchObject({ message: { text: 'Yes, from node A.' } });
      // Heard once: node B's own delivery and the bus's never both.
      expect(
        memberLive.events.filter((event) => event.type === 'message' && event.message.sender === 'OPERATOR'),
      ).toHaveLength(1);
      expect(otherLive.events.filter((event) => event.type === 'message')).toEqual([]);
      for (const live of [memberLive, otherLive, operatorLive]) {
        live.socket.terminate();
      }
    } finally {
      await nodes.close();
    }
  });
});
