import { afterAll, beforeAll, expect, it } from 'vitest';

import { createOperator } from '../operator/operator.service';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';

describeIntegration('maintenance from the back office', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken = '';

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    adminToken = await loginTestOperator(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const put = (token: string, payload: object) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/ops/settings/maintenance',
      headers: { authorization: token },
      payload,
    });
  const status = async () =>
    (await testApp.app.inject({ url: '/wps/system/status' })).json<{
      value: { maintenance: boolean; maintenanceMessage: string | null };
    }>().value;

  it('turns maintenance on and off at once, each change audited', async () => {
    const on = await put(adminToken, { enabled: true, message: 'Back at noon' });
    expect(on.json()).toEqual({ success: true, value: { enabled: true, message: 'Back at noon' } });
    expect(await status()).toMatchObject({ maintenance: true, maintenanceMessage: 'Back at noon' });
    const read = await testApp.app.inject({
      url: '/ops/settings/maintenance',
      headers: { authorization: adminToken },
    });
    expect(read.json()).toMatchObject({ value: { enabled: true } });
    await put(adminToken, { enabled: false, message: '' });
    expect(await status()).toMatchObject({ maintenance: false });
    const audit = await testApp.app.inject({
      url: '/ops/audit?action=setting.maintenance&sort=oldest',
      headers: { authorization: adminToken },
    });
    expect(
      audit
        .json<{ value: { content: Array<{ details: object }> } }>()
        .value.content.map((entry) => entry.details),
    ).toEqual([
      { enabled: true, message: 'Back at noon' },
      { enabled: false, message: null },
    ]);
  });

  it('refuses another role (403) and no session (401), and changes nothing', async () => {
    await createOperator(testApp.database.handle, {
      username: 'content2',
      password: 'Content1234',
      role: 'CONTENT',
    });
    const token = await loginTestOperator(testApp.app, { username: 'content2', password: 'Content1234' });
    const refused = await put(token, { enabled: true, message: null });
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await testApp.app.inject({
          method: 'PUT',
          url: '/ops/settings/maintenance',
          payload: { enabled: true, message: null },
        })
      ).statusCode,
    ).toBe(401);
    expect(await status()).toMatchObject({ maintenance: false });
  });
});
