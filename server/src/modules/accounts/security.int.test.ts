import { afterAll, beforeAll, expect, it } from 'vitest';

import { relaxLoginChecks } from '../../test/member-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createTestMember, createTestTrialMember } from '../../test/withdrawal-client';

interface Overview {
  profile: { account: string; nickname: string | null; birthday: string | null };
  items: { paymentPassword: { isSet: boolean }; authenticator: { isBound: boolean } };
  recentLogins: { ip: string; device: string }[];
}

/** My account: the security center's overview and the profile (docs/product/my-account.md). */
describeIntegration('my account', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows a member their own security items and recent logins, and saves the profile', async () => {
    const first = await createTestMember(testApp.app, testApp.database.handle, 'myaccount1');
    const second = await createTestMember(testApp.app, testApp.database.handle, 'myaccount2');
    const overview = (await first.get('/wps/member/security')).json<{ value: Overview }>();
    expect(overview.value.profile.account).toBe('myaccount1');
    expect(overview.value.items.authenticator.isBound).toBe(false);
    expect(overview.value.recentLogins.length).toBeGreaterThan(0);
    expect(overview.value.recentLogins[0]?.ip).toBeTruthy();

    const saved = await first.post('/wps/member/profile', { nickname: 'Lucky Ana', birthday: '1990-04-02' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ value: Overview }>().value.profile).toMatchObject({
      nickname: 'Lucky Ana',
      birthday: '1990-04-02',
    });
    // Each member sees only their own.
    const other = (await second.get('/wps/member/security')).json<{ value: Overview }>();
    expect(other.value.profile).toMatchObject({ account: 'myaccount2', nickname: null });
  });

  it('refuses a bad profile with the field named, guests and trial members', async () => {
    const member = await createTestMember(testApp.app, testApp.database.handle, 'myaccount3');
    const bad = await member.post('/wps/member/profile', { nickname: 'x', birthday: '1990-02-31' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('birthday');
    const after = (await member.get('/wps/member/security')).json<{ value: Overview }>();
    expect(after.value.profile.nickname).toBeNull();
    expect((await testApp.app.inject({ method: 'GET', url: '/wps/member/security' })).statusCode).toBe(401);
    const trial = await createTestTrialMember(testApp.app, testApp.database.handle);
    expect((await trial.get('/wps/member/security')).statusCode).not.toBe(200);
  });
});
