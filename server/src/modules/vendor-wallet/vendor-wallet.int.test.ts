import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { up as relinkCallTransfers } from '../../db/migrations/0013-seamless-call-transfer-links';

import { DEFAULT_DEMO_VENDOR_SECRET } from '../../demo/demo-vendor-integrations';
import { callSeamless, fundMember, issueTestLaunchToken } from '../../test/seamless-client';
import { withMutableTransfers } from '../../test/ledger-guard';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';

const VENDOR = 'DEMO';
const SECRET = DEFAULT_DEMO_VENDOR_SECRET;

describeIntegration('seamless wallet API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let counter = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const handle = () => testApp.database.handle;
  const call = (operation: string, body: unknown, options: { secret?: string; signature?: string } = {}) =>
    callSeamless(testApp.app, {
      vendor: VENDOR,
      operation,
      body,
      secret: options.secret ?? SECRET,
      signature: options.signature,
    });
  const balanceOf = async (memberId: number) =>
    (await findAccountByCode(handle().db, ledgerAccountCodes.memberMain(memberId)))?.balance ?? 0;

  /** A new member with `funds` in the main wallet and a live launch token at DEMO. */
  async function newPlayer(funds: number) {
    counter += 1;
    const memberId = await createMember(handle(), {
      username: `seamless${counter}`,
      password: 'Secret123',
      type: 0,
      isFirstLogin: false,
    });
    if (funds > 0) {
      await fundMember(handle(), memberId, funds, 'USD');
    }
    const token = await issueTestLaunchToken(handle(), { memberId, vendor: VENDOR });
    const base = { playerId: String(memberId), currency: 'USD', gameCode: 'DEMO_SLOT' };
    return { memberId, token, base };
  }

  const id = (prefix: string) => `${prefix}-${counter}-${Math.random().toString(36).slice(2, 10)}`;

  describe('signature', () => {
    it('refuses a missing, wrong or foreign signature and moves nothing', async () => {
      const { memberId, token, base } = await newPlayer(10_000);
      const bet = {
        ...base,
        requestId: 'r1',
        token,
        roundId: 'round',
        transactionId: id('bet'),
        amount: 500,
      };
      expect((await call('bet', bet, { signature: '' })).body).toEqual({ status: 'INVALID_SIGNATURE' });
      expect((await call('bet', bet, { secret: 'another-secret' })).body).toEqual({
        status: 'INVALID_SIGNATURE',
      });
      expect((await call('bet', bet, { signature: 'zz'.repeat(32) })).body).toEqual({
        status: 'INVALID_SIGNATURE',
      });
      const unknownVendor = await callSeamless(testApp.app, {
        vendor: 'NOPE',
        operation: 'bet',
        body: bet,
        secret: SECRET,
      });
      expect(unknownVendor.body).toEqual({ status: 'INVALID_SIGNATURE' });
      expect(await balanceOf(memberId)).toBe(10_000);
    });

    it('covers the raw body: a body changed after signing is refused', async () => {
      const { memberId, token, base } = await newPlayer(10_000);
      const body = JSON.stringify({
        ...base,
        requestId: 'r',
        token,
        roundId: 'x',
        transactionId: id('bet'),
        amount: 100,
      });
      const signedFor = body.replace('"amount":100', '"amount":1');
      const { signBody } = await import('../vendors/signature');
      const answer = await call('bet', body, { signature: signBody(signedFor, SECRET) });
      expect(answer.body.status).toBe('INVALID_SIGNATURE');
      expect(await balanceOf(memberId)).toBe(10_000);
    });
  });

  describe('balance', () => {
    it('tells the vendor who plays from the launch token alone', async () => {
      const { memberId, token } = await newPlayer(12_345);
      const answer = await call('balance', { requestId: 'b1', token });
      expect(answer).toEqual({
        statusCode: 200,
        body: { status: 'OK', balance: 12_345, playerId: String(memberId), currency: 'USD' },
      });
    });

    it('answers by player id, and refuses an expired or unknown token', async () => {
      const { memberId } = await newPlayer(700);
      expect((await call('balance', { requestId: 'b2', playerId: String(memberId) })).body).toMatchObject({
        status: 'OK',
        balance: 700,
      });
      const expired = await issueTestLaunchToken(handle(), {
        memberId,
        vendor: VENDOR,
        expiresAt: Date.now() - 1,
      });
      expect((await call('balance', { requestId: 'b3', token: expired })).body).toEqual({
        status: 'INVALID_TOKEN',
      });
      expect((await call('balance', { requestId: 'b4', token: 'nope' })).body).toEqual({
        status: 'INVALID_TOKEN',
      });
      expect((await call('balance', { requestId: 'b5' })).body).toEqual({ status: 'INVALID_REQUEST' });
    });
  });

  describe('bet, win and their repeats', () => {
    it('a bet takes the amount, its repeat answers the same and moves nothing, a changed repeat is a duplicate', async () => {
      const { memberId, token, base } = await newPlayer(10_000);
      const bet = {
        ...base,
        requestId: 'r1',
        token,
        roundId: 'round-1',
        transactionId: id('bet'),
        amount: 2_500,
      };
      const first = await call('bet', bet);
      expect(first.statusCode).toBe(200);
      expect(first.body).toMatchObject({ status: 'OK', balance: 7_500, transactionId: bet.transactionId });
      expect(typeof first.body.platformTransactionId).toBe('string');

      const again = await call('bet', { ...bet, requestId: 'r1-retry' });
      expect(again.body).toEqual(first.body);
      const changed = await call('bet', { ...bet, amount: 2_600 });
      expect(changed.body).toEqual({ status: 'DUPLICATE_TRANSACTION', transactionId: bet.transactionId });
      const sameIdAsWin = await call('win', { ...bet, amount: 2_500 });
      expect(sameIdAsWin.body.status).toBe('DUPLICATE_TRANSACTION');
      expect(await balanceOf(memberId)).toBe(7_500);
    });

    it('never takes a balance below zero, and repeats the refusal', async () => {
      const { memberId, token, base } = await newPlayer(1_000);
      const bet = {
        ...base,
        requestId: 'r',
        token,
        roundId: 'round',
        transactionId: id('bet'),
        amount: 1_001,
      };
      expect((await call('bet', bet)).body).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 1_000 });
      await fundMember(handle(), memberId, 5_000, 'USD');
      expect((await call('bet', bet)).body).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 1_000 });
      const exact = { ...bet, transactionId: id('bet'), amount: 6_000 };
      expect((await call('bet', exact)).body).toMatchObject({ status: 'OK', balance: 0 });
    });

    it('a bet needs a live token of this player; a win is paid after the token expired', async () => {
      const { memberId, base } = await newPlayer(5_000);
      const expired = await issueTestLaunchToken(handle(), {
        memberId,
        vendor: VENDOR,
        expiresAt: Date.now() - 1,
      });
      const bet = {
        ...base,
        requestId: 'r',
        token: expired,
        roundId: 'round',
        transactionId: id('bet'),
        amount: 100,
      };
      expect((await call('bet', bet)).body).toEqual({ status: 'INVALID_TOKEN' });
      const other = await newPlayer(0);
      expect((await call('bet', { ...bet, token: other.token })).body).toEqual({ status: 'INVALID_TOKEN' });
      const win = {
        ...base,
        requestId: 'w',
        token: expired,
        roundId: 'round',
        transactionId: id('win'),
        amount: 900,
      };
      expect((await call('win', win)).body).toMatchObject({ status: 'OK', balance: 5_900 });
      expect(await balanceOf(memberId)).toBe(5_900);
    });

    it('a win settles its bet; a zero win settles a lost round; a win for an unknown bet is refused', async () => {
      const { memberId, token, base } = await newPlayer(3_000);
      const betId = id('bet');
      await call('bet', {
        ...base,
        requestId: 'r',
        token,
        roundId: 'r1',
        transactionId: betId,
        amount: 1_000,
      });
      const win = {
        ...base,
        requestId: 'w',
        roundId: 'r1',
        transactionId: id('win'),
        amount: 2_500,
        refTransactionId: betId,
      };
      expect((await call('win', win)).body).toMatchObject({ status: 'OK', balance: 4_500 });
      const zero = { ...win, transactionId: id('win'), amount: 0 };
      expect((await call('win', zero)).body).toMatchObject({ status: 'OK', balance: 4_500 });
      const orphan = { ...win, transactionId: id('win'), refTransactionId: 'never-sent' };
      expect((await call('win', orphan)).body).toMatchObject({
        status: 'TRANSACTION_NOT_FOUND',
        balance: 4_500,
      });
      expect(await balanceOf(memberId)).toBe(4_500);
    });

    it('refuses a blocked player, another currency and malformed bodies, moving nothing', async () => {
      const { memberId, token, base } = await newPlayer(2_000);
      const bet = { ...base, requestId: 'r', token, roundId: 'round', transactionId: id('bet'), amount: 100 };
      expect((await call('bet', { ...bet, currency: 'EUR' })).body).toEqual({ status: 'INVALID_REQUEST' });
      expect((await call('bet', { ...bet, amount: -5 })).body).toEqual({ status: 'INVALID_REQUEST' });
      expect((await call('bet', { ...bet, amount: 1.5 })).body).toEqual({ status: 'INVALID_REQUEST' });
      expect((await call('bet', { ...bet, amount: 0 })).body).toEqual({ status: 'INVALID_REQUEST' });
      expect((await call('bet', '{"not json')).body).toEqual({ status: 'INVALID_REQUEST' });
      expect((await call('win', { ...bet, playerId: '999999' })).body).toEqual({ status: 'INVALID_REQUEST' });
      await handle().db.updateTable('member').set({ status: 'LOCKED' }).where('id', '=', memberId).execute();
      expect((await call('bet', bet)).body).toEqual({ status: 'PLAYER_BLOCKED' });
      expect(await balanceOf(memberId)).toBe(2_000);
    });
  });

  describe('rollback', () => {
    it('gives back exactly what the bet took, once', async () => {
      const { memberId, token, base } = await newPlayer(4_000);
      const betId = id('bet');
      await call('bet', {
        ...base,
        requestId: 'r',
        token,
        roundId: 'r',
        transactionId: betId,
        amount: 1_500,
      });
      const rollback = {
        ...base,
        requestId: 'rb',
        roundId: 'r',
        transactionId: id('rb'),
        refTransactionId: betId,
        amount: 9_999,
      };
      expect((await call('rollback', rollback)).body).toMatchObject({ status: 'OK', balance: 4_000 });
      expect((await call('rollback', rollback)).body).toMatchObject({ status: 'OK', balance: 4_000 });
      const second = { ...rollback, transactionId: id('rb') };
      expect((await call('rollback', second)).body).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK' });
      const win = {
        ...base,
        requestId: 'w',
        roundId: 'r',
        transactionId: id('win'),
        amount: 100,
        refTransactionId: betId,
      };
      expect((await call('win', win)).body).toMatchObject({
        status: 'TRANSACTION_ROLLED_BACK',
        balance: 4_000,
      });
      expect(await balanceOf(memberId)).toBe(4_000);
    });

    it('a rollback that comes before its bet makes the late bet refused', async () => {
      const { memberId, token, base } = await newPlayer(4_000);
      const betId = id('bet');
      const rollback = {
        ...base,
        requestId: 'rb',
        roundId: 'r',
        transactionId: id('rb'),
        refTransactionId: betId,
      };
      expect((await call('rollback', rollback)).body).toMatchObject({ status: 'OK', balance: 4_000 });
      const late = { ...base, requestId: 'r', token, roundId: 'r', transactionId: betId, amount: 1_000 };
      expect((await call('bet', late)).body).toMatchObject({
        status: 'TRANSACTION_ROLLED_BACK',
        balance: 4_000,
      });
      expect((await call('bet', late)).body).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK' });
      expect(await balanceOf(memberId)).toBe(4_000);
    });

    it("a rollback of another player's bet is refused", async () => {
      const owner = await newPlayer(4_000);
      const betId = id('bet');
      await call('bet', {
        ...owner.base,
        requestId: 'r',
        token: owner.token,
        roundId: 'r',
        transactionId: betId,
        amount: 1_000,
      });
      const intruder = await newPlayer(0);
      const rollback = {
        ...intruder.base,
        requestId: 'rb',
        roundId: 'r',
        transactionId: id('rb'),
        refTransactionId: betId,
      };
      expect((await call('rollback', rollback)).body).toEqual({ status: 'INVALID_REQUEST' });
      expect(await balanceOf(owner.memberId)).toBe(3_000);
      expect(await balanceOf(intruder.memberId)).toBe(0);
    });
  });

  it('twenty parallel copies of one bet move the money once', async () => {
    const { memberId, token, base } = await newPlayer(10_000);
    const bet = { ...base, requestId: 'r', token, roundId: 'round', transactionId: id('bet'), amount: 700 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('bet', bet)));
    for (const answer of answers) {
      expect(answer.body).toMatchObject({ status: 'OK', balance: 9_300 });
    }
    expect(await balanceOf(memberId)).toBe(9_300);
  });

  it('traces a round back to the money it moved: each call record names its transfer', async () => {
    const { memberId, token, base } = await newPlayer(10_000);
    const roundId = id('audit-round');
    const bet = { ...base, requestId: 'r', token, roundId, transactionId: id('bet'), amount: 1_200 };
    const win = {
      ...bet,
      requestId: 'w',
      transactionId: id('win'),
      refTransactionId: bet.transactionId,
      amount: 2_000,
    };
    expect((await call('bet', bet)).body).toMatchObject({ status: 'OK' });
    expect((await call('win', win)).body).toMatchObject({ status: 'OK' });

    // The round's bets by bet_record_round, the calls that settle them by their reference, then each transfer.
    const bets = await handle()
      .db.selectFrom('bet_record')
      .select('transaction_id')
      .where('vendor_code', '=', VENDOR)
      .where('round_id', '=', roundId)
      .where('member_id', '=', memberId)
      .execute();
    const calls = await handle()
      .db.selectFrom('seamless_transaction')
      .innerJoin('ledger_transfer', 'ledger_transfer.id', 'seamless_transaction.ledger_transfer_id')
      .select([
        'seamless_transaction.transaction_id',
        'ledger_transfer.kind',
        'ledger_transfer.amount',
        'ledger_transfer.reference',
      ])
      .where('seamless_transaction.vendor_code', '=', VENDOR)
      .where((where) =>
        where.or([
          where(
            'seamless_transaction.transaction_id',
            'in',
            bets.map((row) => row.transaction_id),
          ),
          where(
            'seamless_transaction.ref_transaction_id',
            'in',
            bets.map((row) => row.transaction_id),
          ),
        ]),
      )
      .orderBy('ledger_transfer.id')
      .execute();
    expect(calls.map((row) => ({ ...row, amount: Number(row.amount) }))).toEqual([
      {
        transaction_id: bet.transactionId,
        kind: 'bet',
        amount: 1_200,
        reference: `seamless:${VENDOR}:${roundId}`,
      },
      {
        transaction_id: win.transactionId,
        kind: 'win',
        amount: 2_000,
        reference: `seamless:${VENDOR}:${roundId}`,
      },
    ]);
  });

  it('links a call recorded without its transfer (before the fix) to it again when migrated', async () => {
    const { token, base } = await newPlayer(10_000);
    const bet = {
      ...base,
      requestId: 'r',
      token,
      roundId: id('relink'),
      transactionId: id('bet'),
      amount: 300,
    };
    expect((await call('bet', bet)).body).toMatchObject({ status: 'OK' });
    const linkOf = async () =>
      (
        await handle()
          .db.selectFrom('seamless_transaction')
          .select('ledger_transfer_id')
          .where('vendor_code', '=', VENDOR)
          .where('transaction_id', '=', bet.transactionId)
          .executeTakeFirstOrThrow()
      ).ledger_transfer_id;
    const linked = await linkOf();
    if (linked === null) {
      throw new Error('the bet names no transfer');
    }
    // As a call was recorded before: its transfer keyed by the transaction id alone, and no link.
    await withMutableTransfers(handle(), () =>
      handle()
        .db.updateTable('ledger_transfer')
        .set({ idempotency_key: `seamless:${VENDOR}:${bet.transactionId}` })
        .where('id', '=', linked)
        .execute(),
    );
    await handle()
      .db.updateTable('seamless_transaction')
      .set({ ledger_transfer_id: null })
      .where('transaction_id', '=', bet.transactionId)
      .execute();

    await relinkCallTransfers(handle().db as unknown as Kysely<unknown>);
    expect(await linkOf()).toBe(linked);
  });

  it('leaves the ledger consistent', async () => {
    const verification = await verifyLedger(handle().db);
    expect(verification.checks.filter((check) => !check.isPassing)).toEqual([]);
    expect(verification.isPassing).toBe(true);
  });
});

