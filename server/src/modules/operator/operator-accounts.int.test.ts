import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createOperator } from './operator.service';

describeIntegration('operators managed by ADMIN, and the audit log', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken = '';
  let riskToken = '';

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    adminToken = await loginTestOperator(testApp.app);
    await createOperator(testApp.database.handle, {
      username: 'risk1',
      password: 'Risk123456',
      role: 'RISK',
    });
    riskToken = await loginTestOperator(testApp.app, { username: 'risk1', password: 'Risk123456' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const ops = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { authorization: token },
      ...(payload === undefined ? {} : { payload }),
    });
  const audit = async (query: string) =>
    (await ops('GET', `/ops/audit?${query}`, adminToken)).json<{
      value: { content: Array<Record<string, unknown>>; total: number };
    }>().value;

  describe('operators', () => {
    it('creates an operator, refuses a taken name, and audits the creation', async () => {
      const created = await ops('POST', '/ops/operators', adminToken, {
        username: 'Content1',
        password: 'Content1234',
        role: 'CONTENT',
      });
      expect(created.statusCode).toBe(200);
      const account = created.json<{ value: { id: number } }>().value;
      expect(account).toMatchObject({
        username: 'content1',
        role: 'CONTENT',
        enabled: true,
        hasSecondFactor: false,
      });
      const taken = await ops('POST', '/ops/operators', adminToken, {
        username: 'content1',
        password: 'Content1234',
        role: 'SUPPORT',
      });
      expect(taken.statusCode).toBe(409);
      expect((await audit(`action=operator.create&targetId=${account.id}`)).content).toEqual([
        expect.objectContaining({
          operatorName: 'operator',
          details: { username: 'content1', role: 'CONTENT' },
        }),
      ]);
      const list = await ops('GET', '/ops/operators?search=content&role=CONTENT', adminToken);
      expect(list.json()).toMatchObject({ value: { total: 1, content: [{ username: 'content1' }] } });
    });

    it('disables an operator, whose session then stops working, and refuses to change oneself', async () => {
      const id = await createOperator(testApp.database.handle, {
        username: 'leaving',
        password: 'Leaving1234',
        role: 'SUPPORT',
      });
      const token = await loginTestOperator(testApp.app, { username: 'leaving', password: 'Leaving1234' });
      const disabled = await ops('PUT', `/ops/operators/${id}`, adminToken, {
        role: 'SUPPORT',
        enabled: false,
      });
      expect(disabled.json()).toMatchObject({ value: { enabled: false } });
      expect((await ops('GET', '/ops/session', token)).statusCode).toBe(401);
      const self = (await ops('GET', '/ops/session', adminToken)).json<{ value: { id: number } }>().value.id;
      const own = await ops('PUT', `/ops/operators/${self}`, adminToken, { role: 'SUPPORT', enabled: true });
      expect(own.statusCode).toBe(403);
      expect((await ops('GET', '/ops/session', adminToken)).json()).toMatchObject({
        value: { role: 'ADMIN' },
      });
      expect((await audit(`action=operator.update&targetId=${id}`)).total).toBe(1);
    });

    it('resets a second factor, so the next sign-in offers a new one', async () => {
      const id = await createOperator(testApp.database.handle, {
        username: 'finance9',
        password: 'Finance1234',
        role: 'FINANCE',
      });
      await loginTestOperator(testApp.app, { username: 'finance9', password: 'Finance1234' });
      const reset = await ops('POST', `/ops/operators/${id}/second-factor/reset`, adminToken);
      expect(reset.json()).toMatchObject({ value: { hasSecondFactor: false } });
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/ops/session/login',
        payload: { username: 'finance9', password: 'Finance1234' },
      });
      expect(login.json()).toMatchObject({ errorCode: 'operator.second.factor.setup' });
    });

    it('refuses every operator call of ADMIN to another role, and to no session', async () => {
      const refused = await ops('GET', '/ops/operators', riskToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 'operator.forbidden' });
      expect((await testApp.app.inject({ url: '/ops/operators' })).statusCode).toBe(401);
      expect((await ops('POST', '/ops/operators/1/second-factor/reset', riskToken)).statusCode).toBe(403);
    });
  });

  describe('audit log', () => {
    it('filters by operator, action prefix and time, newest or oldest first, and lets RISK read it', async () => {
      const riskId = (await ops('GET', '/ops/session', riskToken)).json<{ value: { id: number } }>().value.id;
      const mine = (await ops('GET', `/ops/audit?operatorId=${riskId}&action=session.`, riskToken)).json<{
        value: { content: Array<{ action: string; operatorName: string }> };
      }>().value.content;
      expect(mine.length).toBeGreaterThan(0);
      expect(
        mine.every((entry) => entry.action.startsWith('session.') && entry.operatorName === 'risk1'),
      ).toBe(true);
      const newest = await audit('sort=newest&pageSize=2');
      const oldest = await audit('sort=oldest&pageSize=2');
      expect(Number(newest.content[0]?.id)).toBeGreaterThan(Number(newest.content[1]?.id));
      expect(Number(oldest.content[0]?.id)).toBeLessThan(Number(oldest.content[1]?.id));
      const future = new Date(Date.now() + 3_600_000).toISOString();
      expect((await audit(`from=${encodeURIComponent(future)}`)).total).toBe(0);
    });
  });
});
