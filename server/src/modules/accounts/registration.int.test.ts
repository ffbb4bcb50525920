import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../../test/test-database';
import {
  getDeploymentSettings,
  saveDeploymentSettings,
  setFeatureSwitch,
} from '../deployment/deployment.service';
import { selectNewestOutboxMessage } from '../messaging/messaging.repository';
import { getPublicKey } from '../encryption/encryption.service';
import { updateMemberAffiliateCode } from './accounts.repository';
import { createMember } from './accounts.service';
import { verifyPassword } from './password-hashing';

const VALID = {
  username: 'newplayer1',
  password: 'abc123',
  confirmPassword: 'abc123',
  isTermsAccepted: true,
  isAgeConfirmed: true,
};

describeIntegration('registration by user name', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    const handle = testApp.database.handle;
    await saveDeploymentSettings(handle, { isChallengeEnabled: false });
    const agentId = await createMember(handle, {
      username: 'agentref',
      password: 'agent-pass',
      type: 1,
      isFirstLogin: false,
    });
    await updateMemberAffiliateCode(handle.db, agentId, 'AGT1');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const register = async (payload: Record<string, unknown>) => {
    const key = await getPublicKey(testApp.database.handle);
    return testApp.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: await encryptPayload(key, payload),
    });
  };
  const countMembers = async () =>
    Number(
      (
        await testApp.database.handle.db
          .selectFrom('member')
          .select((select) => select.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('serves the field rules', async () => {
    const response = await testApp.app.inject({ url: '/wps/system/setting/register' });
    expect(response.json()).toMatchObject({
      value: {
        fields: { username: { enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 1 } },
        ageLimit: 18,
      },
    });
  });

  it('registers and logs the new member in', async () => {
    const response = await register({ ...VALID, email: 'new@example.com' });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ value: { token: string } }>().value;
    const info = await testApp.app.inject({ url: '/wps/member/info', headers: { authorization: token } });
    expect(info.json()).toMatchObject({
      value: { account: 'newplayer1', email: 'new@example.com', type: 0 },
    });
  });

  it('keeps the payment password of the form hashed when the rules show it, and refuses one equal to the password', async () => {
    const handle = testApp.database.handle;
    const { registration } = await getDeploymentSettings(handle);
    await saveDeploymentSettings(handle, {
      registration: {
        ...registration,
        fields: {
          ...registration.fields,
          paymentPassword: {
            enabled: true,
            required: false,
            minLength: 6,
            maxLength: 20,
            patternId: 5,
            acceptedPattern: '*',
          },
        },
      },
    });
    try {
      const same = await register({ ...VALID, username: 'paypass1', paymentPassword: VALID.password });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ value: { fields: { paymentPassword: 'validation.invalid' } } });
      const response = await register({ ...VALID, username: 'paypass2', paymentPassword: 'Pay12345' });
      expect(response.statusCode).toBe(200);
      const row = await handle.db
        .selectFrom('member')
        .select(['payment_password_hash', 'password_hash'])
        .where('username', '=', 'paypass2')
        .executeTakeFirstOrThrow();
      expect(row.payment_password_hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.payment_password_hash ?? '', 'Pay12345')).toBe(true);
      expect(
        await handle.db.selectFrom('member').select('id').where('username', '=', 'paypass1').execute(),
      ).toEqual([]);
    } finally {
      await saveDeploymentSettings(handle, { registration });
    }
  });

  it('refuses a taken user name with 409 and creates nothing', async () => {
    const before = await countMembers();
    const response = await register({ ...VALID, username: 'NEWPLAYER1' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'username.exists' });
    expect(await countMembers()).toBe(before);
  });

  it('answers each broken rule as a field error and creates nothing', async () => {
    const before = await countMembers();
    const response = await register({
      ...VALID,
      username: '1abc',
      password: 'abcdef',
      confirmPassword: 'abcdeg',
      email: 'not-an-email',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: {
        fields: {
          username: 'validation.tooShort',
          password: 'validation.pattern',
          confirmPassword: 'validation.mismatch',
          email: 'validation.pattern',
        },
      },
    });
    expect(await countMembers()).toBe(before);
  });

  it('requires the terms and the age declaration', async () => {
    const response = await register({ ...VALID, username: 'noterms1', isTermsAccepted: false });
    expect(response.json()).toMatchObject({ value: { fields: { isTermsAccepted: 'validation.invalid' } } });
  });

  it('links the upline from the page address before the typed code, and refuses a bad typed code', async () => {
    const fromAddress = await register({
      ...VALID,
      username: 'downline1',
      referralCode: 'agt1',
      affiliateCode: 'NOPE',
    });
    expect(fromAddress.statusCode).toBe(200);
    const member = await testApp.database.handle.db
      .selectFrom('member')
      .select('parent_id')
      .where('username', '=', 'downline1')
      .executeTakeFirstOrThrow();
    expect(member.parent_id).not.toBeNull();
    const typed = await register({ ...VALID, username: 'downline2', affiliateCode: 'NOPE' });
    expect(typed.json()).toMatchObject({ errorCode: 'invitation.code.invalid' });
  });

  it('registers by mobile with the SMS code from the outbox, deriving the user name', async () => {
    const sms = await testApp.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '11955554444', countryDialingCode: '55', type: 'MOBILE' },
    });
    expect(sms.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const message = await selectNewestOutboxMessage(testApp.database.handle.db, '+5511955554444');
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
    const mobile = {
      mobileNum: '11955554444',
      countryDialingCode: '55',
      password: 'abc123',
      confirmPassword: 'abc123',
    };
    const registerMobile = async (payload: Record<string, unknown>) => {
      const key = await getPublicKey(testApp.database.handle);
      return testApp.app.inject({
        method: 'PUT',
        url: '/wps/member/register/mobile',
        payload: await encryptPayload(key, { isTermsAccepted: true, isAgeConfirmed: true, ...payload }),
      });
    };
    const missingCode = await registerMobile(mobile);
    expect(missingCode.json()).toMatchObject({
      value: { fields: { verificationCode: 'validation.required' } },
    });
    const wrongCode = await registerMobile({
      ...mobile,
      verificationCode: code === '123456' ? '654321' : '123456',
    });
    expect(wrongCode.json()).toMatchObject({ errorCode: 'verification.code.invalid' });
    const registered = await registerMobile({ ...mobile, verificationCode: code });
    expect(registered.json()).toMatchObject({
      success: true,
      value: { userInfo: { account: 'm5511955554444', mobile: '11955554444' } },
    });
    const again = await registerMobile({ ...mobile, verificationCode: code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'mobile.exists' });
  });

  it('refuses a registration path the deployment switched off', async () => {
    await setFeatureSwitch(testApp.database.handle, 'USERNAMEREG3', false);
    try {
      expect((await register({ ...VALID, username: 'switchedoff' })).json()).toMatchObject({
        errorCode: 'operation.not.enabled',
      });
    } finally {
      await setFeatureSwitch(testApp.database.handle, 'USERNAMEREG3', true);
    }
  });

  it('checks an invitation code', async () => {
    const valid = await testApp.app.inject({ url: '/wps/agent/affiliate?code=agt1' });
    expect(valid.json()).toMatchObject({ success: true, value: { code: 'AGT1' } });
    const invalid = await testApp.app.inject({
      url: '/wps/agent/affiliate?code=zzzz',
      headers: { language: 'pt' },
    });
    expect(invalid.json()).toMatchObject({
      errorCode: 'invitation.code.invalid',
      message: 'Código de convite inválido.',
    });
  });
});