describeIntegration('seamless wallet under concurrent vendors', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('32 clients betting, winning and rolling back on 4 shared players keep every balance and invariant', async () => {
    const handle = testApp.database.handle;
    const players: Array<{ memberId: number; token: string }> = [];
    for (let index = 0; index < 4; index += 1) {
      const memberId = await createMember(handle, {
        username: `shared${index}`,
        password: 'Secret123',
        type: 0,
        isFirstLogin: false,
      });
      await fundMember(handle, memberId, 50_000, 'USD');
      players.push({ memberId, token: await issueTestLaunchToken(handle, { memberId, vendor: VENDOR }) });
    }
    await Promise.all(
      Array.from({ length: 32 }, async (_, client) => {
        for (let round = 0; round < 15; round += 1) {
          const who = players[(client + round) % players.length];
          if (who === undefined) {
            return;
          }
          const base = {
            playerId: String(who.memberId),
            currency: 'USD',
            gameCode: 'DEMO_SLOT',
            roundId: `${client}-${round}`,
          };
          const betId = `c${client}-r${round}-bet`;
          await callSeamless(testApp.app, {
            vendor: VENDOR,
            operation: 'bet',
            secret: SECRET,
            body: {
              ...base,
              requestId: betId,
              token: who.token,
              transactionId: betId,
              amount: 1 + ((client * 31 + round * 17) % 900),
            },
          });
          const settle = round % 4 === 0 ? 'rollback' : 'win';
          await callSeamless(testApp.app, {
            vendor: VENDOR,
            operation: settle,
            secret: SECRET,
            body: {
              ...base,
              requestId: `${betId}-s`,
              transactionId: `${betId}-s`,
              refTransactionId: betId,
              amount: (client + round) % 5 === 0 ? 1_500 : 0,
            },
          });
        }
      }),
    );
    for (const { memberId } of players) {
      const rows = await handle.db
        .selectFrom('seamless_transaction')
        .select(['kind', 'amount', 'status'])
        .where('member_id', '=', memberId)
        .where('outcome', '=', 'OK')
        .execute();
      const expected = rows.reduce(
        (balance, row) => (row.kind === 'bet' ? balance - row.amount : balance + row.amount),
        50_000,
      );
      expect(await findAccountByCode(handle.db, ledgerAccountCodes.memberMain(memberId))).toMatchObject({
        balance: expected,
      });
    }
    expect((await verifyLedger(handle.db)).isPassing).toBe(true);
  });
});
