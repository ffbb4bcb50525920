import { TRIAL_DEMO_BALANCE } from '@plaza/contracts/accounts';
import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../../test/test-database';
import { setFeatureSwitch } from '../deployment/deployment.service';
import { getPublicKey } from '../encryption/encryption.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';

describeIntegration('trial play', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const startTrial = async () =>
    testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: await encryptPayload(await getPublicKey(testApp.database.handle), {
        os: 'linux',
        platform: 'W',
      }),
    });

  it('logs in a new trial member (type 4) with play money through the ledger', async () => {
    const response = await startTrial();
    const value = response.json<{
      value: { token: string; userInfo: { id: number; type: number; isTrial: boolean } };
    }>().value;
    expect(value.userInfo).toMatchObject({ type: 4, isTrial: true });
    const wallet = await findAccountByCode(
      testApp.database.handle.db,
      ledgerAccountCodes.memberMain(value.userInfo.id),
    );
    expect(wallet?.balance).toBe(TRIAL_DEMO_BALANCE);
    const report = await verifyLedger(testApp.database.handle.db);
    expect(report.isPassing).toBe(true);
    const info = await testApp.app.inject({
      url: '/wps/member/info',
      headers: { authorization: value.token },
    });
    expect(info.json()).toMatchObject({ value: { isTrial: true } });
  });

  it('is refused when the deployment turns trial play off', async () => {
    await setFeatureSwitch(testApp.database.handle, 'FREEPLAY3', false);
    try {
      expect((await startTrial()).json()).toMatchObject({ errorCode: 'operation.not.enabled' });
    } finally {
      await setFeatureSwitch(testApp.database.handle, 'FREEPLAY3', true);
    }
  });
});
