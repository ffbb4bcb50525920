import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createOperator } from '../operator/operator.service';
import { listOperatorActions } from '../operator/operator-audit.service';
import { saveDeploymentSettings } from '../deployment/deployment.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { ensureAccount, findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import { createLoggedInMember, createTrialMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { insertPaymentChannelIfAbsent } from './payments.repository';

describeIntegration('deposits', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let operatorToken = '';
  let supportToken = '';

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    operatorToken = await loginTestOperator(testApp.app);
    await createOperator(testApp.database.handle, {
      username: 'support1',
      password: 'Support1234',
      role: 'SUPPORT',
    });
    supportToken = await loginTestOperator(testApp.app, { username: 'support1', password: 'Support1234' });
  });
  afterEach(async () => {
    const report = await verifyLedger(testApp.database.handle.db);
    expect(report.checks.filter((check) => !check.isPassing)).toEqual([]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.handle.db;
  let memberCount = 0;
  const newMember = () => {
    memberCount += 1;
    return createLoggedInMember(testApp.app, testApp.database.handle, `depositor${memberCount}`);
  };
  let callCount = 0;
  /** Each call from its own address: the deposit route is rate-limited per address. */
  const nextAddress = () => {
    callCount += 1;
    return `10.1.${Math.floor(callCount / 250)}.${(callCount % 250) + 1}`;
  };
  const deposit = (token: string, payload: unknown, language?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/wps/payment/deposit',
      remoteAddress: nextAddress(),
      headers: { authorization: token, ...(language === undefined ? {} : { language }) },
      payload: payload as Record<string, unknown>,
    });
  const channels = (token: string, language?: string) =>
    testApp.app.inject({
      url: '/wps/payment/channels',
      headers: { authorization: token, ...(language === undefined ? {} : { language }) },
    });
  const records = (token: string, query = '') =>
    testApp.app.inject({ url: `/wps/payment/deposits${query}`, headers: { authorization: token } });
  const ops = (method: 'GET' | 'POST', url: string, payload?: unknown, token = operatorToken) =>
    testApp.app.inject({
      method,
      url,
      headers: { authorization: token },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const mainBalance = async (memberId: number) =>
    (await findAccountByCode(db(), ledgerAccountCodes.memberMain(memberId)))?.balance ?? 0;
  const depositCount = async (memberId: number) =>
    Number(
      (
        await db()
          .selectFrom('deposit')
          .select((select) => select.fn.countAll<number | string>().as('count'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  describe('channels', () => {
    it('lists the enabled channels with their limits, named in the request language', async () => {
      const { token } = await newMember();
      const response = await channels(token, 'pt');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        value: [
          {
            code: 'SANDBOX',
            kind: 'INSTANT',
            type: 'SANDBOX',
            name: 'Sandbox (demonstração, instantâneo)',
            nameKey: null,
            minAmount: 100,
            maxAmount: 1_000_000,
            fixedAmounts: [],
            receivingAccount: null,
          },
          {
            code: 'BANK',
            kind: 'MANUAL',
            type: 'BANK_TRANSFER',
            name: 'Transferência bancária',
            nameKey: null,
            minAmount: 1_000,
            maxAmount: 5_000_000,
            fixedAmounts: [],
            receivingAccount: {
              bankName: 'Plaza Demo Bank',
              accountName: 'Plaza Entertainment Ltd',
              accountNumber: '0001 2345 6789',
              branch: 'Main branch',
            },
          },
        ],
      });
    });

    it('refuses a visitor (401) and a trial member (403 need.true.account)', async () => {
      expect((await testApp.app.inject({ url: '/wps/payment/channels' })).statusCode).toBe(401);
      const trial = await createTrialMember(testApp.app, testApp.database.handle);
      const response = await channels(trial.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'need.true.account' });
    });
  });

  describe('SANDBOX', () => {
    it('completes at once: {id, status} exactly, the main wallet credited from channel:SANDBOX', async () => {
      const { memberId, token } = await newMember();
      const channelBefore = (await findAccountByCode(db(), 'channel:SANDBOX'))?.balance ?? 0;
      const response = await deposit(token, { channelCode: 'SANDBOX', amount: 12_345 });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ value: { id: string } }>();
      expect(body).toEqual({
        success: true,
        value: { id: expect.stringMatching(/^\d+$/) as string, status: 'COMPLETED' },
      });
      expect(Object.keys(body.value).sort()).toEqual(['id', 'status']);
      expect(await mainBalance(memberId)).toBe(12_345);
      expect((await findAccountByCode(db(), 'channel:SANDBOX'))?.balance).toBe(channelBefore - 12_345);
      const transfer = await db()
        .selectFrom('ledger_transfer')
        .selectAll()
        .where('reference', '=', `deposit:${body.value.id}`)
        .executeTakeFirstOrThrow();
      expect(transfer).toMatchObject({ kind: 'deposit', amount: 12_345 });
      const balance = await testApp.app.inject({
        url: '/wps/v2/wallets/balance',
        headers: { authorization: token },
      });
      expect(balance.json()).toMatchObject({ value: { sumBalance: 12_345 } });
    });

    it('refuses a trial member with need.true.account and writes nothing', async () => {
      const trial = await createTrialMember(testApp.app, testApp.database.handle);
      const before = await mainBalance(trial.memberId);
      const response = await deposit(trial.token, { channelCode: 'SANDBOX', amount: 1_000 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'need.true.account' });
      expect(await depositCount(trial.memberId)).toBe(0);
      expect(await mainBalance(trial.memberId)).toBe(before);
    });
  });

  describe('bad input', () => {
    const cases: Array<[string, unknown, Record<string, string>]> = [
      ['below the minimum', { channelCode: 'SANDBOX', amount: 99 }, { amount: 'validation.invalid' }],
      ['above the maximum', { channelCode: 'SANDBOX', amount: 1_000_001 }, { amount: 'validation.invalid' }],
      [
        'not a whole number of minor units',
        { channelCode: 'SANDBOX', amount: 100.5 },
        { amount: 'validation.invalid' },
      ],
      ['negative', { channelCode: 'SANDBOX', amount: -500 }, { amount: 'validation.invalid' }],
      ['a string amount', { channelCode: 'SANDBOX', amount: '500' }, { amount: 'validation.invalid' }],
      ['no amount', { channelCode: 'SANDBOX' }, { amount: 'validation.required' }],
      ['an unknown channel', { channelCode: 'NOPE', amount: 1_000 }, { channelCode: 'validation.invalid' }],
      [
        'a malformed request id',
        { channelCode: 'SANDBOX', amount: 1_000, requestId: 'has spaces in it' },
        { requestId: 'validation.pattern' },
      ],
    ];
    it.each(cases)(
      'refuses %s with a localized request_param_err and changes nothing',
      async (_name, payload, fields) => {
        const { memberId, token } = await newMember();
        const response = await deposit(token, payload, 'th');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          errorCode: 'request_param_err',
          message: 'ข้อมูลบางส่วนที่กรอกไม่ถูกต้อง',
          value: { fields },
        });
        expect(await depositCount(memberId)).toBe(0);
        expect(await mainBalance(memberId)).toBe(0);
      },
    );

    it('gives the channel limits with an amount out of range', async () => {
      const { token } = await newMember();
      expect((await deposit(token, { channelCode: 'BANK', amount: 999 })).json()).toMatchObject({
        value: {
          fields: { amount: 'validation.invalid' },
          limits: { minAmount: 1_000, maxAmount: 5_000_000 },
        },
      });
    });

    it('accepts only the fixed amounts of a channel that has them, and nothing of a disabled one', async () => {
      await insertPaymentChannelIfAbsent(db(), {
        code: 'CARD',
        kind: 'INSTANT',
        type: 'ONLINE',
        name: JSON.stringify({ en: 'Voucher card' }),
        name_key: 'payment.voucher',
        min_amount: 1_000,
        max_amount: 10_000,
        fixed_amounts: '[1000,5000]',
        receiving_account: null,
        enabled: 1,
        sort_order: 5,
        updated_at: Date.now(),
      });
      await insertPaymentChannelIfAbsent(db(), {
        code: 'OFF',
        kind: 'INSTANT',
        type: 'ONLINE',
        name: JSON.stringify({ en: 'Switched off' }),
        name_key: null,
        min_amount: 100,
        max_amount: 10_000,
        fixed_amounts: '[]',
        receiving_account: null,
        enabled: 0,
        sort_order: 6,
        updated_at: Date.now(),
      });
      const { memberId, token } = await newMember();
      const listed = (await channels(token, 'vi')).json<{ value: Array<{ code: string; name: string }> }>()
        .value;
      expect(listed.map((channel) => channel.code)).toEqual(['SANDBOX', 'BANK', 'CARD']);
      // No Vietnamese name: the default language's stands in.
      expect(listed[2]).toMatchObject({
        name: 'Voucher card',
        nameKey: 'payment.voucher',
        fixedAmounts: [1000, 5000],
      });
      expect((await deposit(token, { channelCode: 'CARD', amount: 2_000 })).statusCode).toBe(400);
      expect((await deposit(token, { channelCode: 'OFF', amount: 1_000 })).json()).toMatchObject({
        value: { fields: { channelCode: 'validation.invalid' } },
      });
      expect(await depositCount(memberId)).toBe(0);
      expect((await deposit(token, { channelCode: 'CARD', amount: 5_000 })).json()).toMatchObject({
        value: { status: 'COMPLETED' },
      });
      expect(await mainBalance(memberId)).toBe(5_000);
    });
  });

  describe('idempotency of a submit', () => {
    it('answers a repeated requestId with the first deposit and moves the money once', async () => {
      const { memberId, token } = await newMember();
      const payload = { channelCode: 'SANDBOX', amount: 2_000, requestId: 'submit-0001' };
      const first = (await deposit(token, payload)).json<{ value: { id: string } }>();
      const second = (await deposit(token, payload)).json<{ value: { id: string } }>();
      expect(second).toEqual(first);
      expect(await depositCount(memberId)).toBe(1);
      expect(await mainBalance(memberId)).toBe(2_000);
    });

    it('answers a double submit racing in parallel once', async () => {
      const { memberId, token } = await newMember();
      const payload = { channelCode: 'SANDBOX', amount: 3_000, requestId: 'double-click-1' };
      const answers = await Promise.all([
        deposit(token, payload),
        deposit(token, payload),
        deposit(token, payload),
      ]);
      const ids = new Set(answers.map((answer) => answer.json<{ value: { id: string } }>().value.id));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(ids.size).toBe(1);
      expect(await depositCount(memberId)).toBe(1);
      expect(await mainBalance(memberId)).toBe(3_000);
    });

    it('refuses the same requestId for another amount with 409 duplicate.request', async () => {
      const { memberId, token } = await newMember();
      await deposit(token, { channelCode: 'SANDBOX', amount: 1_000, requestId: 'reused-id-1' });
      const response = await deposit(token, {
        channelCode: 'SANDBOX',
        amount: 9_000,
        requestId: 'reused-id-1',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 'duplicate.request' });
      expect(await mainBalance(memberId)).toBe(1_000);
    });

    it('keeps request ids per member: another member may use the same one', async () => {
      const first = await newMember();
      const second = await newMember();
      const payload = { channelCode: 'SANDBOX', amount: 1_500, requestId: 'shared-id-42' };
      await deposit(first.token, payload);
      expect((await deposit(second.token, payload)).statusCode).toBe(200);
      expect(await mainBalance(second.memberId)).toBe(1_500);
    });
  });

  describe('bank transfer and the operator', () => {
    const bankDeposit = async (token: string, amount = 50_000) =>
      (await deposit(token, { channelCode: 'BANK', amount })).json<{
        value: { id: string; status: string };
      }>().value;

    it('waits for an operator: PENDING, nothing credited', async () => {
      const { memberId, token } = await newMember();
      expect(await bankDeposit(token)).toMatchObject({ status: 'PENDING' });
      expect(await mainBalance(memberId)).toBe(0);
      const listed = await ops('GET', '/ops/deposits?status=PENDING');
      expect(listed.json<{ value: { content: Array<{ memberId: number }> } }>().value.content).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ memberId, status: 'PENDING', channelCode: 'BANK' }),
        ]),
      );
    });

    it('approving credits once, however often it is approved, with one audit row', async () => {
      const { memberId, token } = await newMember();
      const { id } = await bankDeposit(token, 70_000);
      const first = await ops('POST', `/ops/deposits/${id}/approve`);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ value: { id, status: 'COMPLETED', memberId, amount: 70_000 } });
      const again = await ops('POST', `/ops/deposits/${id}/approve`);
      expect(again.json()).toMatchObject({ value: { id, status: 'COMPLETED' } });
      expect(await mainBalance(memberId)).toBe(70_000);
      const audit = await listOperatorActions(db(), 'deposit', id);
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'deposit.approve',
          details: expect.objectContaining({ amount: 70_000, memberId }) as unknown,
        }),
      ]);
    });

    it('approving in parallel moves the money once', async () => {
      const { memberId, token } = await newMember();
      const { id } = await bankDeposit(token, 40_000);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => ops('POST', `/ops/deposits/${id}/approve`)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await mainBalance(memberId)).toBe(40_000);
      expect(await listOperatorActions(db(), 'deposit', id)).toHaveLength(1);
    });

    it('rejecting keeps the money out, shows the reason, and ends the deposit', async () => {
      const { memberId, token } = await newMember();
      const { id } = await bankDeposit(token);
      expect((await ops('POST', `/ops/deposits/${id}/reject`, { reason: '   ' })).json()).toMatchObject({
        errorCode: 'request_param_err',
        // The documented pattern (\S): more than spaces.
        value: { fields: { reason: 'validation.pattern' } },
      });
      const rejected = await ops('POST', `/ops/deposits/${id}/reject`, { reason: 'No transfer received' });
      expect(rejected.json()).toMatchObject({
        value: { status: 'REJECTED', rejectReason: 'No transfer received' },
      });
      expect((await ops('POST', `/ops/deposits/${id}/reject`, { reason: 'again' })).json()).toMatchObject({
        value: { status: 'REJECTED', rejectReason: 'No transfer received' },
      });
      const approve = await ops('POST', `/ops/deposits/${id}/approve`);
      expect(approve.statusCode).toBe(409);
      expect(approve.json()).toMatchObject({ errorCode: 'already.processed' });
      expect(await mainBalance(memberId)).toBe(0);
      expect((await listOperatorActions(db(), 'deposit', id)).map((entry) => entry.action)).toEqual([
        'deposit.reject',
      ]);
      expect((await records(token)).json()).toMatchObject({
        value: { content: [{ id, status: 'REJECTED', rejectReason: 'No transfer received' }] },
      });
    });

    it('refuses to reject a completed deposit', async () => {
      const { token } = await newMember();
      const { id } = await deposit(token, { channelCode: 'SANDBOX', amount: 1_000 }).then(
        (response) => response.json<{ value: { id: string } }>().value,
      );
      const response = await ops('POST', `/ops/deposits/${id}/reject`, { reason: 'too late' });
      expect(response.statusCode).toBe(409);
      expect(await listOperatorActions(db(), 'deposit', id)).toEqual([]);
    });

    it('lets only money roles review: SUPPORT gets 403, members and visitors 401, nothing changes', async () => {
      const { memberId, token } = await newMember();
      const { id } = await bankDeposit(token);
      const support = await ops('POST', `/ops/deposits/${id}/approve`, undefined, supportToken);
      expect(support.statusCode).toBe(403);
      expect(support.json()).toMatchObject({ errorCode: 'operator.forbidden' });
      expect((await ops('POST', `/ops/deposits/${id}/approve`, undefined, token)).statusCode).toBe(401);
      expect(
        (await testApp.app.inject({ method: 'POST', url: `/ops/deposits/${id}/approve` })).statusCode,
      ).toBe(401);
      expect((await ops('GET', '/ops/deposits', undefined, supportToken)).statusCode).toBe(200);
      expect(await mainBalance(memberId)).toBe(0);
      expect(await listOperatorActions(db(), 'deposit', id)).toEqual([]);
    });

    it('answers 404 for an unknown deposit and 400 for a malformed id', async () => {
      expect((await ops('POST', '/ops/deposits/999999/approve')).json()).toMatchObject({
        errorCode: 'not.found',
      });
      expect((await ops('POST', '/ops/deposits/abc/approve')).json()).toMatchObject({
        errorCode: 'request_param_err',
      });
    });

    it('leaves an approval that fails half-way without a trace: still PENDING, no money, no audit row', async () => {
      await insertPaymentChannelIfAbsent(db(), {
        code: 'BROKEN',
        kind: 'MANUAL',
        type: 'BANK_TRANSFER',
        name: JSON.stringify({ en: 'Broken' }),
        name_key: null,
        min_amount: 100,
        max_amount: 100_000,
        fixed_amounts: '[]',
        receiving_account: null,
        enabled: 1,
        sort_order: 9,
        updated_at: Date.now(),
      });
      // The channel's ledger account exists in another currency: crediting through it must fail.
      await ensureAccount(db(), {
        code: ledgerAccountCodes.paymentChannel('BROKEN'),
        kind: 'payment_channel',
        ownerId: null,
        currency: 'EUR',
        allowNegative: true,
      });
      const { memberId, token } = await newMember();
      const { id } = (await deposit(token, { channelCode: 'BROKEN', amount: 5_000 })).json<{
        value: { id: string };
      }>().value;
      const response = await ops('POST', `/ops/deposits/${id}/approve`);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ errorCode: 'unknown.error' });
      expect((await records(token)).json()).toMatchObject({
        value: { content: [{ id, status: 'PENDING' }] },
      });
      expect(await mainBalance(memberId)).toBe(0);
      expect(await listOperatorActions(db(), 'deposit', id)).toEqual([]);
      const requirement = await db()
        .selectFrom('turnover_requirement')
        .selectAll()
        .where('source_id', '=', id)
        .executeTakeFirst();
      expect(requirement).toBeUndefined();
    });
  });

  describe('member records', () => {
    it('filters by status and time range and pages newest first', async () => {
      const { token } = await newMember();
      const ids: string[] = [];
      for (const amount of [1_000, 2_000, 3_000]) {
        ids.push(
          (await deposit(token, { channelCode: 'SANDBOX', amount })).json<{ value: { id: string } }>().value
            .id,
        );
      }
      ids.push(
        (await deposit(token, { channelCode: 'BANK', amount: 4_000 })).json<{ value: { id: string } }>().value
          .id,
      );
      const firstPage = (await records(token, '?pageSize=2')).json<{
        value: { content: Array<{ id: string }>; total: number; totalPages: number; pageNum: number };
      }>().value;
      expect(firstPage).toMatchObject({ total: 4, totalPages: 2, pageNum: 1 });
      expect(firstPage.content.map((entry) => entry.id)).toEqual([ids[3], ids[2]]);
      const secondPage = (await records(token, '?pageSize=2&pageNum=2')).json<{
        value: { content: Array<{ id: string }> };
      }>().value;
      expect(secondPage.content.map((entry) => entry.id)).toEqual([ids[1], ids[0]]);
      const pending = (await records(token, '?status=PENDING')).json<{
        value: { content: Array<{ id: string; channelName: string }> };
      }>().value;
      expect(pending.content).toEqual([
        expect.objectContaining({ id: ids[3], channelName: 'Bank transfer' }),
      ]);
      const future = new Date(Date.now() + 60_000).toISOString();
      const later = new Date(Date.now() + 120_000).toISOString();
      expect((await records(token, `?from=${future}&to=${later}`)).json()).toMatchObject({
        value: { content: [], total: 0, totalPages: 0 },
      });
    });

    it('refuses a range that ends before it starts, or is too long, with a field error', async () => {
      const { token } = await newMember();
      const backwards = await records(token, '?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z');
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({ value: { fields: { to: 'validation.invalid' } } });
      const tooLong = await records(token, '?from=2025-01-01T00:00:00Z&to=2026-01-01T00:00:00Z');
      expect(tooLong.json()).toMatchObject({ value: { fields: { to: 'validation.invalid' } } });
      const oldStart = await records(token, '?from=2020-01-01T00:00:00Z');
      expect(oldStart.json()).toMatchObject({ value: { fields: { from: 'validation.invalid' } } });
      expect((await records(token, '?status=LOST')).json()).toMatchObject({
        value: { fields: { status: 'validation.invalid' } },
      });
      expect((await records(token, '?pageSize=0')).statusCode).toBe(400);
    });
  });

  describe('balance adjustments', () => {
    const adjust = (memberId: number, payload: unknown, token = operatorToken) =>
      ops('POST', `/ops/members/${memberId}/adjustments`, payload, token);
    const adjustmentCount = async (memberId: number) =>
      Number(
        (
          await db()
            .selectFrom('member_adjustment')
            .select((select) => select.fn.countAll<number | string>().as('count'))
            .where('member_id', '=', memberId)
            .executeTakeFirstOrThrow()
        ).count,
      );

    it('credits and debits the main wallet through the ledger, each audited', async () => {
      const { memberId } = await newMember();
      const credit = await adjust(memberId, { amount: 5_000, reason: 'Goodwill for a game outage' });
      expect(credit.json()).toMatchObject({
        value: { memberId, amount: 5_000, balanceAfter: 5_000, reason: 'Goodwill for a game outage' },
      });
      const debit = await adjust(memberId, { amount: -1_500, reason: 'Duplicate goodwill' });
      expect(debit.json()).toMatchObject({ value: { amount: -1_500, balanceAfter: 3_500 } });
      expect(await mainBalance(memberId)).toBe(3_500);
      const audit = await listOperatorActions(db(), 'member', memberId);
      expect(audit.map((entry) => [entry.action, entry.details.amount])).toEqual([
        ['member.adjust', 5_000],
        ['member.adjust', -1_500],
      ]);
      const transfers = await db()
        .selectFrom('ledger_transfer')
        .select(['kind', 'amount'])
        .where('reference', 'like', 'adjustment:%')
        .where('amount', 'in', [5_000, 1_500])
        .execute();
      expect(transfers.every((transfer) => transfer.kind === 'adjustment')).toBe(true);
    });

    it('refuses a debit beyond the balance and leaves no adjustment and no audit row', async () => {
      const { memberId } = await newMember();
      await adjust(memberId, { amount: 1_000, reason: 'Start' });
      const response = await adjust(memberId, { amount: -1_001, reason: 'Too much' }, undefined);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'balance.insufficient' });
      expect(await mainBalance(memberId)).toBe(1_000);
      expect(await adjustmentCount(memberId)).toBe(1);
      expect(await listOperatorActions(db(), 'member', memberId)).toHaveLength(1);
    });

    it('answers a repeated requestId with the first adjustment, once', async () => {
      const { memberId } = await newMember();
      const payload = { amount: 2_500, reason: 'Retry me', requestId: 'adjust-retry-1' };
      const answers = await Promise.all([adjust(memberId, payload), adjust(memberId, payload)]);
      expect(answers[0]?.json()).toEqual(answers[1]?.json());
      expect((await adjust(memberId, payload)).json()).toEqual(answers[0]?.json());
      expect(await mainBalance(memberId)).toBe(2_500);
      expect(await listOperatorActions(db(), 'member', memberId)).toHaveLength(1);
      const changed = await adjust(memberId, { ...payload, amount: 9_999 });
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toMatchObject({ errorCode: 'duplicate.request' });
    });

    it('refuses bad input, localized, and changes nothing', async () => {
      const { memberId } = await newMember();
      for (const [payload, fields] of [
        [{ amount: 0, reason: 'zero' }, { amount: 'validation.invalid' }],
        [{ amount: 1.5, reason: 'fraction' }, { amount: 'validation.invalid' }],
        [{ amount: 100 }, { reason: 'validation.required' }],
        [{ amount: 100, reason: '' }, { reason: 'validation.tooShort' }],
      ] as const) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: `/ops/members/${memberId}/adjustments`,
          headers: { authorization: operatorToken, language: 'zh-CN' },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          errorCode: 'request_param_err',
          message: '部分输入信息无效。',
          value: { fields },
        });
      }
      expect((await adjust(999_999, { amount: 100, reason: 'ghost' })).json()).toMatchObject({
        errorCode: 'not.found',
      });
      const support = await adjust(memberId, { amount: 100, reason: 'not mine to give' }, supportToken);
      expect(support.statusCode).toBe(403);
      expect(await adjustmentCount(memberId)).toBe(0);
      expect(await mainBalance(memberId)).toBe(0);
      expect(await listOperatorActions(db(), 'member', memberId)).toEqual([]);
    });
  });

  it('reads the turnover multiplier from the deployment settings', async () => {
    await saveDeploymentSettings(testApp.database.handle, { depositTurnoverMultiplier: 2.5 });
    try {
      const { memberId, token } = await newMember();
      await deposit(token, { channelCode: 'SANDBOX', amount: 1_001 });
      const requirement = await db()
        .selectFrom('turnover_requirement')
        .selectAll()
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      expect(requirement).toMatchObject({ source: 'deposit', amount_required: 2_503, met_at: null });
    } finally {
      await saveDeploymentSettings(testApp.database.handle, { depositTurnoverMultiplier: 1 });
    }
  });
});
