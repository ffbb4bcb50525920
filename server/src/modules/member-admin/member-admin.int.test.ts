import { afterAll, beforeAll, expect, it } from 'vitest';

import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createOperator } from '../operator/operator.service';

interface Envelope<T> {
  success: boolean;
  errorCode?: string;
  value: T;
}
interface Detail {
  member: { id: number; username: string; status: string };
  upline: { username: string } | null;
  balance: { sumBalance: number };
  logins: { ip: string; isSuccess: boolean }[];
}

describeIntegration('members from the back office: /ops/members', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken = '';
  let member = { memberId: 0, token: '' };

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    adminToken = await loginTestOperator(testApp.app);
    member = await createLoggedInMember(testApp.app, testApp.database.handle, 'lockable1');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const memberBalance = () =>
    testApp.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: member.token } });

  it('finds a member by name, id and login address, shows the page, locks (the session stops) and unlocks, audited', async () => {
    const byName = await call(adminToken, 'GET', '/ops/members?search=LOCKABLE');
    expect(byName.json<Envelope<{ content: { id: number }[] }>>().value.content).toEqual([
      expect.objectContaining({ id: member.memberId }),
    ]);
    const byId = await call(adminToken, 'GET', `/ops/members?search=${member.memberId}`);
    expect(byId.json<Envelope<{ content: { id: number }[] }>>().value.content.map((row) => row.id)).toContain(
      member.memberId,
    );
    const page = (await call(adminToken, 'GET', `/ops/members/${member.memberId}`)).json<Envelope<Detail>>()
      .value;
    expect(page).toMatchObject({
      member: { username: 'lockable1', status: 'ACTIVE' },
      balance: { sumBalance: 0 },
    });
    expect(page.logins[0]).toMatchObject({ isSuccess: true });
    const byAddress = await call(adminToken, 'GET', `/ops/members?search=${page.logins[0]?.ip ?? ''}`);
    expect(byAddress.json<Envelope<{ total: number }>>().value.total).toBe(1);

    const locked = await call(adminToken, 'POST', `/ops/members/${member.memberId}/lock`, {
      reason: 'chargeback',
    });
    expect(locked.json<Envelope<Detail>>().value.member.status).toBe('LOCKED');
    expect((await memberBalance()).statusCode).toBe(401);
    const again = await call(adminToken, 'POST', `/ops/members/${member.memberId}/lock`, { reason: 'twice' });
    expect(again.json<Envelope<null>>().errorCode).toBe('already.processed');
    const unlocked = await call(adminToken, 'POST', `/ops/members/${member.memberId}/unlock`, {
      reason: 'cleared',
    });
    expect(unlocked.json<Envelope<Detail>>().value.member.status).toBe('ACTIVE');

    const audit = await call(
      adminToken,
      'GET',
      `/ops/audit?targetType=member&targetId=${member.memberId}&sort=oldest`,
    );
    expect(
      audit.json<Envelope<{ content: { action: string; details: object }[] }>>().value.content,
    ).toMatchObject([
      { action: 'member.lock', details: { reason: 'chargeback' } },
      { action: 'member.unlock', details: { reason: 'cleared' } },
    ]);
  });

  it('refuses a role without members.manage (403), an unknown member (404) and an empty reason (400)', async () => {
    await createOperator(testApp.database.handle, {
      username: 'content4',
      password: 'Content1234',
      role: 'CONTENT',
    });
    const contentToken = await loginTestOperator(testApp.app, {
      username: 'content4',
      password: 'Content1234',
    });
    expect((await call(contentToken, 'GET', '/ops/members')).statusCode).toBe(403);
    const refused = await call(contentToken, 'POST', `/ops/members/${member.memberId}/lock`, { reason: 'x' });
    expect(refused.statusCode).toBe(403);
    await createOperator(testApp.database.handle, {
      username: 'finance4',
      password: 'Finance1234',
      role: 'FINANCE',
    });
    const financeToken = await loginTestOperator(testApp.app, {
      username: 'finance4',
      password: 'Finance1234',
    });
    expect((await call(financeToken, 'GET', `/ops/members/${member.memberId}`)).statusCode).toBe(200);
    expect(
      (await call(financeToken, 'POST', `/ops/members/${member.memberId}/lock`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await call(adminToken, 'GET', '/ops/members/987654')).statusCode).toBe(404);
    const empty = await call(adminToken, 'POST', `/ops/members/${member.memberId}/lock`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('reason');
    expect((await memberBalance()).statusCode).toBe(200);
  });
});
