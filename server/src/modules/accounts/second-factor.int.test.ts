import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../../test/test-database';
import { saveDeploymentSettings, setFeatureSwitch } from '../deployment/deployment.service';
import { getPublicKey } from '../encryption/encryption.service';
import { selectNewestOutboxMessage } from '../messaging/messaging.repository';
import { createMember } from './accounts.service';

const HOME_IP = '203.0.113.10';
const NEW_IP = '198.51.100.77';

describeIntegration('second factor on a login from a new IP', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await saveDeploymentSettings(testApp.database.handle, { isChallengeEnabled: false });
    await createMember(testApp.database.handle, {
      username: 'traveller',
      password: 'travel123',
      type: 0,
      isFirstLogin: false,
      mobile: '11912345678',
      countryDialingCode: '55',
      email: 'traveller@example.com',
      realName: 'Ana  Souza',
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const encrypted = async (payload: Record<string, unknown>) =>
    encryptPayload(await getPublicKey(testApp.database.handle), payload);
  const login = async (ip: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: ip,
      payload: await encrypted({ username: 'traveller', password: 'travel123' }),
    });
  const answer = async (ip: string, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login/secondFactor',
      remoteAddress: ip,
      payload: await encrypted(payload),
    });
  const challengeOf = (response: { json: <T>() => T }) =>
    response.json<{ value: { ticket: string; methods: string[] } }>().value;

  it('lets the first login in, and asks a later one from a new IP for a second factor', async () => {
    expect((await login(HOME_IP)).json()).toMatchObject({ success: true });
    const held = await login(NEW_IP);
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({ errorCode: 'second.factor.required' });
    expect(challengeOf(held).methods).toEqual(['MOBILE', 'EMAIL', 'BANK']);
  });

  it('accepts the bank account name, whatever its case and spacing, and remembers the IP', async () => {
    const { ticket } = challengeOf(await login(NEW_IP));
    expect((await answer(NEW_IP, { ticket, method: 'BANK', code: 'Wrong Name' })).json()).toMatchObject({
      errorCode: 'verification.code.invalid',
    });
    expect((await answer(NEW_IP, { ticket, method: 'BANK', code: ' ana souza ' })).json()).toMatchObject({
      success: true,
    });
    expect((await answer(NEW_IP, { ticket, method: 'BANK', code: 'ana souza' })).json()).toMatchObject({
      errorCode: 'verification.code.expired',
    });
    expect((await login(NEW_IP)).json()).toMatchObject({ success: true });
  });

  it('accepts a code sent to the bound mobile number', async () => {
    const ip = '198.51.100.78';
    const { ticket } = challengeOf(await login(ip));
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login/secondFactor/send',
      remoteAddress: ip,
      payload: { ticket, method: 'MOBILE' },
    });
    expect(sent.json()).toMatchObject({ success: true });
    const message = await selectNewestOutboxMessage(testApp.database.handle.db, '+5511912345678');
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
    expect((await answer(ip, { ticket, method: 'MOBILE', code })).json()).toMatchObject({ success: true });
  });

  it('binds an authenticator app and accepts its code (TOTP)', async () => {
    const token = (await login(HOME_IP)).json<{ value: { token: string } }>().value.token;
    const setup = await testApp.app.inject({
      url: '/wps/member/totp/setup',
      headers: { authorization: token },
    });
    const { secret, otpauthUrl } = setup.json<{ value: { secret: string; otpauthUrl: string } }>().value;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const bind = await testApp.app.inject({
      method: 'POST',
      url: '/wps/member/totp',
      headers: { authorization: token },
      payload: await encrypted({ secret, code: await generate({ secret }) }),
    });
    expect(bind.json()).toEqual({ success: true, value: null });
    const ip = '198.51.100.79';
    const { ticket, methods } = challengeOf(await login(ip));
    expect(methods).toContain('GOOGLE');
    expect((await answer(ip, { ticket, method: 'GOOGLE', code: '000000' })).json()).toMatchObject({
      errorCode: 'verification.code.invalid',
    });
    expect(
      (await answer(ip, { ticket, method: 'GOOGLE', code: await generate({ secret }) })).json(),
    ).toMatchObject({
      success: true,
    });
  });

  it('asks nothing when every second-factor switch is off', async () => {
    for (const id of ['LOGINVERMOB3', 'LOGINVEREMAIL3', 'LOGINVERBANK3', 'LOGINVERGOOGLE3'] as const) {
      await setFeatureSwitch(testApp.database.handle, id, false);
    }
    expect((await login('198.51.100.80')).json()).toMatchObject({ success: true });
  });
});
