import { afterAll, beforeAll, expect, it } from 'vitest';

import { runInTransaction } from '../../db/transaction';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { getHouseShardAccount, postTransfers } from '../ledger/ledger.service';
import { openJackpotPool, readJackpotAmount } from '../jackpot/jackpot.service';
import { selectPool } from '../jackpot/jackpot.repository';
import { createLedgerWatch } from './ledger-watch';
import type { LedgerWatch } from './ledger-watch';

/** An open event stream: the text received so far, and a wait for a text to arrive. */
interface OpenStream {
  text: () => string;
  waitFor: (fragment: string) => Promise<void>;
  close: () => void;
}

async function openStream(baseUrl: string, path: string, token?: string): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: token === undefined ? {} : { authorization: token },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body?.getReader();
  if (reader === undefined) {
    throw new Error('no body');
  }
  let received = '';
  const waiters: { fragment: string; resolve: () => void }[] = [];
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        received += decoder.decode(chunk.value, { stream: true });
        for (const waiter of [...waiters]) {
          if (received.includes(waiter.fragment)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    text: () => received,
    waitFor: (fragment) =>
      received.includes(fragment)
        ? Promise.resolve()
        : new Promise((resolve) => {
            waiters.push({ fragment, resolve });
          }),
    close: () => controller.abort(),
  };
}

const count = (text: string, fragment: string) => text.split(fragment).length - 1;

describeIntegration('live events: wallet and jackpot pushes (decision 082)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;
  let watch: LedgerWatch;
  let alice: { memberId: number; token: string };
  let bob: { memberId: number; token: string };

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    alice = await createLoggedInMember(testApp.app, testApp.database.handle, 'livealice');
    bob = await createLoggedInMember(testApp.app, testApp.database.handle, 'livebob');
    await runInTransaction(testApp.database.handle, (db) =>
      openJackpotPool(db, 'USD', { shareBasisPoints: 100, oneIn: 1_000, seedAmount: 10_000 }, Date.now()),
    );
    watch = await createLedgerWatch(testApp.database.handle, testApp.app.cluster.bus);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses the member stream without a session, or with a bad one (401)', async () => {
    const none = await testApp.app.inject({ method: 'GET', url: '/wps/live' });
    expect(none.statusCode).toBe(401);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/wps/live',
      headers: { authorization: 'not-a-session' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it("tells a member's open tabs of their own wallet changes only, after the commit", async () => {
    const aliceTabs = [
      await openStream(baseUrl, '/wps/live', alice.token),
      await openStream(baseUrl, '/wps/live', alice.token),
    ];
    const bobTab = await openStream(baseUrl, '/wps/live', bob.token);
    await Promise.all([...aliceTabs, bobTab].map((stream) => stream.waitFor('event: jackpot')));

    await fundMember(testApp.database.handle, bob.memberId, 5_000, 'USD');
    await watch.scan();
    await bobTab.waitFor('event: wallet');

    await fundMember(testApp.database.handle, alice.memberId, 7_000, 'USD');
    await watch.scan();
    await Promise.all(aliceTabs.map((stream) => stream.waitFor('event: wallet')));
    // A scan with nothing new sends nothing.
    await watch.scan();
    await fundMember(testApp.database.handle, bob.memberId, 1_000, 'USD');
    await watch.scan();
    await bobTab.waitFor('event: wallet\ndata: {}\n\nevent: wallet');

    // Bob's two changes reached Bob twice and Alice never; Alice's one change reached each of her tabs once.
    expect(count(bobTab.text(), 'event: wallet')).toBe(2);
    for (const stream of aliceTabs) {
      expect(count(stream.text(), 'event: wallet')).toBe(1);
    }
    for (const stream of [...aliceTabs, bobTab]) {
      stream.close();
    }
  });

  it("sends the jackpot's amount to everyone, signed in or not, when the pool moves", async () => {
    const amount = (await readJackpotAmount(testApp.database.handle)) ?? 0;
    const visitor = await openStream(baseUrl, '/lgw/live');
    await visitor.waitFor(`event: jackpot\ndata: {"amount":${amount},"win":null}`);
    const member = await openStream(baseUrl, '/wps/live', alice.token);
    await member.waitFor('event: jackpot');
    await runInTransaction(testApp.database.handle, async (db) => {
      const pool = await selectPool(db, 'USD');
      const house = await getHouseShardAccount(db, 1, 'USD');
      await postTransfers(db, [
        {
          idempotencyKey: 'test:jackpot-share',
          kind: 'jackpot',
          reference: 'jackpot:USD',
          debitAccountId: house.id,
          creditAccountId: Number(pool?.account_id),
          amount: 250,
        },
      ]);
    });
    await watch.scan();
    await visitor.waitFor(`data: {"amount":${amount + 250},"win":null}`);
    await member.waitFor(`data: {"amount":${amount + 250},"win":null}`);
    // The pool moved no member's money: no wallet event.
    expect(member.text()).not.toContain('event: wallet');
    visitor.close();
    member.close();
  });
});
