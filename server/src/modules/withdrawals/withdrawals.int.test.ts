import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { runInTransaction } from '../../db/transaction';
import { DEFAULT_DEMO_VENDOR_SECRET } from '../../demo/demo-vendor-integrations';
import { relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { callSeamless, fundMember, issueTestLaunchToken } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import {
  bindTestBankAccount,
  createTestMember,
  createTestTrialMember,
  jpegBytes,
  pngBytes,
  setTestPaymentPassword,
  TEST_PAYMENT_PASSWORD,
} from '../../test/withdrawal-client';
import type { MultipartFile, TestMember } from '../../test/withdrawal-client';
import { getDeploymentSettings, saveDeploymentSettings } from '../deployment/deployment.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { findAccountByCode, ledgerAccountCodes, pickHouseShard } from '../ledger/ledger.service';
import { listOperatorActions } from '../operator/operator-audit.service';
import { createOperator } from '../operator/operator.service';
import { addTurnoverRequirement } from '../payments/turnover.service';
import { runJobUntilLogged } from '../../test/periodic-job';
import { startAutoConfirmJob } from './auto-confirm.job';
import { updateWithdrawalChannel } from './withdrawals.repository';
import { settleOverduePayouts } from './withdrawals.service';

const MINUTE = 60_000;

interface PayoutView {
  id: string;
  amount: number;
  status: string;
  disbursedAt: string;
  confirmDeadlineAt: string;
  confirmedAt: string | null;
  remark: string | null;
  proofIds: string[];
}
interface WithdrawalView {
  id: string;
  status: string;
  amount: number;
  fee: number;
  payoutAmount: number;
  disbursedAmount: number;
  receivedAmount: number;
  refundedAmount: number;
  remainingAmount: number;
  rejectReason: string | null;
  payouts: PayoutView[];
}

// Scenarios create members (argon2id) and move money through several calls: slower than one default timeout.
describeIntegration('withdrawals', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let operatorToken = '';
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    operatorToken = await loginTestOperator(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const handle = () => testApp.database.handle;
  const db = () => testApp.database.handle.db;

  // After every scenario: the ledger's invariants hold, and each member's hold account holds exactly what their
  // withdrawals still have to send (payout amount minus what was disbursed, rejected ones left out).
  afterEach(async () => {
    const verification = await verifyLedger(db());
    expect(verification.checks.filter((check) => !check.isPassing)).toEqual([]);
    const outstanding = await db()
      .selectFrom('withdrawal')
      .select(['member_id', sql<number | string>`sum(payout_amount - disbursed_amount)`.as('outstanding')])
      .where('status', '!=', 'REJECTED')
      .groupBy('member_id')
      .execute();
    for (const row of outstanding) {
      const hold = await findAccountByCode(db(), ledgerAccountCodes.withdrawalHold(row.member_id));
      expect(hold?.balance ?? 0).toBe(Number(row.outstanding));
    }
  });

  /** A member with a payment password, a bank account and `funds` in the main wallet. */
  const newReadyMember = async (funds = 100_000) => {
    sequence += 1;
    const member = await createTestMember(testApp.app, handle(), `withdrawer${sequence}`);
    await setTestPaymentPassword(member);
    const bankAccountId = await bindTestBankAccount(member);
    if (funds > 0) {
      await fundMember(handle(), member.memberId, funds, 'USD');
    }
    return { member, bankAccountId };
  };
  const request = (
    ready: { member: TestMember; bankAccountId: string },
    overrides: Record<string, unknown> = {},
    language?: string,
  ) =>
    ready.member.postEncrypted(
      '/wps/payment/withdrawal',
      {
        channelCode: 'BANK_PAYOUT',
        boundAccountId: ready.bankAccountId,
        amount: 10_000,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        ...overrides,
      },
      language,
    );
  const requestOk = async (ready: { member: TestMember; bankAccountId: string }, amount = 10_000) => {
    const response = await request(ready, { amount });
    const body = response.json<{ success: boolean; value: WithdrawalView }>();
    if (!body.success) {
      throw new Error(`withdrawal request failed: ${response.body}`);
    }
    return body.value;
  };
  const ops = (method: 'GET' | 'POST', url: string, payload?: object, token = operatorToken) =>
    testApp.app.inject({
      method,
      url,
      headers: { authorization: token },
      ...(payload === undefined ? {} : { payload }),
    });
  const opsOk = async (url: string, payload: object) => {
    const response = await ops('POST', url, payload);
    const body = response.json<{ success: boolean; value: WithdrawalView }>();
    if (!body.success) {
      throw new Error(`${url} failed: ${response.body}`);
    }
    return body.value;
  };
  const approve = (id: string) => opsOk(`/ops/withdrawals/${id}/approve`, {});
  const disburse = (id: string, reference: string, amount?: number) =>
    opsOk(`/ops/withdrawals/${id}/disburse`, { reference, ...(amount === undefined ? {} : { amount }) });
  const detail = async (member: TestMember, id: string) =>
    (await member.get(`/wps/payment/withdrawal/records/${id}`)).json<{ value: WithdrawalView }>().value;
  const balanceOf = async (code: string) => (await findAccountByCode(db(), code))?.balance ?? 0;
  const mainOf = (memberId: number) => balanceOf(ledgerAccountCodes.memberMain(memberId));
  const holdOf = (memberId: number) => balanceOf(ledgerAccountCodes.withdrawalHold(memberId));
  const countRows = async (table: 'ledger_transfer' | 'withdrawal' | 'withdrawal_proof' | 'operator_audit') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((select) => select.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  /** A withdrawal of 10,000 (fee 100), approved and disbursed in one payment. */
  const disbursedWithdrawal = async () => {
    const ready = await newReadyMember();
    const withdrawal = await requestOk(ready);
    await approve(withdrawal.id);
    const disbursed = await disburse(withdrawal.id, `BANK-${withdrawal.id}`);
    const payout = disbursed.payouts[0];
    if (!payout) {
      throw new Error('no payout');
    }
    return { ...ready, withdrawal: disbursed, payout };
  };

  describe('channels and fees', () => {
    it('lists the enabled channels with limits, fee rules and the member’s count of the last 24 hours', async () => {
      const ready = await newReadyMember();
      const channels = async () =>
        (await ready.member.get('/wps/payment/withdrawal/channels', 'pt')).json<{
          value: { channels: Array<Record<string, unknown>> };
        }>().value.channels;
      expect(await channels()).toEqual([
        {
          code: 'BANK_PAYOUT',
          name: 'Transferência bancária',
          accountKind: 'BANK',
          minAmount: 1_000,
          maxAmount: 5_000_000,
          dailyCountLimit: 5,
          usedToday: 0,
          fee: { fixed: 100, percentBasisPoints: 0 },
        },
        {
          code: 'EWALLET_PAYOUT',
          name: 'Carteira digital',
          accountKind: 'EWALLET',
          minAmount: 500,
          maxAmount: 1_000_000,
          dailyCountLimit: 3,
          usedToday: 0,
          fee: { fixed: 0, percentBasisPoints: 150 },
        },
      ]);
      await requestOk(ready);
      expect((await channels())[0]).toMatchObject({ usedToday: 1 });
    });

    it('quotes the fee: fixed part plus the percentage rounded up to a minor unit', async () => {
      const { member } = await newReadyMember(0);
      const quote = async (channelCode: string, amount: number) =>
        (await member.get(`/wps/payment/withdrawal/quote?channelCode=${channelCode}&amount=${amount}`)).json<{
          success: boolean;
          value?: unknown;
          errorCode?: string;
        }>();
      expect(await quote('BANK_PAYOUT', 1_000)).toEqual({
        success: true,
        value: { amount: 1_000, fee: 100, payoutAmount: 900 },
      });
      expect((await quote('EWALLET_PAYOUT', 1_000)).value).toEqual({
        amount: 1_000,
        fee: 15,
        payoutAmount: 985,
      });
      // 1.5 % of 1,001 is 15.015: rounded up to 16.
      expect((await quote('EWALLET_PAYOUT', 1_001)).value).toEqual({
        amount: 1_001,
        fee: 16,
        payoutAmount: 985,
      });
      expect((await quote('EWALLET_PAYOUT', 500)).value).toEqual({ amount: 500, fee: 8, payoutAmount: 492 });
      expect((await quote('EWALLET_PAYOUT', 1_000_000)).value).toMatchObject({ fee: 15_000 });
      expect(await quote('BANK_PAYOUT', 999)).toMatchObject({
        errorCode: 'withdrawal.amount.out.of.range',
        value: { minAmount: 1_000, maxAmount: 5_000_000 },
      });
      expect(await quote('NOPE', 1_000)).toMatchObject({ errorCode: 'withdrawal.channel.unavailable' });
    });
  });

  describe('requesting', () => {
    it('moves the amount out of the main wallet: the payout to the hold, the fee to the house, linked', async () => {
      const ready = await newReadyMember(50_000);
      const house = pickHouseShard(ready.member.memberId);
      const houseBefore = await balanceOf(house);
      const withdrawal = await requestOk(ready, 12_345);
      expect(withdrawal).toMatchObject({
        status: 'PENDING',
        amount: 12_345,
        fee: 100,
        payoutAmount: 12_245,
        disbursedAmount: 0,
        receivedAmount: 0,
        remainingAmount: 12_245,
        payouts: [],
        destination: { kind: 'BANK', providerCode: 'CHASE', holderName: 'Test Member' },
      });
      expect(await mainOf(ready.member.memberId)).toBe(50_000 - 12_345);
      expect(await holdOf(ready.member.memberId)).toBe(12_245);
      expect((await balanceOf(house)) - houseBefore).toBe(100);

      const transfers = await db()
        .selectFrom('ledger_transfer')
        .select(['kind', 'amount', 'batch_id'])
        .where('reference', '=', `withdrawal:${withdrawal.id}`)
        .orderBy('id')
        .execute();
      expect(transfers.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
        { kind: 'withdrawal', amount: 12_245 },
        { kind: 'fee', amount: 100 },
      ]);
      expect(new Set(transfers.map((transfer) => transfer.batch_id)).size).toBe(1);
    });

    it('refuses what breaks a rule and moves nothing', async () => {
      const ready = await newReadyMember(20_000);
      const stranger = await newReadyMember(0);
      const walletId = (
        await ready.member.postEncrypted('/wps/member/boundAccounts', {
          kind: 'EWALLET',
          walletType: 'PAYPAL',
          address: `payer${sequence}@example.com`,
          paymentPassword: TEST_PAYMENT_PASSWORD,
        })
      ).json<{ value: { id: string } }>().value.id;
      const transfersBefore = await countRows('ledger_transfer');
      const withdrawalsBefore = await countRows('withdrawal');
      const cases: Array<[Record<string, unknown>, number, string, Record<string, unknown>?]> = [
        [{ amount: 999 }, 400, 'withdrawal.amount.out.of.range', { minAmount: 1_000, maxAmount: 5_000_000 }],
        [{ amount: 5_000_001 }, 400, 'withdrawal.amount.out.of.range'],
        [{ channelCode: 'EWALLET_PAYOUT' }, 400, 'withdrawal.channel.unavailable'],
        [{ boundAccountId: walletId }, 400, 'withdrawal.channel.unavailable'],
        [{ channelCode: 'NOPE' }, 400, 'withdrawal.channel.unavailable'],
        [{ boundAccountId: stranger.bankAccountId }, 404, 'not.found'],
        [{ paymentPassword: 'wrong-password' }, 400, 'payment.password.incorrect'],
        [{ amount: 20_001 }, 400, 'balance.insufficient'],
      ];
      for (const [overrides, status, errorCode, value] of cases) {
        const response = await request(ready, overrides);
        expect(response.statusCode, errorCode).toBe(status);
        expect(response.json()).toMatchObject({ errorCode, ...(value === undefined ? {} : { value }) });
      }
      await updateWithdrawalChannel(db(), 'BANK_PAYOUT', { enabled: 0 });
      try {
        expect((await request(ready)).json()).toMatchObject({ errorCode: 'withdrawal.channel.unavailable' });
      } finally {
        await updateWithdrawalChannel(db(), 'BANK_PAYOUT', { enabled: 1 });
      }
      expect(await mainOf(ready.member.memberId)).toBe(20_000);
      expect(await countRows('ledger_transfer')).toBe(transfersBefore);
      expect(await countRows('withdrawal')).toBe(withdrawalsBefore);
      // Exactly the balance is allowed.
      expect((await requestOk(ready, 20_000)).payoutAmount).toBe(19_900);
      expect(await mainOf(ready.member.memberId)).toBe(0);
    });

    it('answers malformed input with localized field errors and changes nothing', async () => {
      const ready = await newReadyMember(20_000);
      const before = await countRows('withdrawal');
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ amount: '100' }, 'amount'],
        [{ amount: -5 }, 'amount'],
        [{ amount: 1.5 }, 'amount'],
        [{ boundAccountId: 'abc' }, 'boundAccountId'],
        [{ channelCode: '' }, 'channelCode'],
      ];
      for (const [overrides, field] of cases) {
        const response = await request(ready, overrides, 'th');
        expect(response.statusCode).toBe(400);
        const body = response.json<{
          errorCode: string;
          message: string;
          value: { fields: Record<string, string> };
        }>();
        expect(body.errorCode).toBe('request_param_err');
        expect(body.message).toBe('ข้อมูลบางส่วนที่กรอกไม่ถูกต้อง');
        expect(Object.keys(body.value.fields)).toEqual([field]);
      }
      expect(await countRows('withdrawal')).toBe(before);
      expect(await mainOf(ready.member.memberId)).toBe(20_000);
    });

    it('allows the channel’s count in 24 hours; rejected requests do not count', async () => {
      await updateWithdrawalChannel(db(), 'BANK_PAYOUT', { daily_count_limit: 2 });
      try {
        const ready = await newReadyMember();
        const first = await requestOk(ready, 1_000);
        await requestOk(ready, 1_000);
        const third = await request(ready, { amount: 1_000 });
        expect(third.statusCode).toBe(409);
        expect(third.json()).toMatchObject({
          errorCode: 'withdrawal.daily.limit',
          value: { limit: 2, used: 2 },
        });
        await opsOk(`/ops/withdrawals/${first.id}/reject`, { reason: 'duplicate' });
        expect((await request(ready, { amount: 1_000 })).statusCode).toBe(200);
      } finally {
        await updateWithdrawalChannel(db(), 'BANK_PAYOUT', { daily_count_limit: 5 });
      }
    });

    it('lets only one of several concurrent requests through a count of one', async () => {
      await updateWithdrawalChannel(db(), 'BANK_PAYOUT', { daily_count_limit: 1 });
      try {
        const ready = await newReadyMember();
        const outcomes = await Promise.all([1, 2, 3, 4].map(() => request(ready, { amount: 1_000 })));
        expect(outcomes.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
        expect(await mainOf(ready.member.memberId)).toBe(99_000);
      } finally {
        await updateWithdrawalChannel(db(), 'BANK_PAYOUT', { daily_count_limit: 5 });
      }
    });

    it('refuses while the turnover requirement is not met, showing required against wagered', async () => {
      const ready = await newReadyMember(200_000);
      const memberId = ready.member.memberId;
      await runInTransaction(handle(), (executor) =>
        addTurnoverRequirement(executor, {
          memberId,
          source: 'test',
          sourceId: `turnover-${memberId}`,
          amountRequired: 30_000,
          now: Date.now() - 1_000,
        }),
      );
      const refused = await request(ready, {}, 'zh-CN');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        errorCode: 'withdrawal.turnover.not.met',
        message: '尚未达到流水要求。',
        value: { required: 30_000, wagered: 0 },
      });
      expect(await mainOf(memberId)).toBe(200_000);

      const token = await issueTestLaunchToken(handle(), { memberId, vendor: 'DEMO' });
      for (const [index, amount] of [20_000, 10_000].entries()) {
        const bet = await callSeamless(testApp.app, {
          vendor: 'DEMO',
          operation: 'bet',
          secret: DEFAULT_DEMO_VENDOR_SECRET,
          body: {
            requestId: `turnover-${memberId}-${index}`,
            token,
            playerId: String(memberId),
            currency: 'USD',
            gameCode: 'DEMO_SLOT',
            roundId: `round-${memberId}-${index}`,
            transactionId: `turnover-bet-${memberId}-${index}`,
            amount,
          },
        });
        expect(bet.body).toMatchObject({ status: 'OK' });
        if (index === 0) {
          expect((await request(ready)).json()).toMatchObject({
            value: { required: 30_000, wagered: 20_000 },
          });
        }
      }
      expect((await ready.member.get('/wps/member/turnover')).json()).toEqual({
        success: true,
        value: {
          required: 30_000,
          wagered: 30_000,
          byGameType: [{ gameType: 'RNG', wagered: 30_000 }],
          isMet: true,
        },
      });
      expect((await request(ready)).statusCode).toBe(200);
    });

    it('refuses trial members everywhere with need.true.account', async () => {
      const trial = await createTestTrialMember(testApp.app, handle());
      for (const url of [
        '/wps/payment/withdrawal/channels',
        '/wps/payment/withdrawal/quote?channelCode=BANK_PAYOUT&amount=1000',
        '/wps/payment/withdrawal/records',
        '/wps/member/turnover',
      ]) {
        expect((await trial.get(url)).json(), url).toMatchObject({ errorCode: 'need.true.account' });
      }
      const response = await trial.postEncrypted('/wps/payment/withdrawal', {
        channelCode: 'BANK_PAYOUT',
        boundAccountId: '1',
        amount: 1_000,
        paymentPassword: TEST_PAYMENT_PASSWORD,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'need.true.account' });
      expect(await mainOf(trial.memberId)).toBe(200_000);
    });
  });

  describe('operator review', () => {
    it('approves once: a repeat (even concurrent) is a replay with one audit row', async () => {
      const ready = await newReadyMember();
      const withdrawal = await requestOk(ready);
      const [first, second] = await Promise.all([
        ops('POST', `/ops/withdrawals/${withdrawal.id}/approve`, { remark: 'looks fine' }),
        ops('POST', `/ops/withdrawals/${withdrawal.id}/approve`, { remark: 'looks fine' }),
      ]);
      expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
      expect(first?.json()).toMatchObject({
        value: { status: 'APPROVED', reviewedBy: expect.any(Number) as number },
      });
      expect((await approve(withdrawal.id)).status).toBe('APPROVED');
      const audit = await listOperatorActions(db(), 'withdrawal', withdrawal.id);
      expect(audit.map((entry) => entry.action)).toEqual(['withdrawal.approve']);
      expect(audit[0]?.details).toMatchObject({ memberId: ready.member.memberId, amount: 10_000 });
      expect(await holdOf(ready.member.memberId)).toBe(9_900);
    });

    it('rejects with the money and the fee back in the main wallet, once', async () => {
      const ready = await newReadyMember(30_000);
      const house = pickHouseShard(ready.member.memberId);
      const houseBefore = await balanceOf(house);
      const withdrawal = await requestOk(ready);
      await approve(withdrawal.id);
      const outcomes = await Promise.all([
        ops('POST', `/ops/withdrawals/${withdrawal.id}/reject`, { reason: 'name does not match the bank' }),
        ops('POST', `/ops/withdrawals/${withdrawal.id}/reject`, { reason: 'name does not match the bank' }),
      ]);
      expect(outcomes.map((response) => response.statusCode)).toEqual([200, 200]);
      expect(outcomes[0]?.json()).toMatchObject({
        value: { status: 'REJECTED', rejectReason: 'name does not match the bank' },
      });
      expect(await mainOf(ready.member.memberId)).toBe(30_000);
      expect(await holdOf(ready.member.memberId)).toBe(0);
      expect(await balanceOf(house)).toBe(houseBefore);
      const returned = await db()
        .selectFrom('ledger_transfer')
        .select(['kind', 'amount'])
        .where('reference', '=', `withdrawal:${withdrawal.id}`)
        .where('kind', '=', 'rollback')
        .orderBy('id')
        .execute();
      expect(returned).toEqual([
        { kind: 'rollback', amount: 9_900 },
        { kind: 'rollback', amount: 100 },
      ]);
      const audit = await listOperatorActions(db(), 'withdrawal', withdrawal.id);
      expect(audit.map((entry) => entry.action)).toEqual(['withdrawal.approve', 'withdrawal.reject']);
      expect((await detail(ready.member, withdrawal.id)).status).toBe('REJECTED');
    });

    it('refuses actions the state does not allow with 409 withdrawal.invalid.transition', async () => {
      const ready = await newReadyMember();
      const pending = await requestOk(ready);
      const early = await ops('POST', `/ops/withdrawals/${pending.id}/disburse`, { reference: 'EARLY-1' });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({
        errorCode: 'withdrawal.invalid.transition',
        value: { action: 'disburse', status: 'PENDING' },
      });
      await opsOk(`/ops/withdrawals/${pending.id}/reject`, { reason: 'no' });
      expect((await ops('POST', `/ops/withdrawals/${pending.id}/approve`, {})).json()).toMatchObject({
        errorCode: 'withdrawal.invalid.transition',
        value: { action: 'approve', status: 'REJECTED' },
      });

      const { withdrawal } = await disbursedWithdrawal();
      const late = await ops('POST', `/ops/withdrawals/${withdrawal.id}/reject`, { reason: 'too late' });
      expect(late.statusCode).toBe(409);
      expect((await ops('POST', `/ops/withdrawals/${withdrawal.id}/approve`, {})).statusCode).toBe(409);
      expect((await ops('POST', '/ops/withdrawals/999999/approve', {})).statusCode).toBe(404);

      // Malformed operator input is refused before anything is looked at.
      const other = await requestOk(await newReadyMember());
      for (const [url, body, field] of [
        [`/ops/withdrawals/${other.id}/reject`, { reason: '  ' }, 'reason'],
        [`/ops/withdrawals/${other.id}/disburse`, { reference: 'has space' }, 'reference'],
        [`/ops/withdrawals/${other.id}/disburse`, { reference: 'OK-1', amount: 0 }, 'amount'],
        [`/ops/withdrawals/${other.id}/payouts/1/resolve`, { outcome: 'MAYBE', reason: 'x' }, 'outcome'],
      ] as const) {
        const response = await ops('POST', url, body);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({
          errorCode: 'request_param_err',
          value: { fields: { [field]: expect.any(String) as string } },
        });
      }
      expect((await ops('POST', '/ops/withdrawals/abc/approve', {})).statusCode).toBe(400);
      expect((await detail(ready.member, pending.id)).status).toBe('REJECTED');
    });

    it('is for operators only; reading roles cannot move money', async () => {
      const ready = await newReadyMember();
      const withdrawal = await requestOk(ready);
      expect((await ops('GET', '/ops/withdrawals', undefined, '')).statusCode).toBe(401);
      expect(
        (await ops('POST', `/ops/withdrawals/${withdrawal.id}/approve`, {}, ready.member.token)).statusCode,
      ).toBe(401);
      await createOperator(handle(), { username: 'support1', password: 'Support1234', role: 'SUPPORT' });
      const supportToken = await loginTestOperator(testApp.app, {
        username: 'support1',
        password: 'Support1234',
      });
      expect(
        (await ops('GET', `/ops/withdrawals/${withdrawal.id}`, undefined, supportToken)).statusCode,
      ).toBe(200);
      const refused = await ops('POST', `/ops/withdrawals/${withdrawal.id}/approve`, {}, supportToken);
      expect(refused.statusCode).toBe(403);
      expect((await detail(ready.member, withdrawal.id)).status).toBe('PENDING');
    });

    it('lists withdrawals for the back office by status and member, with the full account number', async () => {
      const ready = await newReadyMember();
      const withdrawal = await requestOk(ready);
      const page = (
        await ops('GET', `/ops/withdrawals?status=PENDING&memberId=${ready.member.memberId}`)
      ).json<{ value: { content: Array<Record<string, unknown>>; total: number } }>().value;
      expect(page.total).toBe(1);
      expect(page.content[0]).toMatchObject({
        id: withdrawal.id,
        memberId: ready.member.memberId,
        username: `withdrawer${sequence}`,
        accountNumber: expect.stringMatching(/^9\d{10}$/) as string,
      });
    });
  });

  describe('disbursement', () => {
    it('moves the payout from the hold to the channel once per reference', async () => {
      const ready = await newReadyMember();
      const withdrawal = await requestOk(ready);
      await approve(withdrawal.id);
      const channelBefore = await balanceOf(ledgerAccountCodes.paymentChannel('BANK_PAYOUT'));
      const transfersBefore = await countRows('ledger_transfer');
      const outcomes = await Promise.all(
        [1, 2, 3].map(() =>
          ops('POST', `/ops/withdrawals/${withdrawal.id}/disburse`, { reference: 'TX-777' }),
        ),
      );
      expect(outcomes.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const disbursed = await disburse(withdrawal.id, 'TX-777', 9_900);
      expect(disbursed).toMatchObject({
        status: 'DISBURSED',
        disbursedAmount: 9_900,
        remainingAmount: 9_900,
      });
      expect(disbursed.payouts).toHaveLength(1);
      const [payout] = disbursed.payouts;
      expect(payout).toMatchObject({ amount: 9_900, status: 'AWAITING_CONFIRMATION', confirmedAt: null });
      expect(Date.parse(payout?.confirmDeadlineAt ?? '') - Date.parse(payout?.disbursedAt ?? '')).toBe(
        1_440 * MINUTE,
      );
      expect(await countRows('ledger_transfer')).toBe(transfersBefore + 1);
      expect(await holdOf(ready.member.memberId)).toBe(0);
      expect((await balanceOf(ledgerAccountCodes.paymentChannel('BANK_PAYOUT'))) - channelBefore).toBe(9_900);
      expect(
        (await listOperatorActions(db(), 'withdrawal', withdrawal.id)).map((entry) => entry.action),
      ).toEqual(['withdrawal.approve', 'withdrawal.disburse']);

      const conflict = await ops('POST', `/ops/withdrawals/${withdrawal.id}/disburse`, {
        reference: 'TX-777',
        amount: 100,
      });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({ errorCode: 'withdrawal.reference.conflict' });
      const more = await ops('POST', `/ops/withdrawals/${withdrawal.id}/disburse`, { reference: 'TX-778' });
      expect(more.json()).toMatchObject({ errorCode: 'withdrawal.invalid.transition' });
      expect(await countRows('ledger_transfer')).toBe(transfersBefore + 1);
    });

    it('pays in parts, never more than is left', async () => {
      const ready = await newReadyMember();
      const withdrawal = await requestOk(ready);
      await approve(withdrawal.id);
      expect(await disburse(withdrawal.id, 'PART-1', 4_000)).toMatchObject({
        status: 'DISBURSING',
        disbursedAmount: 4_000,
      });
      const tooMuch = await ops('POST', `/ops/withdrawals/${withdrawal.id}/disburse`, {
        reference: 'PART-2',
        amount: 6_000,
      });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toMatchObject({
        errorCode: 'withdrawal.amount.out.of.range',
        value: { minAmount: 1, maxAmount: 5_900 },
      });
      expect(
        (await ops('POST', `/ops/withdrawals/${withdrawal.id}/reject`, { reason: 'x' })).statusCode,
      ).toBe(409);
      const done = await disburse(withdrawal.id, 'PART-2');
      expect(done).toMatchObject({ status: 'DISBURSED', disbursedAmount: 9_900 });
      expect(done.payouts.map((payout) => payout.amount)).toEqual([4_000, 5_900]);
      expect(await holdOf(ready.member.memberId)).toBe(0);
    });
  });

  describe('the member’s confirmation', () => {
    const proof = (overrides: Partial<MultipartFile> = {}): MultipartFile => ({
      field: 'proof',
      filename: 'statement.png',
      content: pngBytes(),
      contentType: 'image/png',
      ...overrides,
    });
    const reportNotReceived = (
      member: TestMember,
      withdrawalId: string,
      payoutId: string,
      files: MultipartFile[],
      remark = 'Nothing arrived at my bank',
      language?: string,
    ) =>
      member.postMultipart(
        '/wps/payment/withdrawal/notReceived',
        { withdrawalId, payoutId, remark },
        files,
        language,
      );

    it('confirms payments one by one, then the withdrawal is completed; a repeat changes nothing', async () => {
      const ready = await newReadyMember();
      const withdrawal = await requestOk(ready);
      await approve(withdrawal.id);
      const partial = await disburse(withdrawal.id, 'ONE-1', 5_000);
      const first = partial.payouts[0];
      const received = await ready.member.post('/wps/payment/withdrawal/received', {
        withdrawalId: withdrawal.id,
        payoutId: first?.id,
      });
      expect(received.json()).toMatchObject({
        value: { status: 'DISBURSING', receivedAmount: 5_000, remainingAmount: 4_900 },
      });
      const again = await ready.member.post('/wps/payment/withdrawal/received', {
        withdrawalId: withdrawal.id,
        payoutId: first?.id,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ value: { receivedAmount: 5_000 } });

      const rest = await disburse(withdrawal.id, 'ONE-2');
      const completed = await ready.member.post('/wps/payment/withdrawal/received', {
        withdrawalId: withdrawal.id,
        payoutId: rest.payouts[1]?.id,
      });
      expect(completed.json()).toMatchObject({
        value: {
          status: 'COMPLETED',
          receivedAmount: 9_900,
          remainingAmount: 0,
          completedAt: expect.any(String) as string,
        },
      });
    });

    it('confirms every payment with all received; before any payment there is nothing to confirm', async () => {
      const ready = await newReadyMember();
      const withdrawal = await requestOk(ready);
      const early = await ready.member.post('/wps/payment/withdrawal/allReceived', {
        withdrawalId: withdrawal.id,
      });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ errorCode: 'withdrawal.invalid.transition' });
      await approve(withdrawal.id);
      await disburse(withdrawal.id, 'ALL-1', 3_000);
      await disburse(withdrawal.id, 'ALL-2');
      const all = await ready.member.post('/wps/payment/withdrawal/allReceived', {
        withdrawalId: withdrawal.id,
      });
      expect(all.json()).toMatchObject({ value: { status: 'COMPLETED', receivedAmount: 9_900 } });
      expect(all.json<{ value: WithdrawalView }>().value.payouts.map((payout) => payout.status)).toEqual([
        'RECEIVED',
        'RECEIVED',
      ]);
      expect(
        (await ready.member.post('/wps/payment/withdrawal/allReceived', { withdrawalId: withdrawal.id }))
          .statusCode,
      ).toBe(200);
    });

    it('reports a payment not received with proof images the member and operators can see', async () => {
      const { member, withdrawal, payout } = await disbursedWithdrawal();
      const response = await reportNotReceived(member, withdrawal.id, payout.id, [
        proof(),
        proof({ filename: 'receipt.JPG', content: jpegBytes(), contentType: 'image/jpeg' }),
      ]);
      const value = response.json<{ value: WithdrawalView }>().value;
      expect(value).toMatchObject({ status: 'DISPUTED', receivedAmount: 0 });
      expect(value.payouts[0]).toMatchObject({
        status: 'NOT_RECEIVED',
        remark: 'Nothing arrived at my bank',
      });
      const [pngId, jpegId] = value.payouts[0]?.proofIds ?? [];

      const image = await member.get(`/wps/payment/withdrawal/proof/${pngId}`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(pngBytes())).toBe(true);
      const jpeg = await ops('GET', `/ops/withdrawals/proofs/${jpegId}`);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(jpeg.rawPayload.equals(jpegBytes())).toBe(true);
      const stranger = (await newReadyMember(0)).member;
      expect((await stranger.get(`/wps/payment/withdrawal/proof/${pngId}`)).statusCode).toBe(404);
      expect((await stranger.get(`/wps/payment/withdrawal/records/${withdrawal.id}`)).statusCode).toBe(404);
      expect(
        (
          await stranger.post('/wps/payment/withdrawal/received', {
            withdrawalId: withdrawal.id,
            payoutId: payout.id,
          })
        ).statusCode,
      ).toBe(404);

      // A dispute cannot be filed twice; the member may still confirm the payment arrived after all.
      expect((await reportNotReceived(member, withdrawal.id, payout.id, [proof()])).statusCode).toBe(409);
      const retracted = await member.post('/wps/payment/withdrawal/received', {
        withdrawalId: withdrawal.id,
        payoutId: payout.id,
      });
      expect(retracted.json()).toMatchObject({ value: { status: 'COMPLETED', receivedAmount: 9_900 } });
      expect((await reportNotReceived(member, withdrawal.id, payout.id, [proof()])).json()).toMatchObject({
        errorCode: 'withdrawal.invalid.transition',
        value: { action: 'notReceived', status: 'RECEIVED' },
      });
    });

    it('refuses uploads that are not 1 to 3 png or jpg images of at most 5 MB, and a remark over 140 characters', async () => {
      const { member, withdrawal, payout } = await disbursedWithdrawal();
      const proofsBefore = await countRows('withdrawal_proof');
      const fiveMegabytes = 5 * 1024 * 1024;
      const cases: Array<[string, MultipartFile[], string, string?]> = [
        [
          'text named .png',
          [proof({ content: Buffer.from('just some text, not an image at all') })],
          'upload.invalid',
        ],
        [
          'gif bytes',
          [proof({ filename: 'a.gif', content: Buffer.from('GIF89a-------------') })],
          'upload.invalid',
        ],
        ['jpeg bytes named .gif', [proof({ filename: 'a.gif', content: jpegBytes() })], 'upload.invalid'],
        ['png bytes named .pdf', [proof({ filename: 'a.pdf' })], 'upload.invalid'],
        ['four images', [proof(), proof(), proof(), proof()], 'upload.invalid'],
        ['over 5 MB', [proof({ content: pngBytes(fiveMegabytes + 1) })], 'upload.invalid'],
        ['no image', [], 'upload.invalid'],
        ['another field', [proof({ field: 'image' })], 'upload.invalid'],
        ['long remark', [proof()], 'remark.too.long', 'x'.repeat(141)],
      ];
      for (const [label, files, errorCode, remark] of cases) {
        const response = await reportNotReceived(member, withdrawal.id, payout.id, files, remark, 'pt');
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toMatchObject({ success: false, errorCode });
      }
      expect(
        (await reportNotReceived(member, withdrawal.id, payout.id, [proof()], 'x', 'pt')).statusCode,
      ).not.toBe(400);
      // The last call was accepted; everything before it changed nothing.
      const after = await detail(member, withdrawal.id);
      expect(after.payouts[0]?.proofIds).toHaveLength(1);
      expect(await countRows('withdrawal_proof')).toBe(proofsBefore + 1);
    });

    it('accepts three images of exactly 5 MB and a remark of exactly 140 characters', async () => {
      const { member, withdrawal, payout } = await disbursedWithdrawal();
      const fiveMegabytes = 5 * 1024 * 1024;
      const response = await reportNotReceived(
        member,
        withdrawal.id,
        payout.id,
        [
          proof({ content: pngBytes(fiveMegabytes) }),
          proof({ content: jpegBytes(1024), filename: 'b.jpeg' }),
          proof(),
        ],
        'é'.repeat(140),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<{ value: WithdrawalView }>().value.payouts[0]?.proofIds).toHaveLength(3);
    });

    it('lets the operator settle a dispute by refunding the payment to the main wallet, once', async () => {
      const { member, withdrawal, payout } = await disbursedWithdrawal();
      await reportNotReceived(member, withdrawal.id, payout.id, [proof()]);
      const mainBefore = await mainOf(member.memberId);
      const url = `/ops/withdrawals/${withdrawal.id}/payouts/${payout.id}/resolve`;
      const outcomes = await Promise.all([
        ops('POST', url, { outcome: 'REFUND', reason: 'bank returned the transfer' }),
        ops('POST', url, { outcome: 'REFUND', reason: 'bank returned the transfer' }),
      ]);
      expect(outcomes.map((response) => response.statusCode)).toEqual([200, 200]);
      expect(outcomes[0]?.json()).toMatchObject({
        value: { status: 'COMPLETED', refundedAmount: 9_900, receivedAmount: 0, remainingAmount: 0 },
      });
      expect((await mainOf(member.memberId)) - mainBefore).toBe(9_900);
      expect((await ops('POST', url, { outcome: 'RECEIVED', reason: 'changed my mind' })).statusCode).toBe(
        409,
      );
      expect(
        (await listOperatorActions(db(), 'withdrawal', withdrawal.id)).filter(
          (entry) => entry.action === 'withdrawal.resolve',
        ),
      ).toHaveLength(1);
      // A refunded payment cannot be confirmed by the member.
      expect(
        (
          await member.post('/wps/payment/withdrawal/received', {
            withdrawalId: withdrawal.id,
            payoutId: payout.id,
          })
        ).statusCode,
      ).toBe(409);
    });

    it('lets the operator settle a dispute as received, moving nothing', async () => {
      const { member, withdrawal, payout } = await disbursedWithdrawal();
      await reportNotReceived(member, withdrawal.id, payout.id, [proof()]);
      const transfersBefore = await countRows('ledger_transfer');
      const settled = await opsOk(`/ops/withdrawals/${withdrawal.id}/payouts/${payout.id}/resolve`, {
        outcome: 'RECEIVED',
        reason: 'the bank confirms the credit',
      });
      expect(settled).toMatchObject({ status: 'COMPLETED', receivedAmount: 9_900 });
      expect(await countRows('ledger_transfer')).toBe(transfersBefore);
    });
  });

  describe('automatic confirmation', () => {
    it('counts payments unconfirmed past the deadline as received, once, at their deadline', async () => {
      const { member, withdrawal, payout } = await disbursedWithdrawal();
      const deadline = Date.parse(payout.confirmDeadlineAt);
      // Other members' payments are older; this member's is not due a millisecond before its deadline.
      expect(await settleOverduePayouts(handle(), deadline - 1, member.memberId)).toBe(0);
      expect((await detail(member, withdrawal.id)).status).toBe('DISBURSED');
      expect(await settleOverduePayouts(handle(), deadline)).toBeGreaterThanOrEqual(1);
      expect(await settleOverduePayouts(handle(), deadline)).toBe(0);
      const after = await detail(member, withdrawal.id);
      expect(after).toMatchObject({ status: 'COMPLETED', receivedAmount: 9_900 });
      expect(after.payouts[0]).toMatchObject({
        status: 'AUTO_RECEIVED',
        confirmedAt: new Date(deadline).toISOString(),
      });
      // A payment deemed received cannot be disputed (docs/product/withdrawals.md#confirmation-of-each-payment: a
      // forced receipt is not refunded).
      const dispute = await member.postMultipart(
        '/wps/payment/withdrawal/notReceived',
        { withdrawalId: withdrawal.id, payoutId: payout.id },
        [{ field: 'proof', filename: 'a.png', content: pngBytes() }],
      );
      expect(dispute.statusCode).toBe(409);
    });

    it('settles lazily when the member reads or acts, without waiting for the job', async () => {
      const { member, withdrawal, payout } = await disbursedWithdrawal();
      await db()
        .updateTable('withdrawal_payout')
        .set({ confirm_deadline_at: Date.now() - MINUTE })
        .where('id', '=', Number(payout.id))
        .execute();
      const records = (await member.get('/wps/payment/withdrawal/records')).json<{
        value: { content: WithdrawalView[] };
      }>().value;
      expect(records.content[0]).toMatchObject({ id: withdrawal.id, status: 'COMPLETED' });
      expect(records.content[0]?.payouts[0]?.status).toBe('AUTO_RECEIVED');
    });

    it('runs as a periodic job in the server', async () => {
      const { member, withdrawal, payout } = await disbursedWithdrawal();
      await db()
        .updateTable('withdrawal_payout')
        .set({ confirm_deadline_at: Date.now() - MINUTE })
        .where('id', '=', Number(payout.id))
        .execute();
      const logged = await runJobUntilLogged((logger, intervalMs) =>
        startAutoConfirmJob(handle(), logger, intervalMs),
      );
      expect(logged).toContain('unconfirmed payments counted as received');
      const stored = await db()
        .selectFrom('withdrawal_payout')
        .select('status')
        .where('id', '=', Number(payout.id))
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('AUTO_RECEIVED');
      expect((await detail(member, withdrawal.id)).status).toBe('COMPLETED');
    });

    it('takes the delay from the deployment setting at disbursement', async () => {
      const settings = (await getDeploymentSettings(handle())).withdrawal;
      await saveDeploymentSettings(handle(), { withdrawal: { ...settings, autoConfirmMinutes: 30 } });
      try {
        const { payout } = await disbursedWithdrawal();
        expect(Date.parse(payout.confirmDeadlineAt) - Date.parse(payout.disbursedAt)).toBe(30 * MINUTE);
      } finally {
        await saveDeploymentSettings(handle(), { withdrawal: settings });
      }
    });
  });

  it('describes every withdrawal call in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ url: '/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/wps/payment/withdrawal',
      '/wps/payment/withdrawal/notReceived',
      '/wps/payment/withdrawal/records/{id}',
      '/wps/member/turnover',
      '/ops/withdrawals/{id}/disburse',
      '/ops/withdrawals/{id}/payouts/{payoutId}/resolve',
    ]) {
      expect(Object.keys(document.paths), path).toContain(path);
    }
  });

  describe('records', () => {
    it('pages the member’s own withdrawals, newest first, by status and creation time', async () => {
      const ready = await newReadyMember();
      const other = await newReadyMember();
      await requestOk(other);
      const ids: string[] = [];
      for (let index = 0; index < 4; index += 1) {
        ids.push((await requestOk(ready, 1_000 + index)).id);
      }
      await opsOk(`/ops/withdrawals/${ids[1]}/reject`, { reason: 'no' });
      const day = 24 * 60 * MINUTE;
      const base = Date.UTC(2026, 9, 1);
      for (const [index, id] of ids.entries()) {
        await db()
          .updateTable('withdrawal')
          .set({ created_at: base + index * day })
          .where('id', '=', Number(id))
          .execute();
      }
      const page = async (query: string) =>
        (await ready.member.get(`/wps/payment/withdrawal/records?${query}`)).json<{
          value: {
            content: WithdrawalView[];
            pageNum: number;
            pageSize: number;
            total: number;
            totalPages: number;
          };
        }>().value;

      const all = await page('pageSize=3');
      expect(all).toMatchObject({ pageNum: 1, pageSize: 3, total: 4, totalPages: 2 });
      expect(all.content.map((withdrawal) => withdrawal.id)).toEqual([ids[3], ids[2], ids[1]]);
      expect((await page('pageSize=3&pageNum=2')).content.map((withdrawal) => withdrawal.id)).toEqual([
        ids[0],
      ]);
      expect((await page('status=REJECTED')).content.map((withdrawal) => withdrawal.id)).toEqual([ids[1]]);
      const from = new Date(base + day).toISOString();
      const to = new Date(base + 3 * day).toISOString();
      expect(
        (await page(`from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)).content.map(
          (withdrawal) => withdrawal.id,
        ),
      ).toEqual([ids[2], ids[1]]);
      const bad = await ready.member.get('/wps/payment/withdrawal/records?status=LOST&pageSize=500', 'vi');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        errorCode: 'request_param_err',
        value: { fields: { status: expect.any(String) as string } },
      });
    });
  });
});
