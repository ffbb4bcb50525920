import { APP_DOWNLOAD_QR_PATH } from '@plaza/contracts/system';
import QRCode from 'qrcode';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../../test/test-database';
import { getDeploymentSettings, saveDeploymentSettings } from '../deployment/deployment.service';
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

  it("draws the QR code of each platform's app download, a relative address made whole on the site", async () => {
    const fetchQr = (platform: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `${APP_DOWNLOAD_QR_PATH}/${platform}`,
        headers: { host: 'play.plaza.example' },
      });
    const svgOf = (address: string) =>
      QRCode.toString(address, {
        type: 'svg',
        width: 100,
        margin: 0,
        color: { dark: '#000000', light: '#ffffff' },
      });

    // The demo brand: an Android app at an absolute address, the iOS web clip at a relative one.
    const android = await fetchQr('android');
    expect(android.statusCode).toBe(200);
    expect(android.headers['content-type']).toContain('image/svg+xml');
    expect(android.body).toBe(await svgOf('https://plaza.example/app/plaza.apk'));
    const ios = await fetchQr('ios');
    expect(ios.statusCode).toBe(200);
    expect(ios.body).toBe(await svgOf('http://play.plaza.example/wps/app/webclip.mobileconfig'));
    expect(ios.body).not.toBe(android.body);
  });

  it('refuses a platform it does not know, and answers not found where the brand offers no download', async () => {
    const unknown = await testApp.app.inject({ method: 'GET', url: `${APP_DOWNLOAD_QR_PATH}/windows` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });

    const handle = testApp.database.handle;
    const { resources } = await getDeploymentSettings(handle);
    await saveDeploymentSettings(handle, {
      resources: resources.filter((each) => each.resourceType !== 'Android'),
    });
    try {
      const none = await testApp.app.inject({ method: 'GET', url: `${APP_DOWNLOAD_QR_PATH}/android` });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ success: false, errorCode: 'not.found' });
      expect(
        (await testApp.app.inject({ method: 'GET', url: `${APP_DOWNLOAD_QR_PATH}/ios` })).statusCode,
      ).toBe(200);
    } finally {
      await saveDeploymentSettings(handle, { resources });
    }
  });
});
