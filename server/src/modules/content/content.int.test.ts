import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../../test/test-database';

interface ListBody {
  value: {
    list: {
      title: string;
      groupName: string | null;
      url: string | null;
      execution: string | null;
      announcementImages: { sequence: number }[];
    }[];
  };
}

describeIntegration('home content: MCSFE_getListAnnouncements', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const list = async (payload: Record<string, string>, language = 'en') => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_getListAnnouncements',
      headers: { language },
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ListBody>().value.list;
  };

  it('returns the home banners of group w_home with their images', async () => {
    const banners = await list({ type: 'B', groupName: 'w_home' });
    expect(banners).toHaveLength(3);
    expect(banners.every((banner) => banner.groupName === 'w_home' && banner.url?.endsWith('.svg'))).toBe(
      true,
    );
  });

  it('returns the dialog banners of each group', async () => {
    for (const groupName of ['w_login', 'w_register', 'w_forget']) {
      expect(await list({ type: 'B', groupName })).toHaveLength(1);
    }
  });

  it('returns notices in the request language, and in the default language when it has none', async () => {
    const vietnamese = await list({ type: 'PL' }, 'vi');
    expect(vietnamese[0]?.title).toContain('Chào mừng');
    const vietnamesePromotions = await list({ type: 'PR' }, 'vi');
    expect(vietnamesePromotions[0]?.title).toBe('Thưởng chào mừng 100%');
    // A language without promotions of its own gets the default language's.
    const { db } = testApp.database.handle;
    const ids = db
      .selectFrom('announcement')
      .select('id')
      .where('type', '=', 'PR')
      .where('language', '=', 'vi');
    await db.deleteFrom('announcement_image').where('announcement_id', 'in', ids).execute();
    await db.deleteFrom('announcement').where('type', '=', 'PR').where('language', '=', 'vi').execute();
    const fallback = await list({ type: 'PR' }, 'vi');
    expect(fallback[0]?.title).toBe('100% Welcome Bonus');
  });

  it('filters the pop-up by audience', async () => {
    const anonymous = await list({ type: 'PU', execution: 'B' });
    expect(anonymous.map((item) => item.execution)).toEqual(['B']);
    const firstLogin = await list({ type: 'PU', execution: 'F' });
    expect(firstLogin.map((item) => item.execution)).toEqual(['F']);
  });

  it('returns promotions with the cover image as sequence 1', async () => {
    const promotions = await list({ type: 'PR' }, 'pt');
    expect(promotions).toHaveLength(6);
    expect(promotions[0]?.announcementImages[0]?.sequence).toBe(1);
    expect(promotions[0]?.title).toBe('Bônus de Boas-vindas 100%');
  });

  it('also answers GET with query parameters', async () => {
    const response = await testApp.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?type=H' });
    expect(response.json<ListBody>().value.list).toHaveLength(2);
  });
});
