import { SMS_REQUEST_INTERVAL_MS } from '@plaza/contracts/constants';
import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../../test/test-database';
import { saveDeploymentSettings } from '../deployment/deployment.service';
import { getPublicKey } from '../encryption/encryption.service';
import { selectNewestOutboxMessage } from '../messaging/messaging.repository';
import { createMember } from './accounts.service';

describeIntegration('SMS codes, password change and forgotten passwords', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    const handle = testApp.database.handle;
    await saveDeploymentSettings(handle, { isChallengeEnabled: false });
    await createMember(handle, {
      username: 'mobileuser',
      password: 'mobile123',
      type: 0,
      isFirstLogin: false,
      mobile: '11987654321',
      countryDialingCode: '55',
      email: 'mobile@example.com',
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const encrypted = async (payload: Record<string, unknown>) =>
    encryptPayload(await getPublicKey(testApp.database.handle), payload);
  const login = async (payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/wps/session/login', payload: await encrypted(payload) });
  const tokenOf = (response: { json: <T>() => T }) =>
    response.json<{ value: { token: string } }>().value.token;
  const readOutboxCode = async (recipient: string) => {
    const message = await selectNewestOutboxMessage(testApp.database.handle.db, recipient);
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
    if (code === undefined) {
      throw new Error(`No code was sent to ${recipient}`);
    }
    return code;
  };
  const requestLoginCode = (purpose = 'LOGIN') =>
    testApp.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '11987654321', countryDialingCode: '55', purpose },
    });
  /** Moves the number's codes a throttle interval into the past: the state "a second has gone by", without waiting. */
  const agePastThrottle = async () => {
    await testApp.database.handle.db
      .updateTable('verification_code')
      .set((update) => ({ created_at: update('created_at', '-', SMS_REQUEST_INTERVAL_MS) }))
      .where('recipient', '=', '+5511987654321')
      .execute();
  };

  it('refuses a malformed or missing phone number', async () => {
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '123', countryDialingCode: '55' },
    });
    expect(malformed.json()).toMatchObject({ errorCode: 'phone.invalid' });
  });

  it('sends a code to the outbox, at most once a second, and logs in with it', async () => {
    const sent = await requestLoginCode();
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const again = await requestLoginCode();
    expect(again.statusCode).toBe(429);
    const code = await readOutboxCode('+5511987654321');
    const wrong = await login({
      username: '11987654321',
      password: code === '000000' ? '111111' : '000000',
      type: 'sms',
      countryDialingCode: '55',
    });
    expect(wrong.json()).toMatchObject({ errorCode: 'verification.code.invalid' });
    await agePastThrottle();
    await requestLoginCode();
    const fresh = await readOutboxCode('+5511987654321');
    const response = await login({
      username: '11987654321',
      password: fresh,
      type: 'sms',
      countryDialingCode: '55',
    });
    expect(response.json()).toMatchObject({ success: true, value: { userInfo: { account: 'mobileuser' } } });
    const reused = await login({
      username: '11987654321',
      password: fresh,
      type: 'sms',
      countryDialingCode: '55',
    });
    expect(reused.json()).toMatchObject({ errorCode: 'verification.code.invalid' });
  });

  it('changes the password, ending every other session but the current one', async () => {
    const first = tokenOf(await login({ username: 'mobileuser', password: 'mobile123' }));
    const second = tokenOf(await login({ username: 'mobileuser', password: 'mobile123' }));
    const change = (payload: Record<string, unknown>) =>
      encrypted(payload).then((body) =>
        testApp.app.inject({
          method: 'POST',
          url: '/wps/member/password',
          headers: { authorization: second },
          payload: body,
        }),
      );
    const wrongOld = await change({
      oldPassword: 'nope',
      newPassword: 'better456',
      confirmNewPassword: 'better456',
    });
    expect(wrongOld.json()).toMatchObject({ value: { fields: { oldPassword: 'validation.invalid' } } });
    const mismatch = await change({
      oldPassword: 'mobile123',
      newPassword: 'better456',
      confirmNewPassword: 'better457',
    });
    expect(mismatch.json()).toMatchObject({
      value: { fields: { confirmNewPassword: 'validation.mismatch' } },
    });
    const weak = await change({
      oldPassword: 'mobile123',
      newPassword: 'abcdefg',
      confirmNewPassword: 'abcdefg',
    });
    expect(weak.json()).toMatchObject({ value: { fields: { newPassword: 'validation.pattern' } } });
    const done = await change({
      oldPassword: 'mobile123',
      newPassword: 'better456',
      confirmNewPassword: 'better456',
    });
    expect(done.statusCode).toBe(200);
    const firstInfo = await testApp.app.inject({
      url: '/wps/member/info',
      headers: { authorization: first },
    });
    expect(firstInfo.statusCode).toBe(401);
    const secondInfo = await testApp.app.inject({
      url: '/wps/member/info',
      headers: { authorization: second },
    });
    expect(secondInfo.statusCode).toBe(200);
    expect((await login({ username: 'mobileuser', password: 'better456' })).json()).toMatchObject({
      success: true,
    });
  });

  it('e-mails a temporary password that forces a change, from a form post', async () => {
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=mobileuser&email=other%40example.com',
    });
    expect(unknown.json()).toMatchObject({ errorCode: 'username.or.email.not.found' });
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'pt' },
      payload: 'username=mobileuser&email=MOBILE%40example.com',
    });
    expect(sent.json()).toEqual({ success: true, value: null });
    const mail = await selectNewestOutboxMessage(testApp.database.handle.db, 'mobile@example.com');
    expect(mail?.subject).toBe('Sua nova senha temporária');
    const temporary = /senha temporária é (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const response = await login({ username: 'mobileuser', password: temporary });
    expect(response.json()).toMatchObject({ success: true, value: { firstTimeLogin: true } });
  });

  it('sets a new password by phone and logs the member in', async () => {
    await agePastThrottle();
    await requestLoginCode('PASSWORD');
    const code = await readOutboxCode('+5511987654321');
    const body = await encrypted({
      newPassword: 'phone789',
      mobileNum: '11987654321',
      countryDialingCode: '55',
      verificationCode: code,
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: body,
    });
    expect(response.json()).toMatchObject({ success: true, value: { userInfo: { account: 'mobileuser' } } });
    expect((await login({ username: 'mobileuser', password: 'phone789' })).json()).toMatchObject({
      success: true,
    });
  });
});
