import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../../test/test-database';
import { saveDeploymentSettings } from '../deployment/deployment.service';
import { getPublicKey } from '../encryption/encryption.service';
import { issueVerificationCode } from '../verification/verification.service';
import { createMember } from './accounts.service';

const ATTACKER = '10.66.0.1';
const OWNER = '10.77.0.1';

describeIntegration(
  'the login limits: guessing is throttled where it happens, the owner still gets in',
  () => {
    let testApp: Awaited<ReturnType<typeof createTestApp>>;
    let captchas = 0;

    beforeAll(async () => {
      testApp = await createTestApp('PLAZA');
      await saveDeploymentSettings(testApp.database.handle, { isChallengeEnabled: false });
    });
    afterAll(async () => {
      await testApp.close();
    });

    /** A captcha whose answer the test knows, as a person reading the image would. */
    const solvedCaptcha = async () => {
      captchas += 1;
      const captchaId = `login-limits-${captchas}`;
      await issueVerificationCode(testApp.database.handle, 'captcha', captchaId, '2468', 60_000);
      return { captchaId, captcha: '2468' };
    };

    const login = async (address: string, payload: Record<string, unknown>) => {
      const key = await getPublicKey(testApp.database.handle);
      return testApp.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: address,
        payload: await encryptPayload(key, payload),
      });
    };

    it('lets the owner in from another address, with a captcha, after six wrong guesses from one address', async () => {
      await createMember(testApp.database.handle, {
        username: 'victim',
        password: 'victim-pass-1',
        type: 0,
        isFirstLogin: false,
      });
      const guesses = [];
      for (let guess = 0; guess < 7; guess += 1) {
        guesses.push(
          (
            await login(ATTACKER, {
              username: 'victim',
              password: `guess-${guess}`,
              ...(await solvedCaptcha()),
            })
          ).statusCode,
        );
      }
      expect(guesses).toEqual([400, 400, 400, 400, 400, 429, 429]);

      const withoutCaptcha = await login(OWNER, { username: 'victim', password: 'victim-pass-1' });
      expect(withoutCaptcha.json()).toMatchObject({
        errorCode: 'captcha.invalid',
        value: { needCaptcha: true },
      });
      const owner = await login(OWNER, {
        username: 'victim',
        password: 'victim-pass-1',
        ...(await solvedCaptcha()),
      });
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toMatchObject({ success: true, value: { userInfo: { account: 'victim' } } });
    });

    it('keeps refusing the address that guessed, even with the right password, after the owner got in', async () => {
      const afterOwner = await login(ATTACKER, {
        username: 'victim',
        password: 'victim-pass-1',
        ...(await solvedCaptcha()),
      });
      expect(afterOwner.statusCode).toBe(429);
      expect(afterOwner.json()).toMatchObject({ errorCode: 'too.many.requests' });
    });

    it('throttles repeated wrong guesses from one address at five', async () => {
      await createMember(testApp.database.handle, {
        username: 'guarded',
        password: 'guarded-pass-1',
        type: 0,
        isFirstLogin: false,
      });
      const answers = [];
      for (let guess = 0; guess < 6; guess += 1) {
        const response = await login('10.88.0.1', {
          username: 'guarded',
          password: `wrong-${guess}`,
          ...(await solvedCaptcha()),
        });
        answers.push(response.json<{ errorCode: string }>().errorCode);
      }
      expect(answers).toEqual([
        'password.incorrect',
        'password.incorrect',
        'password.incorrect',
        'password.incorrect',
        'password.incorrect',
        'too.many.requests',
      ]);
    });
  },
);
