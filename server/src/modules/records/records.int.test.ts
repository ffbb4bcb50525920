import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { runInTransaction } from '../../db/transaction';
import { DEFAULT_DEMO_VENDOR_SECRET } from '../../demo/demo-vendor-integrations';
import { createLoggedInMember, createTrialMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { callSeamless, issueTestLaunchToken } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { verifyLedger } from '../ledger/ledger-verify.service';
import {
  ensureAccount,
  getHouseAccount,
  getMemberMainAccount,
  ledgerAccountCodes,
  postTransfers,
} from '../ledger/ledger.service';
import { getTurnoverStatus } from '../payments/turnover.service';

const DAY = 24 * 60 * 60 * 1000;

describeIntegration('member records', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let member = { memberId: 0, token: '' };
  const startedAt = Date.now();

  const db = () => testApp.database.handle.db;
  const get = (url: string, token = member.token) =>
    testApp.app.inject({ url, headers: { authorization: token } });
  const seamless = (operation: string, body: Record<string, unknown>) =>
    callSeamless(testApp.app, { vendor: 'DEMO', operation, body, secret: DEFAULT_DEMO_VENDOR_SECRET });

  /**
   * The member's history, oldest first: a deposit 40 days ago (outside the default range), then today a
   * SANDBOX deposit, an operator's adjustment, a bet, a win, a second bet rolled back, a transfer to a vendor
   * wallet and back in part, a bonus, and a withdrawal with its fee that was then returned.
   */
  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    member = await createLoggedInMember(testApp.app, testApp.database.handle, 'recorder1');
    const { memberId } = member;
    await runInTransaction(testApp.database.handle, async (tx) => {
      const channel = await ensureAccount(tx, {
        code: ledgerAccountCodes.paymentChannel('OLD'),
        kind: 'payment_channel',
        ownerId: null,
        currency: 'USD',
        allowNegative: true,
      });
      const main = await getMemberMainAccount(tx, memberId, 'USD');
      await postTransfers(
        tx,
        [
          {
            idempotencyKey: 'old-deposit',
            kind: 'deposit',
            reference: 'deposit:old',
            debitAccountId: channel.id,
            creditAccountId: main.id,
            amount: 777,
          },
        ],
        startedAt - 40 * DAY,
      );
    });
    const deposit = await testApp.app.inject({
      method: 'POST',
      url: '/wps/payment/deposit',
      headers: { authorization: member.token },
      payload: { channelCode: 'SANDBOX', amount: 10_000 },
    });
    expect(deposit.json()).toMatchObject({ value: { status: 'COMPLETED' } });
    const adjustment = await testApp.app.inject({
      method: 'POST',
      url: `/ops/members/${memberId}/adjustments`,
      headers: { authorization: await loginTestOperator(testApp.app) },
      payload: { amount: 500, reason: 'Goodwill' },
    });
    expect(adjustment.statusCode).toBe(200);

    const launchToken = await issueTestLaunchToken(testApp.database.handle, {
      memberId,
      vendor: 'DEMO',
      gameType: 'LIVE',
    });
    const base = { playerId: String(memberId), currency: 'USD', gameCode: 'DEMO_SLOT', token: launchToken };
    expect(
      (
        await seamless('bet', {
          ...base,
          requestId: 'q1',
          roundId: 'r1',
          transactionId: 'bet-1',
          amount: 2_000,
        })
      ).body,
    ).toMatchObject({ status: 'OK' });
    expect(
      (
        await seamless('win', {
          ...base,
          requestId: 'q2',
          roundId: 'r1',
          transactionId: 'win-1',
          refTransactionId: 'bet-1',
          amount: 3_500,
        })
      ).body,
    ).toMatchObject({ status: 'OK' });
    await seamless('bet', { ...base, requestId: 'q3', roundId: 'r2', transactionId: 'bet-2', amount: 1_000 });
    expect(
      (
        await seamless('rollback', {
          ...base,
          requestId: 'q4',
          roundId: 'r2',
          transactionId: 'rb-2',
          refTransactionId: 'bet-2',
          amount: 1_000,
        })
      ).body,
    ).toMatchObject({ status: 'OK' });

    await runInTransaction(testApp.database.handle, async (tx) => {
      const main = await getMemberMainAccount(tx, memberId, 'USD');
      const vendor = await ensureAccount(tx, {
        code: ledgerAccountCodes.memberVendor(memberId, 'DEMOTW'),
        kind: 'member_vendor',
        ownerId: memberId,
        currency: 'USD',
        allowNegative: false,
      });
      const bonus = await ensureAccount(tx, {
        code: ledgerAccountCodes.bonus(),
        kind: 'bonus',
        ownerId: null,
        currency: 'USD',
        allowNegative: true,
      });
      const hold = await ensureAccount(tx, {
        code: `member:${memberId}:withdrawal-hold-test`,
        kind: 'payment_channel',
        ownerId: null,
        currency: 'USD',
        allowNegative: false,
      });
      const house = await getHouseAccount(tx, memberId, 'USD');
      const transfer = (
        key: string,
        kind: 'transfer_in' | 'transfer_out' | 'bonus' | 'withdrawal' | 'fee' | 'rollback',
        reference: string,
        from: number,
        to: number,
        amount: number,
        metadata?: Record<string, unknown>,
      ) => ({
        idempotencyKey: key,
        kind,
        reference,
        debitAccountId: from,
        creditAccountId: to,
        amount,
        ...(metadata === undefined ? {} : { metadata }),
      });
      await postTransfers(tx, [
        transfer('t-in', 'transfer_in', 'vendor-transfer:A1', main.id, vendor.id, 4_000),
      ]);
      await postTransfers(tx, [
        transfer('t-out', 'transfer_out', 'vendor-transfer:A2', vendor.id, main.id, 1_500),
      ]);
      await postTransfers(tx, [
        transfer('b-1', 'bonus', 'promotion:7', bonus.id, main.id, 800, { title: 'Welcome bonus' }),
      ]);
      await postTransfers(tx, [
        transfer('w-1', 'withdrawal', 'withdrawal:1', main.id, hold.id, 3_000),
        transfer('w-1-fee', 'fee', 'withdrawal:1', main.id, house.id, 100),
      ]);
      await postTransfers(tx, [
        transfer('w-1-return', 'rollback', 'withdrawal:1', hold.id, main.id, 3_000),
        transfer('w-1-fee-return', 'rollback', 'withdrawal:1', house.id, main.id, 100),
      ]);
    });
  });
  afterEach(async () => {
    const report = await verifyLedger(db());
    expect(report.checks.filter((check) => !check.isPassing)).toEqual([]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  interface Line {
    id: string;
    type: string;
    wallet: string;
    amount: number;
    balanceAfter: number;
    reference: string;
    time: string;
  }
  const lines = async (query: string) =>
    (await get(`/wps/member/transactions${query}`)).json<{
      value: { content: Line[]; total: number; totalPages: number; pageNum: number; pageSize: number };
    }>().value;

  describe('account record', () => {
    it('lists every movement of the last 7 days, newest first, signed, with the balance after each', async () => {
      const page = await lines('?pageSize=100');
      expect(page.content.map((line) => [line.type, line.wallet, line.amount, line.balanceAfter])).toEqual([
        ['fee', 'MAIN', 100, 11_077],
        ['withdrawal', 'MAIN', 3_000, 10_977],
        ['fee', 'MAIN', -100, 7_977],
        ['withdrawal', 'MAIN', -3_000, 8_077],
        ['bonus', 'MAIN', 800, 11_077],
        ['transfer', 'MAIN', 1_500, 10_277],
        ['transfer', 'DEMOTW', -1_500, 2_500],
        ['transfer', 'MAIN', -4_000, 8_777],
        ['transfer', 'DEMOTW', 4_000, 4_000],
        ['rollback', 'MAIN', 1_000, 12_777],
        ['bet', 'MAIN', -1_000, 11_777],
        ['win', 'MAIN', 3_500, 12_777],
        ['bet', 'MAIN', -2_000, 9_277],
        ['adjustment', 'MAIN', 500, 11_277],
        ['deposit', 'MAIN', 10_000, 10_777],
      ]);
      expect(page.total).toBe(15);
      expect(new Set(page.content.map((line) => line.id)).size).toBe(15);
      expect(page.content[0]?.reference).toBe('withdrawal:1');
      expect(page.content.at(-1)?.reference).toMatch(/^deposit:\d+$/);
      expect(page.content.at(-3)?.reference).toBe('seamless:DEMO:r1');
      expect(Date.parse(page.content[0]?.time ?? '')).toBeGreaterThanOrEqual(startedAt);
    });

    it('filters by type (comma list or repeated parameter)', async () => {
      const games = await lines('?types=bet,win');
      expect(games.content.map((line) => [line.type, line.amount])).toEqual([
        ['bet', -1_000],
        ['win', 3_500],
        ['bet', -2_000],
      ]);
      const repeated = await lines('?types=deposit&types=adjustment');
      expect(repeated.content.map((line) => line.type)).toEqual(['adjustment', 'deposit']);
      expect((await lines('?types=transfer')).total).toBe(4);
    });

    it('reads the date range, e.g. the previous 30 or the previous 60 days', async () => {
      const from = new Date(startedAt - 60 * DAY).toISOString();
      const to = new Date(Date.now() + 1_000).toISOString();
      const page = await lines(`?types=deposit&from=${from}&to=${to}`);
      expect(page.content.map((line) => line.amount)).toEqual([10_000, 777]);
      const before = new Date(startedAt - 39 * DAY).toISOString();
      const old = await lines(`?from=${from}&to=${before}`);
      expect(old.content).toEqual([
        expect.objectContaining({ type: 'deposit', amount: 777, balanceAfter: 777 }),
      ]);
    });

    it('pages', async () => {
      const first = await lines('?pageSize=4');
      const second = await lines('?pageSize=4&pageNum=2');
      const last = await lines('?pageSize=4&pageNum=4');
      expect(first).toMatchObject({ total: 15, totalPages: 4, pageNum: 1, pageSize: 4 });
      expect(second.content.map((line) => line.type)).toEqual(['bonus', 'transfer', 'transfer', 'transfer']);
      expect(last.content.map((line) => line.type)).toEqual(['bet', 'adjustment', 'deposit']);
      expect((await lines('?pageSize=4&pageNum=9')).content).toEqual([]);
    });

    it('shows a member only their own movements', async () => {
      const other = await createLoggedInMember(testApp.app, testApp.database.handle, 'recorder2');
      expect((await get('/wps/member/transactions', other.token)).json()).toMatchObject({
        value: { content: [], total: 0, totalPages: 0 },
      });
    });
  });

  describe('personal profit and loss', () => {
    it('sums the range: deposits, withdrawals and fees net of returns, bets net of rollbacks, wins, bonus', async () => {
      expect((await get('/wps/member/profit')).json()).toMatchObject({
        value: {
          deposits: 10_000,
          withdrawals: 0,
          fees: 0,
          bets: 2_000,
          wins: 3_500,
          bonus: 800,
          adjustments: 500,
          profit: 2_300,
        },
      });
      const from = new Date(startedAt - 60 * DAY).toISOString();
      const to = new Date(startedAt - 30 * DAY).toISOString();
      expect((await get(`/wps/member/profit?from=${from}&to=${to}`)).json()).toEqual({
        success: true,
        value: {
          from,
          to,
          deposits: 777,
          withdrawals: 0,
          fees: 0,
          bets: 0,
          wins: 0,
          bonus: 0,
          adjustments: 0,
          profit: 0,
          byGameType: [],
        },
      });
    });
  });

  describe('bonus details', () => {
    it('lists the bonus movements with what they were for', async () => {
      expect((await get('/wps/member/bonuses')).json()).toMatchObject({
        value: {
          content: [
            { amount: 800, balanceAfter: 11_077, reference: 'promotion:7', description: 'Welcome bonus' },
          ],
          total: 1,
          totalPages: 1,
        },
      });
    });
  });

  it('counts the real seamless bets that stand toward the turnover requirement', async () => {
    expect(await getTurnoverStatus(db(), member.memberId)).toEqual({
      required: 10_000,
      wagered: 2_000,
      byGameType: { LIVE: 2_000 },
      isMet: false,
    });
  });

  describe('refusals', () => {
    it('refuses visitors (401) and trial members (403) on every records call', async () => {
      const trial = await createTrialMember(testApp.app, testApp.database.handle);
      for (const path of ['/wps/member/transactions', '/wps/member/profit', '/wps/member/bonuses']) {
        expect((await testApp.app.inject({ url: path })).statusCode).toBe(401);
        const refused = await get(path, trial.token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ errorCode: 'need.true.account' });
      }
    });

    it('refuses bad filters with a localized field error', async () => {
      const response = await testApp.app.inject({
        url: '/wps/member/transactions?types=bet,lottery',
        headers: { authorization: member.token, language: 'pt' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'request_param_err',
        message: 'Algumas das informações inseridas não são válidas.',
        value: { fields: { 'types.1': 'validation.invalid' } },
      });
      for (const query of [
        '/wps/member/profit?from=2026-03-01T00:00:00Z&to=2026-02-01T00:00:00Z',
        '/wps/member/bonuses?from=2025-01-01T00:00:00Z&to=2026-01-01T00:00:00Z',
        '/wps/member/transactions?from=yesterday',
        '/wps/member/transactions?pageNum=0',
        '/wps/member/transactions?pageSize=101',
      ]) {
        const refused = await get(query);
        expect(refused.statusCode, query).toBe(400);
        expect(refused.json(), query).toMatchObject({ errorCode: 'request_param_err' });
      }
    });

    it('describes the records calls in the OpenAPI document', async () => {
      const paths = Object.keys(
        (await testApp.app.inject({ url: '/openapi.json' })).json<{ paths: object }>().paths,
      );
      expect(paths).toEqual(
        expect.arrayContaining([
          '/wps/member/transactions',
          '/wps/member/profit',
          '/wps/member/bonuses',
          '/wps/payment/channels',
          '/wps/payment/deposit',
          '/wps/payment/deposits',
          '/ops/deposits',
          '/ops/deposits/{id}/approve',
          '/ops/deposits/{id}/reject',
          '/ops/members/{memberId}/adjustments',
        ]),
      );
    });
  });
});
