import { afterAll, beforeAll, expect, it } from 'vitest';

import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createOperator } from '../operator/operator.service';

interface Envelope<T> {
  success: boolean;
  errorCode?: string;
  value: T;
}
interface Item {
  id: number;
  title: string;
  type: string;
  linkageTarget: string | null;
  endsAt: string | null;
}

describeIntegration('content from the back office: /ops/content/announcements', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken = '';

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    adminToken = await loginTestOperator(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const homeBanners = async () =>
    (
      await testApp.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_getListAnnouncements',
        headers: { language: 'en' },
        payload: { type: 'B', groupName: 'w_home' },
      })
    )
      .json<Envelope<{ list: { title: string }[] }>>()
      .value.list.map((banner) => banner.title);
  const banner = {
    type: 'B',
    language: 'en',
    title: 'Weekend cashback',
    groupName: 'w_home',
    imageUrl: '/media/banners/home-1.svg',
    linkageTarget: '/promotions',
    sortOrder: 9,
    startsAt: '2020-01-01T00:00:00.000Z',
  };

  it('creates, lists, searches and edits a banner that the home page then shows, each action audited', async () => {
    const created = await call(adminToken, 'POST', '/ops/content/announcements', banner);
    expect(created.statusCode).toBe(200);
    const item = created.json<Envelope<Item>>().value;
    expect(item).toMatchObject({ title: 'Weekend cashback', linkageTarget: '/promotions', endsAt: null });
    expect(await homeBanners()).toContain('Weekend cashback');

    const found = await call(
      adminToken,
      'GET',
      '/ops/content/announcements?type=B&language=en&search=CASHBACK',
    );
    expect(found.json<Envelope<{ content: Item[]; total: number }>>().value).toMatchObject({
      total: 1,
      content: [{ id: item.id }],
    });

    const edited = await call(adminToken, 'PUT', `/ops/content/announcements/${item.id}`, {
      ...banner,
      title: 'Weekend cashback 20%',
    });
    expect(edited.json<Envelope<Item>>().value.title).toBe('Weekend cashback 20%');
    expect(await homeBanners()).toContain('Weekend cashback 20%');

    const audit = await call(
      adminToken,
      'GET',
      `/ops/audit?targetType=content&targetId=${item.id}&sort=oldest`,
    );
    expect(
      audit.json<Envelope<{ content: { action: string; details: object }[] }>>().value.content,
    ).toMatchObject([
      { action: 'content.create' },
      { action: 'content.update', details: { title: 'Weekend cashback 20%' } },
    ]);
  });

  it('refuses bad input naming the field, an unknown id, and a role without content.manage (403)', async () => {
    const bad = await call(adminToken, 'POST', '/ops/content/announcements', { ...banner, groupName: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('groupName');
    const missing = await call(adminToken, 'PUT', '/ops/content/announcements/987654', banner);
    expect(missing.json<Envelope<null>>().errorCode).toBe('not.found');

    await createOperator(testApp.database.handle, { username: 'risk3', password: 'Risk12345', role: 'RISK' });
    const riskToken = await loginTestOperator(testApp.app, { username: 'risk3', password: 'Risk12345' });
    expect((await call(riskToken, 'GET', '/ops/content/announcements')).statusCode).toBe(403);
    expect((await call(riskToken, 'POST', '/ops/content/announcements', banner)).statusCode).toBe(403);
    expect(await homeBanners()).not.toContain('Weekend cashback');

    await createOperator(testApp.database.handle, {
      username: 'content3',
      password: 'Content1234',
      role: 'CONTENT',
    });
    const contentToken = await loginTestOperator(testApp.app, {
      username: 'content3',
      password: 'Content1234',
    });
    expect((await call(contentToken, 'GET', '/ops/content/announcements?type=PU')).statusCode).toBe(200);
  });
  it('lists and writes announcements to agents (AG), which the member site never serves', async () => {
    const listed = await call(adminToken, 'GET', '/ops/content/announcements?type=AG&pageNum=1&pageSize=20');
    expect(listed.statusCode).toBe(200);
    const demo = listed.json<Envelope<{ content: Item[] }>>().value.content;
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.every((item) => item.type === 'AG')).toBe(true);
    const created = await call(adminToken, 'POST', '/ops/content/announcements', {
      type: 'AG',
      language: 'en',
      title: 'Team bonus week',
      content: '<p>Double rebates for new teams.</p>',
      sortOrder: 0,
      startsAt: '2020-01-01T00:00:00.000Z',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json<Envelope<Item>>().value).toMatchObject({ type: 'AG', title: 'Team bonus week' });
    const everything = await call(adminToken, 'GET', '/ops/content/announcements?pageNum=1&pageSize=100');
    expect(everything.statusCode).toBe(200);
    const member = await testApp.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_getListAnnouncements',
      payload: { type: 'AG' },
    });
    expect(member.json<Envelope<unknown>>().success).toBe(false);
  });
});
