import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../../test/test-database';
import { WEB_CLIP_PATH } from './web-app.routes';

/** The iOS web clip profile (docs/decisions/055-installable-web-app.md). */
describeIntegration('web app', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('serves a web clip profile for the site being visited, the same each time', async () => {
    const fetchProfile = () =>
      testApp.app.inject({ method: 'GET', url: WEB_CLIP_PATH, headers: { host: 'play.plaza.example' } });
    const answer = await fetchProfile();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/x-apple-aspen-config');
    expect(answer.body).toContain('<string>com.apple.webClip.managed</string>');
    expect(answer.body).toContain('<string>http://play.plaza.example/?source=webclip</string>');
    expect(answer.body).toContain('<string>example.plaza.play.webclip</string>');
    expect((await fetchProfile()).body).toBe(answer.body);
  });
});
