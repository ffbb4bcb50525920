import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { runInTransaction } from '../../db/transaction';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { saveDeploymentSettings } from '../deployment/deployment.service';
import { getPublicKey } from '../encryption/encryption.service';
import {
  ensureAccount,
  getMemberMainAccount,
  ledgerAccountCodes,
  postTransfers,
} from '../ledger/ledger.service';

describeIntegration('wallet balance', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let token = '';
  let memberId = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZABR');
    const handle = testApp.database.handle;
    await saveDeploymentSettings(handle, { isChallengeEnabled: false, allowedRegions: [] });
    memberId = await createMember(handle, {
      username: 'walletuser',
      password: 'wallet123',
      type: 0,
      isFirstLogin: false,
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encryptPayload(await getPublicKey(handle), {
        username: 'walletuser',
        password: 'wallet123',
      }),
    });
    token = response.json<{ value: { token: string } }>().value.token;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const balance = () =>
    testApp.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: token } });

  it('answers zero for a member who never received money, in the deployment currency', async () => {
    expect((await balance()).json()).toEqual({
      success: true,
      value: {
        sumBalance: 0,
        currency: 'BRL',
        symbol: 'R$',
        decimals: 2,
        wallets: [{ wallet: 'MAIN', vendorCode: null, availBalance: 0 }],
      },
    });
  });

  it('sums the main wallet and the vendor wallets from the ledger', async () => {
    await runInTransaction(testApp.database.handle, async (db) => {
      const source = await ensureAccount(db, {
        code: 'channel:TEST',
        kind: 'payment_channel',
        ownerId: null,
        currency: 'BRL',
        allowNegative: true,
      });
      const main = await getMemberMainAccount(db, memberId, 'BRL');
      const vendor = await ensureAccount(db, {
        code: ledgerAccountCodes.memberVendor(memberId, 'DEMO'),
        kind: 'member_vendor',
        ownerId: memberId,
        currency: 'BRL',
        allowNegative: false,
      });
      await postTransfers(db, [
        {
          idempotencyKey: 'w-1',
          kind: 'deposit',
          reference: 'test:1',
          debitAccountId: source.id,
          creditAccountId: main.id,
          amount: 12_345,
        },
        {
          idempotencyKey: 'w-2',
          kind: 'transfer_in',
          reference: 'test:2',
          debitAccountId: main.id,
          creditAccountId: vendor.id,
          amount: 2_345,
        },
      ]);
    });
    expect((await balance()).json()).toMatchObject({
      value: {
        sumBalance: 12_345,
        wallets: [
          { wallet: 'MAIN', availBalance: 10_000 },
          { wallet: 'DEMO', vendorCode: 'DEMO', availBalance: 2_345 },
        ],
      },
    });
  });

  it('answers 401 without a session', async () => {
    expect((await testApp.app.inject({ url: '/wps/v2/wallets/balance' })).statusCode).toBe(401);
  });
});
