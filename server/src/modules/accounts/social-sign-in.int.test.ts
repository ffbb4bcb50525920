import { generateKeyPairSync, sign } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { afterAll, beforeAll, expect, it } from 'vitest';

import {
  DEMO_SIGN_IN_PROVIDERS,
  issueDemoPhoneToken,
  signDemoIdToken,
} from '../../demo/demo-identity-provider';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { getDeploymentSettings, saveDeploymentSettings } from '../deployment/deployment.service';
import { getPublicKey } from '../encryption/encryption.service';
import { createMember } from './accounts.service';

interface Envelope<T> {
  success: boolean;
  errorCode?: string;
  value: T;
}
type Callback =
  | { outcome: 'SIGNED_IN'; login: { token: string; userInfo: { account: string; id: number } } }
  | { outcome: 'CHOICE'; choice: { ticket: string; email: string | null; suggestedUsername: string | null } };

const TEST_CLIENT = {
  provider: 'FACEBOOK' as const,
  clientId: 'test-client',
  clientSecret: 'test-secret',
  issuer: 'https://issuer.test',
  authorizationEndpoint: 'https://issuer.test/authorize',
  jwksUri: '/demo-identity/jwks',
  scope: 'openid email profile',
};

describeIntegration('social sign-in', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let tokenServer: Server;
  /** What the test provider's token endpoint answers next. */
  let nextIdToken: (nonce: string) => string = () => '';
  let lastNonce = '';

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    const handle = testApp.database.handle;
    await saveDeploymentSettings(handle, { isChallengeEnabled: false });
    await createMember(handle, {
      username: 'linkme01',
      password: 'Linkme1234',
      type: 0,
      isFirstLogin: false,
    });
    await createMember(handle, {
      username: 'linkme02',
      password: 'Linkme1234',
      type: 0,
      isFirstLogin: false,
    });
    // A provider of the test's own whose token endpoint answers whatever ID token the test makes.
    tokenServer = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ id_token: nextIdToken(lastNonce) }));
    });
    await new Promise<void>((resolve) => tokenServer.listen(0, '127.0.0.1', resolve));
    const port = (tokenServer.address() as AddressInfo).port;
    const google = DEMO_SIGN_IN_PROVIDERS.find((provider) => provider.provider === 'GOOGLE');
    if (!google) {
      throw new Error('the demo configures Google');
    }
    await saveDeploymentSettings(handle, {
      signInProviders: [google, { ...TEST_CLIENT, tokenEndpoint: `http://127.0.0.1:${port}/token` }],
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => tokenServer.close(resolve));
    await testApp.close();
  });

  const start = async (provider: 'GOOGLE' | 'FACEBOOK') => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/session/social/start',
      headers: { host: 'plaza.test' },
      payload: { provider, language: 'en' },
    });
    expect(response.statusCode).toBe(200);
    const value =
      response.json<Envelope<{ authorizationUrl: string; state: string; browserKey: string }>>().value;
    lastNonce = new URL(value.authorizationUrl, 'http://plaza.test').searchParams.get('nonce') ?? '';
    return value;
  };

  /** Picks a demo identity on the stand-in's page: the code it sends back. */
  const pickDemoIdentity = async (authorizationUrl: string, subject: string) => {
    const query = Object.fromEntries(new URL(authorizationUrl, 'http://plaza.test').searchParams);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/demo-identity/google/authorize',
      payload: { ...query, subject },
    });
    expect(response.statusCode).toBe(302);
    return new URL(String(response.headers.location)).searchParams.get('code') ?? '';
  };

  const callback = (payload: { state: string; code: string; browserKey: string }) =>
    testApp.app.inject({ method: 'POST', url: '/wps/session/social/callback', payload });

  const signInWithGoogle = async (subject: string) => {
    const started = await start('GOOGLE');
    const code = await pickDemoIdentity(started.authorizationUrl, subject);
    const response = await callback({ state: started.state, code, browserKey: started.browserKey });
    expect(response.statusCode).toBe(200);
    return response.json<Envelope<Callback>>().value;
  };

  const encrypted = async (payload: Record<string, unknown>) =>
    encryptPayload(await getPublicKey(testApp.database.handle), payload);

  const registerSocial = async (payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/wps/member/register/social',
      payload: await encrypted(payload),
    });
  const link = async (payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/wps/session/social/link',
      payload: await encrypted(payload),
    });

  const countRows = async (table: 'member_identity' | 'member_session' | 'member') =>
    Number(
      (
        await testApp.database.handle.db
          .selectFrom(table)
          .select((select) => select.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const snapshot = async () => ({
    identities: await countRows('member_identity'),
    sessions: await countRows('member_session'),
    members: await countRows('member'),
  });

  const claims = (nonce: string, overrides: Record<string, unknown> = {}) => {
    const seconds = Math.floor(Date.now() / 1000);
    return {
      iss: TEST_CLIENT.issuer,
      aud: TEST_CLIENT.clientId,
      sub: 'test-subject-1',
      email: 'tester@example.test',
      email_verified: true,
      nonce,
      iat: seconds,
      exp: seconds + 600,
      ...overrides,
    };
  };

  it('lists the configured providers', async () => {
    const response = await testApp.app.inject({ url: '/wps/session/social/providers' });
    expect(response.json()).toMatchObject({ value: { providers: ['GOOGLE', 'FACEBOOK'] } });
  });

  it('refuses a provider the deployment has not configured', async () => {
    const handle = testApp.database.handle;
    const { signInProviders } = await getDeploymentSettings(handle);
    await saveDeploymentSettings(handle, { signInProviders: signInProviders.slice(0, 1) });
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/wps/session/social/start',
        payload: { provider: 'FACEBOOK' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'social.provider.unavailable' });
      const bad = await testApp.app.inject({
        method: 'POST',
        url: '/wps/session/social/start',
        payload: { provider: 'MYSPACE' },
      });
      expect(bad.json()).toMatchObject({ errorCode: 'request_param_err' });
    } finally {
      await saveDeploymentSettings(handle, { signInProviders });
    }
  });

  it('sends PKCE, state and nonce to the provider', async () => {
    const started = await start('GOOGLE');
    const url = new URL(started.authorizationUrl, 'http://plaza.test');
    expect(url.pathname).toBe('/demo-identity/google/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe(started.state);
    expect(url.searchParams.get('redirect_uri')).toBe('http://plaza.test/sign-in/callback');
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThan(20);
  });

  it('registers a new account for an unlinked identity, then signs it in with one click', async () => {
    const choice = await signInWithGoogle('g-100001');
    expect(choice).toMatchObject({
      outcome: 'CHOICE',
      choice: { email: 'ana.souza@demo-mail.example', suggestedUsername: 'anasouza' },
    });
    if (choice.outcome !== 'CHOICE') {
      return;
    }
    const withoutConsent = await registerSocial({ ticket: choice.choice.ticket, username: 'anasouza1' });
    expect(withoutConsent.statusCode).toBe(400);
    expect(withoutConsent.json()).toMatchObject({ errorCode: 'request_param_err' });
    const registered = await registerSocial({
      ticket: choice.choice.ticket,
      username: 'anasouza1',
      isTermsAccepted: true,
      isAgeConfirmed: true,
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ value: { userInfo: { account: 'anasouza1' } } });
    // The ticket is spent: the choice is made once.
    const again = await registerSocial({
      ticket: choice.choice.ticket,
      username: 'anasouza2',
      isTermsAccepted: true,
      isAgeConfirmed: true,
    });
    expect(again.json()).toMatchObject({ errorCode: 'social.state.invalid' });

    const back = await signInWithGoogle('g-100001');
    expect(back).toMatchObject({ outcome: 'SIGNED_IN', login: { userInfo: { account: 'anasouza1' } } });
    if (back.outcome === 'SIGNED_IN') {
      const info = await testApp.app.inject({
        url: '/wps/member/info',
        headers: { authorization: back.login.token },
      });
      expect(info.json()).toMatchObject({ value: { account: 'anasouza1' } });
    }
  });

  it('links an identity to an existing account once its password is proven, and never to a second one', async () => {
    const choice = await signInWithGoogle('g-100002');
    if (choice.outcome !== 'CHOICE') {
      throw new Error('expected a choice');
    }
    // A second sign-in of the same identity waits on a choice of its own.
    const rival = await signInWithGoogle('g-100002');
    if (rival.outcome !== 'CHOICE') {
      throw new Error('expected a choice');
    }
    const before = await snapshot();
    const wrong = await link({ ticket: choice.choice.ticket, username: 'linkme01', password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'password.incorrect' });
    expect(await snapshot()).toEqual(before);

    const linked = await link({ ticket: choice.choice.ticket, username: 'linkme01', password: 'Linkme1234' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ value: { userInfo: { account: 'linkme01' } } });

    // Another member cannot take the identity over with the other ticket.
    const afterLink = await snapshot();
    const takeover = await link({
      ticket: rival.choice.ticket,
      username: 'linkme02',
      password: 'Linkme1234',
    });
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json()).toMatchObject({ errorCode: 'identity.already.linked' });
    const takeoverByRegistration = await registerSocial({
      ticket: rival.choice.ticket,
      username: 'takeover1',
      isTermsAccepted: true,
      isAgeConfirmed: true,
    });
    expect(takeoverByRegistration.json()).toMatchObject({ errorCode: 'identity.already.linked' });
    expect(await snapshot()).toEqual(afterLink);

    // An account holds one identity per provider: a second Google identity cannot join linkme01.
    const other = await signInWithGoogle('g-100003');
    if (other.outcome !== 'CHOICE') {
      throw new Error('expected a choice');
    }
    const second = await link({ ticket: other.choice.ticket, username: 'linkme01', password: 'Linkme1234' });
    expect(second.json()).toMatchObject({ errorCode: 'identity.already.linked' });

    const back = await signInWithGoogle('g-100002');
    expect(back).toMatchObject({ outcome: 'SIGNED_IN', login: { userInfo: { account: 'linkme01' } } });
  });

  it('keeps a link for good: the database refuses to change or remove it', async () => {
    const db = testApp.database.handle.db;
    await expect(db.deleteFrom('member_identity').execute()).rejects.toThrow(/immutable/);
    await expect(db.updateTable('member_identity').set({ member_id: 1 }).execute()).rejects.toThrow(
      /immutable/,
    );
  });

  it('refuses a forged state, another browser, a replayed state and an expired one, changing nothing', async () => {
    const before = await snapshot();
    const started = await start('GOOGLE');
    const code = await pickDemoIdentity(started.authorizationUrl, 'g-100001');

    const forged = await callback({ state: 'forged-state', code, browserKey: started.browserKey });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ errorCode: 'social.state.invalid' });
    const otherBrowser = await callback({ state: started.state, code, browserKey: 'another-browser' });
    expect(otherBrowser.json()).toMatchObject({ errorCode: 'social.state.invalid' });
    expect(await snapshot()).toEqual(before);

    // The right browser still finishes it, once.
    const signedIn = await callback({ state: started.state, code, browserKey: started.browserKey });
    expect(signedIn.json()).toMatchObject({ value: { outcome: 'SIGNED_IN' } });
    const replay = await callback({ state: started.state, code, browserKey: started.browserKey });
    expect(replay.json()).toMatchObject({ errorCode: 'social.state.invalid' });

    const late = await start('GOOGLE');
    const lateCode = await pickDemoIdentity(late.authorizationUrl, 'g-100001');
    await testApp.database.handle.db
      .updateTable('social_sign_in')
      .set({ expires_at: 1 })
      .where('used_at', 'is', null)
      .execute();
    const expired = await callback({ state: late.state, code: lateCode, browserKey: late.browserKey });
    expect(expired.json()).toMatchObject({ errorCode: 'social.sign.in.expired' });
  });

  it('refuses a wrong nonce, an expired or wrongly signed token, another audience or issuer, changing nothing', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const signWithOtherKey = (body: Record<string, unknown>) => {
      const genuine = signDemoIdToken(body);
      const [header = '', payload = ''] = genuine.split('.');
      const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), otherKey).toString(
        'base64url',
      );
      return `${header}.${payload}.${signature}`;
    };
    const cases: { name: string; token: (nonce: string) => string; errorCode: string }[] = [
      {
        name: 'wrong nonce',
        token: () => signDemoIdToken(claims('another-nonce')),
        errorCode: 'social.token.invalid',
      },
      {
        name: 'expired',
        token: (nonce) => signDemoIdToken(claims(nonce, { exp: Math.floor(Date.now() / 1000) - 3600 })),
        errorCode: 'social.sign.in.expired',
      },
      {
        name: 'wrongly signed',
        token: (nonce) => signWithOtherKey(claims(nonce)),
        errorCode: 'social.token.invalid',
      },
      {
        name: 'another audience',
        token: (nonce) => signDemoIdToken(claims(nonce, { aud: 'someone-else' })),
        errorCode: 'social.token.invalid',
      },
      {
        name: 'another issuer',
        token: (nonce) => signDemoIdToken(claims(nonce, { iss: 'https://evil.test' })),
        errorCode: 'social.token.invalid',
      },
      {
        name: 'unsigned',
        token: (nonce) =>
          `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims(nonce))).toString('base64url')}.`,
        errorCode: 'social.token.invalid',
      },
    ];
    for (const testCase of cases) {
      const before = await snapshot();
      const started = await start('FACEBOOK');
      nextIdToken = testCase.token;
      const response = await callback({
        state: started.state,
        code: 'any-code',
        browserKey: started.browserKey,
      });
      expect(response.statusCode, testCase.name).toBe(400);
      expect(response.json(), testCase.name).toMatchObject({ errorCode: testCase.errorCode });
      expect(await snapshot(), testCase.name).toEqual(before);
    }
    // The same provider with a sound token: the choice.
    const started = await start('FACEBOOK');
    nextIdToken = (nonce) => signDemoIdToken(claims(nonce));
    const response = await callback({
      state: started.state,
      code: 'any-code',
      browserKey: started.browserKey,
    });
    expect(response.json()).toMatchObject({
      value: { outcome: 'CHOICE', choice: { email: 'tester@example.test' } },
    });
  });

  it('refuses an expired ticket', async () => {
    const choice = await signInWithGoogle('g-100003');
    if (choice.outcome !== 'CHOICE') {
      throw new Error('expected a choice');
    }
    await testApp.database.handle.db
      .updateTable('social_sign_in')
      .set({ ticket_expires_at: 1 })
      .where('ticket_hash', 'is not', null)
      .where('outcome', 'is', null)
      .execute();
    const before = await snapshot();
    const response = await link({
      ticket: choice.choice.ticket,
      username: 'linkme02',
      password: 'Linkme1234',
    });
    expect(response.json()).toMatchObject({ errorCode: 'social.sign.in.expired' });
    expect(await snapshot()).toEqual(before);
  });

  it('registers by mobile with the third-party phone check instead of an SMS code', async () => {
    const registerByMobile = async (payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/wps/member/register/mobile',
        payload: await encrypted({ isTermsAccepted: true, isAgeConfirmed: true, ...payload }),
      });
    const base = {
      mobileNum: '912345678',
      countryDialingCode: '351',
      password: 'Phone1234',
      confirmPassword: 'Phone1234',
    };
    const other = await registerByMobile({
      ...base,
      firebaseChannel: 'SMS',
      firebaseIdToken: issueDemoPhoneToken('+351911111111'),
    });
    expect(other.json()).toMatchObject({ errorCode: 'verification.code.invalid' });
    const forged = await registerByMobile({ ...base, firebaseChannel: 'SMS', firebaseIdToken: 'a.b.c' });
    expect(forged.json()).toMatchObject({ errorCode: 'social.token.invalid' });
    const checked = await registerByMobile({
      ...base,
      firebaseChannel: 'SMS',
      firebaseIdToken: issueDemoPhoneToken('+351912345678'),
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ value: { userInfo: { mobile: '912345678' } } });
  });
});
