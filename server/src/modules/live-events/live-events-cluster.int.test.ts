import type { LotteryLiveEvent } from '@plaza/contracts/lottery';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { runInTransaction } from '../../db/transaction';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { startTwoNodes } from '../../test/two-nodes';
import { INBOX_LIVE_CHANNEL, createInboxWatch } from '../inbox/inbox-live';
import type { InboxWatch } from '../inbox/inbox-live';
import { sendSystemMessage } from '../inbox/inbox.service';
import { scheduleIssues } from '../lottery/lottery-draws.service';
import { LOTTERY_LIVE_CHANNEL } from '../lottery/lottery-live';
import { drawAndPublish } from '../lottery/lottery.job';

/** A live connection that keeps every frame; `next` waits for the first that matches (a state, never a time). */
interface LiveClient {
  frames: { type?: string }[];
  next: <T extends { type?: string }>(match: (frame: T) => boolean) => Promise<T>;
  close: () => void;
}

async function openLive(baseUrl: string, token?: string): Promise<LiveClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/lgw/live`);
  const frames: { type?: string }[] = [];
  const waiters: { match: (frame: never) => boolean; resolve: (frame: never) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString('utf8')) as { type?: string };
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame as never)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame as never);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const client: LiveClient = {
    frames,
    next: <T extends { type?: string }>(match: (frame: T) => boolean) => {
      const seen = frames.find((frame) => match(frame as T));
      return seen !== undefined
        ? Promise.resolve(seen as T)
        : new Promise<T>((resolve) => {
            waiters.push({
              match,
              resolve,
            });
          });
    },
    close: () => socket.close(),
  };
  if (token !== undefined) {
    socket.send(JSON.stringify({ type: 'auth', token }));
    await client.next((frame) => frame.type === 'ready');
  }
  return client;
}

const inboxFrames = (client: LiveClient) => client.frames.filter((frame) => frame.type === 'inbox').length;

/**
 * Decision 101: two nodes (two app instances on one database and one Redis, as two processes would be) share the
 * live pushes. The draw made on node A (the jobs lease's holder) reaches a visitor connected to node B; a message
 * sent through node A reaches its member's tab on node B, and no other member's.
 */
describeIntegration('live events across two nodes: lottery results and message badges (decision 101)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let baseUrlB = '';
  let isSkipped = false;
  let closeNodes: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    const nodes = await startTwoNodes(testApp.database.handle, [LOTTERY_LIVE_CHANNEL, INBOX_LIVE_CHANNEL]);
    if (nodes === undefined) {
      isSkipped = true;
      return;
    }
    ({ nodeA, nodeB } = nodes);
    closeNodes = nodes.close;
    baseUrlB = await nodeB.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await closeNodes?.();
    await testApp.close();
  });

  it('sends a draw made on node A to a visitor on node B, with the result node B serves and the next issue', async () => {
    if (isSkipped) {
      expect(process.env.CI, 'Redis is required on CI').toBeFalsy();
      return;
    }
    const handle = testApp.database.handle;
    await scheduleIssues(handle, Date.now(), { areas: ['FAST'] });
    const issues = (await nodeB.inject({ method: 'GET', url: '/lgw/games/SSC_3M/issues?count=2' })).json<{
      value: { issues: { issueNo: string; drawAt: string }[] };
    }>().value.issues;
    const [issue, following] = issues;
    if (issue === undefined || following === undefined) {
      throw new Error('no SSC_3M issues listed');
    }
    const visitor = await openLive(baseUrlB);

    // The draw job's run on node A, at the issue's draw time.
    const run = await drawAndPublish(handle, Date.parse(issue.drawAt), nodeA.cluster.bus);
    expect(run.published).toBeGreaterThanOrEqual(1);

    const frame = await visitor.next<LotteryLiveEvent>(
      (each) => each.type === 'lottery' && each.gameCode === 'SSC_3M' && each.issueNo === issue.issueNo,
    );
    expect(frame.status).toBe('DRAWN');
    expect(frame.nextIssue?.issueNo).toBe(following.issueNo);
    const published = (
      await nodeB.inject({ method: 'GET', url: `/lgw/draws/SSC_3M/${issue.issueNo}` })
    ).json<{ value: { status: string; result: string[]; seed: string } }>().value;
    expect(published.status).toBe('DRAWN');
    expect(frame.draws).toEqual([
      { drawCode: 'SSC_3M', status: 'DRAWN', result: published.result, seed: published.seed },
    ]);

    // A second run at the same time finds nothing new to draw and publishes nothing.
    expect((await drawAndPublish(handle, Date.parse(issue.drawAt), nodeA.cluster.bus)).published).toBe(0);
    visitor.close();
  });

  it("tells a member's tab on node B of a message sent through node A, and never another member's", async () => {
    if (isSkipped) {
      expect(process.env.CI, 'Redis is required on CI').toBeFalsy();
      return;
    }
    const handle = testApp.database.handle;
    const alice = await createLoggedInMember(nodeA, handle, 'badgealice');
    const bob = await createLoggedInMember(nodeA, handle, 'badgebob');
    const operatorToken = await loginTestOperator(nodeA);
    // The jobs lease's holder is node A: its watch publishes on A's bus.
    const watch: InboxWatch = await createInboxWatch(handle, nodeA.cluster.bus);
    const aliceTab = await openLive(baseUrlB, alice.token);
    const bobTab = await openLive(baseUrlB, bob.token);
    const visitor = await openLive(baseUrlB);
    const send = async (payload: object) => {
      const response = await nodeA.inject({
        method: 'POST',
        url: '/ops/messages',
        headers: { authorization: operatorToken },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      await watch.scan();
    };
    const texts = { en: { title: 'Hello', content: 'A message for you' } };

    await send({ audience: 'MEMBER', memberId: alice.memberId, texts });
    await aliceTab.next((frame) => frame.type === 'inbox');
    // Then one to Bob: once his frame arrived, Alice's connection has had every frame it was going to get.
    await send({ audience: 'MEMBER', memberId: bob.memberId, texts });
    await bobTab.next((frame) => frame.type === 'inbox');
    expect(inboxFrames(aliceTab)).toBe(1);
    expect(inboxFrames(bobTab)).toBe(1);

    // A system message written inside another module's transaction is heard after its commit, by its member only.
    await runInTransaction(handle, (db) =>
      sendSystemMessage(db, {
        memberId: bob.memberId,
        topic: 'deposit.credited',
        amount: 1_000,
        now: Date.now(),
      }),
    );
    await watch.scan();
    await bobTab.next(() => inboxFrames(bobTab) === 2);

    // Alice reads her message in another tab served by node A: her tab on node B refreshes its badge, Bob's not.
    const read = await nodeA.inject({
      method: 'POST',
      url: '/wps/member/messages/read',
      headers: { authorization: alice.token },
      payload: {},
    });
    expect(read.statusCode, read.body).toBe(200);
    await aliceTab.next(() => inboxFrames(aliceTab) === 2);

    // A broadcast to the players reaches both (once each), and nobody who is not signed in.
    await send({ audience: 'PLAYERS', texts });
    await aliceTab.next(() => inboxFrames(aliceTab) === 3);
    await bobTab.next(() => inboxFrames(bobTab) === 3);
    expect(inboxFrames(visitor)).toBe(0);
    expect(inboxFrames(aliceTab)).toBe(3);
    expect(inboxFrames(bobTab)).toBe(3);
    for (const client of [aliceTab, bobTab, visitor]) {
      client.close();
    }
  });
});
