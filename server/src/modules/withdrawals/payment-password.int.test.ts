import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { relaxLoginChecks } from '../../test/member-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import {
  createTestMember,
  createTestTrialMember,
  TEST_LOGIN_PASSWORD,
  TEST_PAYMENT_PASSWORD,
} from '../../test/withdrawal-client';
import type { TestMember } from '../../test/withdrawal-client';
import { selectMemberById } from '../accounts/accounts.repository';
import { selectNewestOutboxMessage } from '../messaging/messaging.repository';

// Scenarios create members (argon2id) and move money through several calls: slower than one default timeout.
describeIntegration('payment password', () => {
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
  const newMember = (options: { mobile?: string } = {}) => {
    sequence += 1;
    return createTestMember(testApp.app, handle(), `paypass${sequence}`, {
      ...(options.mobile === undefined ? {} : { mobile: options.mobile, countryDialingCode: '55' }),
    });
  };
  const status = async (member: TestMember) =>
    (await member.get('/wps/member/paymentPassword')).json<{
      value: { isSet: boolean; isLocked: boolean; lockedUntil: string | null; hasBoundMobile: boolean };
    }>().value;
  const storedHash = async (member: TestMember) =>
    (await selectMemberById(handle().db, member.memberId))?.payment_password_hash ?? null;
  const setFirst = (member: TestMember, overrides: Record<string, unknown> = {}, language?: string) =>
    member.postEncrypted(
      '/wps/member/paymentPassword',
      {
        loginPassword: TEST_LOGIN_PASSWORD,
        newPassword: TEST_PAYMENT_PASSWORD,
        confirmNewPassword: TEST_PAYMENT_PASSWORD,
        ...overrides,
      },
      language,
    );
  const change = (member: TestMember, oldPassword: string, newPassword: string) =>
    member.postEncrypted('/wps/member/paymentPassword/change', {
      oldPassword,
      newPassword,
      confirmNewPassword: newPassword,
    });

  describe('setting the first one', () => {
    it('sets it with the login password, argon2id-hashed, once', async () => {
      const member = await newMember();
      expect(await status(member)).toEqual({
        isSet: false,
        isLocked: false,
        lockedUntil: null,
        hasBoundMobile: false,
      });
      const response = await setFirst(member);
      expect(response.json()).toEqual({ success: true, value: null });
      expect(await storedHash(member)).toMatch(/^\$argon2id\$/);
      expect(await status(member)).toMatchObject({ isSet: true });

      const again = await setFirst(member, { newPassword: 'Other12345', confirmNewPassword: 'Other12345' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ errorCode: 'payment.password.exists' });
    });

    it('refuses bad input with a localized message and field errors, and changes nothing', async () => {
      const member = await newMember();
      const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
        [{ newPassword: 'abc12', confirmNewPassword: 'abc12' }, { newPassword: 'validation.tooShort' }],
        [{ confirmNewPassword: 'Different1' }, { confirmNewPassword: 'validation.mismatch' }],
        // The payment password must differ from the login password.
        [
          { newPassword: 'Secret1234', confirmNewPassword: 'Secret1234' },
          { newPassword: 'validation.invalid' },
        ],
        [{ loginPassword: 'wrong-login' }, { loginPassword: 'validation.invalid' }],
        [{ newPassword: 12345678 }, { newPassword: expect.any(String) as string }],
      ];
      for (const [overrides, fields] of cases) {
        const response = await setFirst(member, overrides, 'pt');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          errorCode: 'request_param_err',
          message: 'Algumas das informações inseridas não são válidas.',
          value: { fields },
        });
      }
      expect(await storedHash(member)).toBeNull();
    });

    it('refuses a plain (unencrypted) body', async () => {
      const member = await newMember();
      const response = await member.post('/wps/member/paymentPassword', {
        loginPassword: TEST_LOGIN_PASSWORD,
        newPassword: TEST_PAYMENT_PASSWORD,
        confirmNewPassword: TEST_PAYMENT_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(await storedHash(member)).toBeNull();
    });
  });

  describe('changing it', () => {
    it('needs the old one, and then only the new one works', async () => {
      const member = await newMember();
      const before = await change(member, TEST_PAYMENT_PASSWORD, 'Newer12345');
      expect(before.statusCode).toBe(409);
      expect(before.json()).toMatchObject({ errorCode: 'payment.password.not.set' });
      await setFirst(member);

      const wrong = await change(member, 'not-it-123', 'Newer12345');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        errorCode: 'payment.password.incorrect',
        value: { remainingAttempts: 4 },
      });
      expect((await change(member, TEST_PAYMENT_PASSWORD, 'Newer12345')).json()).toEqual({
        success: true,
        value: null,
      });
      expect((await change(member, TEST_PAYMENT_PASSWORD, 'Third12345')).json()).toMatchObject({
        errorCode: 'payment.password.incorrect',
      });
      expect((await change(member, 'Newer12345', 'Third12345')).statusCode).toBe(200);
    });

    it('locks after five wrong guesses in 15 minutes, even for the right one, and says until when', async () => {
      const member = await newMember();
      await setFirst(member);
      const hashBefore = await storedHash(member);
      const remaining: unknown[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await change(member, `wrong-${attempt}-xx`, 'Newer12345');
        remaining.push(response.json<{ value: { remainingAttempts: number } }>().value.remainingAttempts);
      }
      expect(remaining).toEqual([4, 3, 2, 1, 0]);
      const locked = await change(member, TEST_PAYMENT_PASSWORD, 'Newer12345');
      expect(locked.statusCode).toBe(429);
      const body = locked.json<{ errorCode: string; value: { lockedUntil: string } }>();
      expect(body.errorCode).toBe('payment.password.locked');
      const lockedUntil = Date.parse(body.value.lockedUntil);
      expect(lockedUntil).toBeGreaterThan(Date.now() + 14 * 60_000);
      expect(lockedUntil).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
      expect(await status(member)).toMatchObject({ isLocked: true, lockedUntil: body.value.lockedUntil });
      expect(await storedHash(member)).toBe(hashBefore);
    });

    it('clears the count of wrong guesses after a right one', async () => {
      const member = await newMember();
      await setFirst(member);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        await change(member, `wrong-${attempt}-xx`, 'Newer12345');
      }
      expect((await change(member, TEST_PAYMENT_PASSWORD, 'Newer12345')).statusCode).toBe(200);
      const next = await change(member, 'wrong-again', 'Third12345');
      expect(next.json()).toMatchObject({ value: { remainingAttempts: 4 } });
    });
  });

  describe('resetting it by SMS', () => {
    const sendCode = (member: TestMember) => member.post('/wps/member/paymentPassword/sms', {});
    const reset = (member: TestMember, verificationCode: string, newPassword = 'Reset12345') =>
      member.postEncrypted('/wps/member/paymentPassword/reset', {
        verificationCode,
        newPassword,
        confirmNewPassword: newPassword,
      });
    const outboxCode = async (recipient: string) => {
      const message = await selectNewestOutboxMessage(handle().db, recipient);
      const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
      if (code === undefined) {
        throw new Error(`no code was sent to ${recipient}`);
      }
      return code;
    };

    it('needs a bound mobile', async () => {
      const member = await newMember();
      const response = await sendCode(member);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 'mobile.not.bound' });
      expect((await reset(member, '123456')).json()).toMatchObject({ errorCode: 'mobile.not.bound' });
    });

    it('sends a code to the bound mobile; a wrong code changes nothing, the right one resets and unlocks', async () => {
      const member = await newMember({ mobile: '11912340001' });
      await setFirst(member);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await change(member, `wrong-${attempt}-xx`, 'Newer12345');
      }
      expect(await status(member)).toMatchObject({ isLocked: true, hasBoundMobile: true });
      const hashBefore = await storedHash(member);

      expect((await sendCode(member)).json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
      const code = await outboxCode('+5511912340001');
      const wrong = await reset(member, code === '000000' ? '111111' : '000000');
      expect(wrong.json()).toMatchObject({ errorCode: 'verification.code.invalid' });
      const mismatched = await member.postEncrypted('/wps/member/paymentPassword/reset', {
        verificationCode: code,
        newPassword: 'Reset12345',
        confirmNewPassword: 'Reset99999',
      });
      expect(mismatched.json()).toMatchObject({
        value: { fields: { confirmNewPassword: 'validation.mismatch' } },
      });
      expect(await storedHash(member)).toBe(hashBefore);

      // The mismatch did not spend the code.
      expect((await reset(member, code)).json()).toEqual({ success: true, value: null });
      expect(await status(member)).toMatchObject({ isLocked: false });
      expect((await change(member, 'Reset12345', 'After12345')).statusCode).toBe(200);
      // A code works once.
      expect((await reset(member, code, 'Again12345')).json()).toMatchObject({
        errorCode: 'verification.code.invalid',
      });
    });
  });

  it('refuses trial members with need.true.account', async () => {
    const trial = await createTestTrialMember(testApp.app, handle());
    expect((await trial.get('/wps/member/paymentPassword')).json()).toMatchObject({
      errorCode: 'need.true.account',
    });
    const response = await setFirst(trial);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'need.true.account' });
    expect((await selectMemberById(handle().db, trial.memberId))?.payment_password_hash).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await testApp.app.inject({ url: '/wps/member/paymentPassword' })).statusCode).toBe(401);
  });
});
