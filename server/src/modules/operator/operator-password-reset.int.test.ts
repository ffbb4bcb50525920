import { randomInt } from 'node:crypto';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createOperator } from './operator.service';

describeIntegration("ADMIN resets an operator's password", () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken = '';
  let supportToken = '';
  let supportId = 0;
  let contentId = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    adminToken = await loginTestOperator(testApp.app);
    supportId = await createOperator(testApp.database.handle, {
      username: 'reset_support',
      password: 'Support12345',
      role: 'SUPPORT',
    });
    contentId = await createOperator(testApp.database.handle, {
      username: 'reset_content',
      password: 'Content12345',
      role: 'CONTENT',
    });
    supportToken = await loginTestOperator(testApp.app, {
      username: 'reset_support',
      password: 'Support12345',
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const reset = (operatorId: number | string, token: string | undefined) =>
    testApp.app.inject({
      method: 'POST',
      url: `/ops/operators/${operatorId}/password/reset`,
      headers: token === undefined ? {} : { authorization: token },
    });
  const login = (payload: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/ops/session/login',
      payload,
      remoteAddress: `10.${randomInt(1, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`,
    });

  it('answers a temporary password once, ends the sessions and forces a change at the next sign-in', async () => {
    const contentToken = await loginTestOperator(testApp.app, {
      username: 'reset_content',
      password: 'Content12345',
    });
    const response = await reset(contentId, adminToken);
    expect(response.statusCode).toBe(200);
    const { password } = response.json<{ value: { password: string } }>().value;
    expect(password).toMatch(/^[A-Za-z0-9]{11}$/);
    const after = await testApp.app.inject({ url: '/ops/session', headers: { authorization: contentToken } });
    expect(after.statusCode).toBe(401);

    expect((await login({ username: 'reset_content', password: 'Content12345' })).statusCode).toBe(400);
    const asked = await login({ username: 'reset_content', password });
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ errorCode: 'operator.password.change.required' });
    const same = await login({ username: 'reset_content', password, newPassword: password });
    expect(same.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: { newPassword: 'validation.invalid' } },
    });
    const changed = await login({ username: 'reset_content', password, newPassword: 'Fresh123456' });
    expect(changed.statusCode).toBe(200);
    // The new password is the one now; no further change is asked.
    await loginTestOperator(testApp.app, { username: 'reset_content', password: 'Fresh123456' });

    const audit = await testApp.app.inject({
      url: `/ops/audit?targetType=operator&targetId=${contentId}`,
      headers: { authorization: adminToken },
    });
    const actions = audit
      .json<{ value: { content: Array<{ action: string; details: unknown }> } }>()
      .value.content.map((row) => row.action);
    expect(actions).toContain('operator.password_reset');
    expect(actions).toContain('operator.password_change');
    expect(audit.body).not.toContain(password);
  });

  it('refuses another role (403), no session (401), bad input (400), oneself (403), changing nothing', async () => {
    expect((await reset(contentId, supportToken)).statusCode).toBe(403);
    expect((await reset(contentId, undefined)).statusCode).toBe(401);
    expect((await reset('abc', adminToken)).statusCode).toBe(400);
    expect((await reset(987654321, adminToken)).statusCode).toBe(404);
    const self = await testApp.app.inject({ url: '/ops/session', headers: { authorization: adminToken } });
    const selfId = self.json<{ value: { id: number } }>().value.id;
    expect((await reset(selfId, adminToken)).statusCode).toBe(403);
    // The support operator still signs in with its own password, without a change asked.
    await loginTestOperator(testApp.app, { username: 'reset_support', password: 'Support12345' });
    expect(supportId).toBeGreaterThan(0);
  });
});
