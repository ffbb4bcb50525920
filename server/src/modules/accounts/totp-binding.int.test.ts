import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { getPublicKey } from '../encryption/encryption.service';
import { selectMemberById } from './accounts.repository';

describeIntegration('binding an authenticator secret of any length', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const bind = async (token: string, secret: string, code: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/wps/member/totp',
      headers: { authorization: token },
      payload: await encryptPayload(await getPublicKey(testApp.database.handle), { secret, code }),
    });

  it('refuses a well-formed secret too short to use with 400 naming the field, and binds nothing', async () => {
    const { memberId, token } = await createLoggedInMember(
      testApp.app,
      testApp.database.handle,
      'shortsecret',
    );
    for (const secret of [
      'JBSWY3DPEHPK3PXP',
      'JBSWY3DPEHPK3PXPJB',
      'JBSWY3DPEHPK3PXPJBSWY3DP',
      'JBSWY3DPEHPK3PX!',
    ]) {
      const response = await bind(token, secret, '123456');
      expect(response.statusCode, `${secret}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errorCode: 'request_param_err',
        value: { fields: { secret: 'validation.invalid' } },
      });
    }
    expect((await selectMemberById(testApp.database.handle.db, memberId))?.totp_secret).toBeNull();
  });

  it('binds a secret of every length the authenticator library can use (128 to 320 bits)', async () => {
    for (const bytes of [16, 20, 32, 40]) {
      const { memberId, token } = await createLoggedInMember(
        testApp.app,
        testApp.database.handle,
        `secret${bytes}`,
      );
      const secret = generateSecret({ length: bytes });
      const response = await bind(token, secret, await generate({ secret }));
      expect(response.json(), secret).toEqual({ success: true, value: null });
      expect((await selectMemberById(testApp.database.handle.db, memberId))?.totp_secret).toBe(secret);
    }
  });
});
