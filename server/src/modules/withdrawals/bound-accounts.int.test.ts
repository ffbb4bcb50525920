import { afterAll, beforeAll, expect, it } from 'vitest';

import { relaxLoginChecks } from '../../test/member-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import {
  createTestMember,
  createTestTrialMember,
  randomAccountNumber,
  setTestPaymentPassword,
  TEST_PAYMENT_PASSWORD,
} from '../../test/withdrawal-client';
import type { TestMember } from '../../test/withdrawal-client';
import { selectMemberById } from '../accounts/accounts.repository';
import { saveDeploymentSettings, getDeploymentSettings } from '../deployment/deployment.service';

interface BoundAccountsValue {
  accounts: Array<{
    id: string;
    kind: string;
    providerCode: string;
    providerName: string;
    accountNumberMasked: string;
    holderName: string | null;
  }>;
  banks: Array<{ code: string; name: string }>;
  eWalletTypes: Array<{ code: string; name: string }>;
  maxBankAccounts: number;
  maxEWallets: number;
  realName: string | null;
}

// Scenarios create members (argon2id) and move money through several calls: slower than one default timeout.
describeIntegration('bound bank accounts and e-wallets', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const handle = () => testApp.database.handle;
  const newMember = async (options: { realName?: string; withPassword?: boolean } = {}) => {
    sequence += 1;
    const member = await createTestMember(testApp.app, handle(), `bound${sequence}`, {
      ...(options.realName === undefined ? {} : { realName: options.realName }),
    });
    if (options.withPassword !== false) {
      await setTestPaymentPassword(member);
    }
    return member;
  };
  const list = async (member: TestMember) =>
    (await member.get('/wps/member/boundAccounts')).json<{ value: BoundAccountsValue }>().value;
  const bindBank = (member: TestMember, overrides: Record<string, unknown> = {}, language?: string) =>
    member.postEncrypted(
      '/wps/member/boundAccounts',
      {
        kind: 'BANK',
        bankCode: 'CHASE',
        accountNumber: randomAccountNumber(),
        holderName: 'Maria Silva',
        paymentPassword: TEST_PAYMENT_PASSWORD,
        ...overrides,
      },
      language,
    );
  const bindWallet = (member: TestMember, overrides: Record<string, unknown> = {}) =>
    member.postEncrypted('/wps/member/boundAccounts', {
      kind: 'EWALLET',
      walletType: 'USDT_TRC20',
      address: `T${randomAccountNumber()}xyz`,
      paymentPassword: TEST_PAYMENT_PASSWORD,
      ...overrides,
    });
  const unbind = (member: TestMember, id: string, paymentPassword = TEST_PAYMENT_PASSWORD) =>
    member.postEncrypted('/wps/member/boundAccounts/unbind', { id, paymentPassword });

  it('lists the deployment banks, e-wallet types and limits, and no account at first', async () => {
    const member = await newMember();
    const settings = (await getDeploymentSettings(handle())).withdrawal;
    expect(await list(member)).toEqual({
      accounts: [],
      banks: settings.banks,
      eWalletTypes: settings.eWalletTypes,
      maxBankAccounts: 3,
      maxEWallets: 3,
      realName: null,
    });
  });

  it('binds a bank account with the payment password, masks its number, and makes its holder the real name', async () => {
    const member = await newMember();
    const response = await bindBank(member, {
      accountNumber: '1234 5678-9012',
      holderName: '  Maria   Silva ',
    });
    expect(response.json()).toMatchObject({
      success: true,
      value: {
        kind: 'BANK',
        providerCode: 'CHASE',
        providerName: 'JPMorgan Chase',
        accountNumberMasked: '********9012',
        holderName: 'Maria Silva',
      },
    });
    expect((await selectMemberById(handle().db, member.memberId))?.real_name).toBe('Maria Silva');
    const after = await list(member);
    expect(after.realName).toBe('Maria Silva');
    expect(after.accounts).toHaveLength(1);
    expect(JSON.stringify(after)).not.toContain('123456789012');

    // Later bank accounts must carry the same name (any case and spacing), e-wallets carry none.
    expect((await bindBank(member, { holderName: 'MARIA  silva' })).statusCode).toBe(200);
    const other = await bindBank(member, { holderName: 'João Souza' }, 'pt');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      success: false,
      errorCode: 'bound.account.name.mismatch',
      message: 'O nome do titular da conta deve ser o seu nome real.',
    });
    expect((await bindWallet(member)).json()).toMatchObject({ value: { kind: 'EWALLET', holderName: null } });
    expect((await list(member)).accounts).toHaveLength(3);
  });

  it('holds a member with a registered real name to it', async () => {
    const member = await newMember({ realName: 'Ana Costa' });
    expect((await bindBank(member, { holderName: 'Maria Silva' })).json()).toMatchObject({
      errorCode: 'bound.account.name.mismatch',
    });
    expect((await bindBank(member, { holderName: 'ana costa' })).statusCode).toBe(200);
  });

  it('needs a payment password that is set and right', async () => {
    const withoutPassword = await newMember({ withPassword: false });
    const unset = await bindBank(withoutPassword);
    expect(unset.statusCode).toBe(409);
    expect(unset.json()).toMatchObject({ errorCode: 'payment.password.not.set' });

    const member = await newMember();
    const wrong = await bindBank(member, { paymentPassword: 'wrong-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'payment.password.incorrect' });
    expect((await list(member)).accounts).toEqual([]);
    expect((await selectMemberById(handle().db, member.memberId))?.real_name).toBeNull();
  });

  it('refuses unknown providers and malformed numbers with field errors, changing nothing', async () => {
    const member = await newMember();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ bankCode: 'NOPE' }, { bankCode: 'validation.invalid' }],
      [{ accountNumber: '12' }, { accountNumber: 'validation.tooShort' }],
      [{ accountNumber: '1234#5678' }, { accountNumber: 'validation.pattern' }],
      [{ holderName: 'M' }, { holderName: 'validation.tooShort' }],
    ];
    for (const [overrides, fields] of cases) {
      const response = await bindBank(member, overrides, 'vi');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'request_param_err',
        message: 'Một số thông tin đã nhập không hợp lệ.',
        value: { fields },
      });
    }
    expect((await bindWallet(member, { walletType: 'NOPE' })).json()).toMatchObject({
      value: { fields: { walletType: 'validation.invalid' } },
    });
    expect((await bindWallet(member, { address: 'has space' })).json()).toMatchObject({
      value: { fields: { address: 'validation.pattern' } },
    });
    expect((await list(member)).accounts).toEqual([]);
  });

  it('binds at most the configured number of each kind', async () => {
    await saveDeploymentSettings(handle(), {
      withdrawal: {
        ...(await getDeploymentSettings(handle())).withdrawal,
        maxBankAccounts: 2,
        maxEWallets: 1,
      },
    });
    try {
      const member = await newMember();
      expect((await bindBank(member)).statusCode).toBe(200);
      expect((await bindBank(member)).statusCode).toBe(200);
      const third = await bindBank(member);
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({ errorCode: 'bound.account.limit', value: { limit: 2 } });
      expect((await bindWallet(member)).statusCode).toBe(200);
      expect((await bindWallet(member)).json()).toMatchObject({ errorCode: 'bound.account.limit' });
      expect((await list(member)).accounts).toHaveLength(3);

      // Unbinding frees a place.
      const [first] = (await list(member)).accounts;
      expect((await unbind(member, first?.id ?? '0')).statusCode).toBe(200);
      expect((await bindBank(member)).statusCode).toBe(200);
    } finally {
      await saveDeploymentSettings(handle(), {
        withdrawal: {
          ...(await getDeploymentSettings(handle())).withdrawal,
          maxBankAccounts: 3,
          maxEWallets: 3,
        },
      });
    }
  });

  it('lets one member at a time hold an account number', async () => {
    const first = await newMember();
    const second = await newMember();
    const accountNumber = randomAccountNumber();
    const bound = await bindBank(first, { accountNumber });
    const id = bound.json<{ value: { id: string } }>().value.id;
    const taken = await bindBank(second, { accountNumber });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'bound.account.exists' });
    expect((await bindBank(first, { accountNumber })).json()).toMatchObject({
      errorCode: 'bound.account.exists',
    });
    // The same number at another bank is another account.
    expect((await bindBank(second, { accountNumber, bankCode: 'CITI' })).statusCode).toBe(200);

    expect((await unbind(first, id)).statusCode).toBe(200);
    expect((await bindBank(second, { accountNumber })).statusCode).toBe(200);
  });

  it('races two bindings of one number: one wins', async () => {
    const first = await newMember();
    const second = await newMember();
    const accountNumber = randomAccountNumber();
    const outcomes = await Promise.all([
      bindBank(first, { accountNumber }),
      bindBank(second, { accountNumber }),
    ]);
    expect(outcomes.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('unbinds with the payment password, only the member own accounts', async () => {
    const member = await newMember();
    const stranger = await newMember();
    const id = (await bindBank(member)).json<{ value: { id: string } }>().value.id;
    const wrong = await unbind(member, id, 'wrong-password');
    expect(wrong.json()).toMatchObject({ errorCode: 'payment.password.incorrect' });
    const foreign = await unbind(stranger, id);
    expect(foreign.statusCode).toBe(404);
    expect((await list(member)).accounts).toHaveLength(1);
    expect((await unbind(member, id)).json()).toEqual({ success: true, value: null });
    expect((await list(member)).accounts).toEqual([]);
    expect((await unbind(member, id)).statusCode).toBe(404);
  });

  it('refuses trial members', async () => {
    const trial = await createTestTrialMember(testApp.app, handle());
    expect((await trial.get('/wps/member/boundAccounts')).statusCode).toBe(403);
    const response = await bindBank(trial);
    expect(response.json()).toMatchObject({ errorCode: 'need.true.account' });
  });
});
