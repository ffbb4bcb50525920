import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { runInTransaction } from '../../db/transaction';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { getHouseShardAccount, postTransfers } from '../ledger/ledger.service';
import { openJackpotPool, readJackpotAmount } from '../jackpot/jackpot.service';
import { selectPool } from '../jackpot/jackpot.repository';
import { createLedgerWatch } from './ledger-watch';
import type { LedgerWatch } from './ledger-watch';

/** An open live connection: the frames received so far (one JSON text a line), and a wait for a text to arrive. */
interface OpenStream {
  text: () => string;
  waitFor: (fragment: string) => Promise<void>;
  closed: Promise<number>;
  socket: WebSocket;
  close: () => void;
}

async function openStream(baseUrl: string, token?: string): Promise<OpenStream> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/lgw/live`);
  let received = '';
  const waiters: { fragment: string; resolve: () => void }[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data: Buffer) => {
    received += `${data.toString('utf8')}\n`;
    for (const waiter of [...waiters]) {
      if (received.includes(waiter.fragment)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (token !== undefined) {
    socket.send(JSON.stringify({ type: 'auth', token }));
  }
  const stream: OpenStream = {
    text: () => received,
    waitFor: (fragment) =>
      received.includes(fragment)
        ? Promise.resolve()
        : new Promise((resolve) => {
            waiters.push({ fragment, resolve });
          }),
    closed,
    socket,
    close: () => socket.close(),
  };
  if (token !== undefined) {
    await Promise.race([stream.waitFor('{"type":"ready"}'), closed]);
  }
  return stream;
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

  it('closes a connection whose first frame names no valid session (4401), and sends it no wallet frame', async () => {
    const bad = await openStream(baseUrl, 'not-a-session');
    expect(await bad.closed).toBe(4401);
    expect(bad.text()).not.toContain('"type":"wallet"');
  });

  it('ignores frames it does not understand, and a second auth frame, and keeps serving the connection', async () => {
    const stream = await openStream(baseUrl, alice.token);
    const socket = stream.socket;
    for (const junk of [
      '{"type":',
      'null',
      '[]',
      JSON.stringify({ type: 'auth', token: bob.token }),
      '\u0000',
    ]) {
      socket.send(junk);
    }
    socket.send(Buffer.from([0xff, 0xfe, 0x00]));
    await fundMember(testApp.database.handle, bob.memberId, 100, 'USD');
    await fundMember(testApp.database.handle, alice.memberId, 100, 'USD');
    await watch.scan();
    await stream.waitFor('{"type":"wallet"}');
    // Still Alice's connection: Bob's change (and his token sent second) did not reach it.
    expect(count(stream.text(), '"type":"wallet"')).toBe(1);
    const health = await testApp.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    stream.close();
  });

  it("tells a member's open tabs of their own wallet changes only, after the commit", async () => {
    const aliceTabs = [await openStream(baseUrl, alice.token), await openStream(baseUrl, alice.token)];
    const bobTab = await openStream(baseUrl, bob.token);
    await Promise.all([...aliceTabs, bobTab].map((stream) => stream.waitFor('"type":"jackpot"')));

    await fundMember(testApp.database.handle, bob.memberId, 5_000, 'USD');
    await watch.scan();
    await bobTab.waitFor('{"type":"wallet"}');

    await fundMember(testApp.database.handle, alice.memberId, 7_000, 'USD');
    await watch.scan();
    await Promise.all(aliceTabs.map((stream) => stream.waitFor('{"type":"wallet"}')));
    // A scan with nothing new sends nothing.
    await watch.scan();
    await fundMember(testApp.database.handle, bob.memberId, 1_000, 'USD');
    await watch.scan();
    await bobTab.waitFor('{"type":"wallet"}\n{"type":"wallet"}');

    // Bob's two changes reached Bob twice and Alice never; Alice's one change reached each of her tabs once.
    expect(count(bobTab.text(), '"type":"wallet"')).toBe(2);
    for (const stream of aliceTabs) {
      expect(count(stream.text(), '"type":"wallet"')).toBe(1);
    }
    for (const stream of [...aliceTabs, bobTab]) {
      stream.close();
    }
  });

  it("sends the jackpot's amount to everyone, signed in or not, when the pool moves", async () => {
    const amount = (await readJackpotAmount(testApp.database.handle)) ?? 0;
    const visitor = await openStream(baseUrl);
    await visitor.waitFor(`{"type":"jackpot","amount":${amount},"win":null}`);
    const member = await openStream(baseUrl, alice.token);
    await member.waitFor('"type":"jackpot"');
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
    await visitor.waitFor(`"amount":${amount + 250},"win":null}`);
    await member.waitFor(`"amount":${amount + 250},"win":null}`);
    // The pool moved no member's money: no wallet event.
    expect(member.text()).not.toContain('"type":"wallet"');
    visitor.close();
    member.close();
  });
});
