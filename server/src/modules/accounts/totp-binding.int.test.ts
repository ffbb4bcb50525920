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

  // Each call from an address of its own: the route's per-address limit is not what these tests are about.
  let calls = 0;
  const bind = async (token: string, secret: string, code: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/wps/member/totp',
      headers: { authorization: token },
      remoteAddress: `10.26.0.${(calls += 1)}`,
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

  it('refuses a code that is not six digits with 400 naming the field, never 500', async () => {
    const { token } = await createLoggedInMember(testApp.app, testApp.database.handle, 'lettercode');
    for (const code of ['abcdef', '12 456', '１２３４５６']) {
      const response = await bind(token, generateSecret(), code);
      expect(response.statusCode, `${code}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ value: { fields: { code: 'validation.pattern' } } });
    }
  });

  it('answers an authenticator code that is not six digits at the second factor as a wrong code, never 500', async () => {
    const { token } = await createLoggedInMember(testApp.app, testApp.database.handle, 'travelling');
    const secret = generateSecret();
    expect((await bind(token, secret, await generate({ secret }))).statusCode).toBe(200);
    const key = await getPublicKey(testApp.database.handle);
    const newAddress = '198.51.100.26';
    const held = await testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: newAddress,
      payload: await encryptPayload(key, { username: 'travelling', password: 'Secret1234' }),
    });
    expect(held.json()).toMatchObject({ errorCode: 'second.factor.required' });
    const { ticket } = held.json<{ value: { ticket: string } }>().value;
    for (const code of ['abcdef', '12345', ' 123456']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/wps/session/login/secondFactor',
        remoteAddress: newAddress,
        payload: await encryptPayload(key, { ticket, method: 'GOOGLE', code }),
      });
      expect(response.statusCode, `${code}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'verification.code.invalid' });
    }
  });
});
