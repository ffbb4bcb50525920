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

describeIntegration('feature switches from the back office', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken = '';

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    adminToken = await loginTestOperator(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  interface SwitchSetting {
    id: string;
    parentId: string | null;
    enabled: boolean;
    isEffective: boolean;
  }
  const list = async (token = adminToken) =>
    testApp.app.inject({ url: '/ops/settings/switches', headers: { authorization: token } });
  const put = (token: string | undefined, id: string, payload: unknown) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/ops/settings/switches/${id}`,
      headers: token === undefined ? {} : { authorization: token },
      payload: payload as object,
    });
  const whitelabelSwitch = async (id: string) => {
    const tree = (await testApp.app.inject({ url: '/wps/system/whitelabel' })).json<{
      value: { featureSwitches: Array<{ modId: string; enabled: string; childrenNodes: unknown[] }> };
    }>().value.featureSwitches;
    const find = (nodes: typeof tree): string | undefined => {
      for (const node of nodes) {
        if (node.modId === id) {
          return node.enabled;
        }
        const below = find(node.childrenNodes as typeof tree);
        if (below !== undefined) {
          return below;
        }
      }
      return undefined;
    };
    return find(tree);
  };

  it('lists every switch parents first, turns one off and on at once, each change audited', async () => {
    const before = (await list()).json<{ value: SwitchSetting[] }>().value;
    const ids = before.map((entry) => entry.id);
    for (const entry of before) {
      if (entry.parentId !== null) {
        expect(ids.indexOf(entry.parentId)).toBeLessThan(ids.indexOf(entry.id));
      }
    }
    const feedback = before.find((entry) => entry.id === 'FEEDBACK3');
    expect(feedback).toMatchObject({ enabled: true, isEffective: true });

    const off = await put(adminToken, 'FEEDBACK3', { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(
      off.json<{ value: SwitchSetting[] }>().value.find((entry) => entry.id === 'FEEDBACK3'),
    ).toMatchObject({
      enabled: false,
      isEffective: false,
    });
    expect(await whitelabelSwitch('FEEDBACK3')).toBe('0');
    await put(adminToken, 'FEEDBACK3', { enabled: true });
    expect(await whitelabelSwitch('FEEDBACK3')).toBe('1');

    const audit = await testApp.app.inject({
      url: '/ops/audit?action=setting.switch&sort=oldest',
      headers: { authorization: adminToken },
    });
    expect(
      audit
        .json<{ value: { content: Array<{ targetId: string; details: object }> } }>()
        .value.content.map((entry) => [entry.targetId, entry.details]),
    ).toEqual([
      ['FEEDBACK3', { enabled: false }],
      ['FEEDBACK3', { enabled: true }],
    ]);
  });

  it('a child is off for members while its parent is off', async () => {
    const settings = (await list()).json<{ value: SwitchSetting[] }>().value;
    const child = settings.find((entry) => entry.parentId !== null && entry.enabled);
    expect(child).toBeDefined();
    const parentId = child?.parentId ?? '';
    const off = (await put(adminToken, parentId, { enabled: false })).json<{ value: SwitchSetting[] }>()
      .value;
    expect(off.find((entry) => entry.id === child?.id)).toMatchObject({ enabled: true, isEffective: false });
    await put(adminToken, parentId, { enabled: true });
  });

  it('refuses an unknown switch, a bad body, another role and no session, and changes nothing', async () => {
    const before = (await list()).json<{ value: SwitchSetting[] }>().value;
    expect((await put(adminToken, 'NOSUCH3', { enabled: false })).statusCode).toBe(400);
    expect((await put(adminToken, 'FEEDBACK3', { enabled: 'no' })).statusCode).toBe(400);
    expect((await put(adminToken, 'FEEDBACK3', {})).statusCode).toBe(400);
    await createOperator(testApp.database.handle, {
      username: 'content3',
      password: 'Content1234',
      role: 'CONTENT',
    });
    const content = await loginTestOperator(testApp.app, { username: 'content3', password: 'Content1234' });
    expect((await put(content, 'FEEDBACK3', { enabled: false })).statusCode).toBe(403);
    expect((await list(content)).statusCode).toBe(403);
    expect((await put(undefined, 'FEEDBACK3', { enabled: false })).statusCode).toBe(401);
    expect((await list()).json<{ value: SwitchSetting[] }>().value).toEqual(before);
  });
});

describeIntegration('allowed regions from the back office', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken = '';
  const BRAZIL_IP = '200.147.67.142';
  const US_IP = '8.8.8.8';

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    adminToken = await loginTestOperator(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const put = (token: string | undefined, payload: unknown) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/ops/settings/regions',
      headers: token === undefined ? {} : { authorization: token },
      payload: payload as object,
    });
  const read = async () =>
    (
      await testApp.app.inject({ url: '/ops/settings/regions', headers: { authorization: adminToken } })
    ).json<{ value: { regions: string[] } }>().value.regions;
  const statusFrom = async (ip: string) =>
    (await testApp.app.inject({ url: '/wps/system/status', remoteAddress: ip })).json<{
      value: { status: number };
    }>().value.status;

  it('limits the site to the listed countries at once, lifts the limit with an empty list, each change audited', async () => {
    expect(await read()).toEqual([]);
    expect(await statusFrom(US_IP)).toBe(0);
    const limited = await put(adminToken, { regions: ['BR', 'PT'] });
    expect(limited.json()).toEqual({ success: true, value: { regions: ['BR', 'PT'] } });
    expect(await statusFrom(US_IP)).toBe(2);
    expect(await statusFrom(BRAZIL_IP)).toBe(0);
    await put(adminToken, { regions: [] });
    expect(await statusFrom(US_IP)).toBe(0);
    const audit = await testApp.app.inject({
      url: '/ops/audit?action=setting.regions&sort=oldest',
      headers: { authorization: adminToken },
    });
    expect(
      audit
        .json<{ value: { content: Array<{ details: object }> } }>()
        .value.content.map((entry) => entry.details),
    ).toEqual([
      { before: [], after: ['BR', 'PT'] },
      { before: ['BR', 'PT'], after: [] },
    ]);
  });

  it('refuses bad codes, a repeated code, another role and no session, and changes nothing', async () => {
    for (const payload of [{ regions: ['br'] }, { regions: ['BRA'] }, { regions: ['BR', 'BR'] }, {}]) {
      expect((await put(adminToken, payload)).statusCode).toBe(400);
    }
    await createOperator(testApp.database.handle, {
      username: 'content4',
      password: 'Content1234',
      role: 'CONTENT',
    });
    const content = await loginTestOperator(testApp.app, { username: 'content4', password: 'Content1234' });
    expect((await put(content, { regions: ['BR'] })).statusCode).toBe(403);
    expect((await put(undefined, { regions: ['BR'] })).statusCode).toBe(401);
    expect(await read()).toEqual([]);
    expect(await statusFrom(US_IP)).toBe(0);
  });
});
