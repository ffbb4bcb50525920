import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../../test/test-database';
import { setFeatureSwitch, setMaintenance } from '../deployment/deployment.service';

const BRAZIL_IP = '200.147.67.142';
const US_IP = '8.8.8.8';

describeIntegration('system endpoints', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let brazilApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    brazilApp = await createTestApp('PLAZABR');
  });
  afterAll(async () => {
    await testApp.close();
    await brazilApp.close();
  });

  it('answers healthz once the database serves', async () => {
    const response = await testApp.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports normal status with the visitor ip and its country from the offline database', async () => {
    const response = await testApp.app.inject({ url: '/wps/system/status', remoteAddress: US_IP });
    expect(response.json()).toMatchObject({
      success: true,
      value: {
        status: 0,
        maintenance: false,
        regionRestriction: false,
        location: { ip: US_IP, countryCode: 'US' },
      },
    });
  });

  it('blocks a country outside the allowed regions, and lets an allowed one in', async () => {
    const blocked = await brazilApp.app.inject({ url: '/wps/system/status', remoteAddress: US_IP });
    expect(blocked.json()).toMatchObject({ value: { status: 2, regionRestriction: true } });
    const allowed = await brazilApp.app.inject({ url: '/wps/system/status', remoteAddress: BRAZIL_IP });
    expect(allowed.json()).toMatchObject({ value: { status: 0, location: { countryCode: 'BR' } } });
  });

  it('lets maintenance win over the region restriction, and lifts it again', async () => {
    await setMaintenance(brazilApp.database.handle, true, 'Back at 10:00');
    const during = await brazilApp.app.inject({ url: '/wps/system/status', remoteAddress: US_IP });
    expect(during.json()).toMatchObject({
      value: { status: 1, maintenance: true, maintenanceMessage: 'Back at 10:00' },
    });
    await setMaintenance(brazilApp.database.handle, false, null);
    const after = await brazilApp.app.inject({ url: '/wps/system/status', remoteAddress: BRAZIL_IP });
    expect(after.json()).toMatchObject({ value: { status: 0 } });
  });

  it('closes the member API during maintenance (503) and to restricted regions (403), but not the status calls', async () => {
    const restricted = await brazilApp.app.inject({ url: '/wps/captcha', remoteAddress: US_IP });
    expect(restricted.statusCode).toBe(403);
    expect(restricted.json<{ errorCode: string }>().errorCode).toBe('region.restricted');
    const allowed = await brazilApp.app.inject({ url: '/wps/captcha', remoteAddress: BRAZIL_IP });
    expect(allowed.statusCode).toBe(200);
    await setMaintenance(brazilApp.database.handle, true, null);
    try {
      const during = await brazilApp.app.inject({
        url: '/wps/captcha',
        remoteAddress: BRAZIL_IP,
        headers: { language: 'pt' },
      });
      expect(during.statusCode).toBe(503);
      expect(during.json()).toMatchObject({
        errorCode: 'system.maintenance',
        message: 'O sistema está em manutenção.',
      });
      const status = await brazilApp.app.inject({ url: '/wps/system/status', remoteAddress: US_IP });
      expect(status.statusCode).toBe(200);
    } finally {
      await setMaintenance(brazilApp.database.handle, false, null);
    }
  });

  it('serves the brand settings with the feature-switch tree', async () => {
    const response = await testApp.app.inject({ url: '/wps/system/whitelabel' });
    const body = response.json<{
      value: { merchantCode: string; featureSwitches: { modId: string; enabled: string }[] };
    }>();
    expect(body.value.merchantCode).toBe('PLAZA');
    expect(body.value.featureSwitches.find((node) => node.modId === 'REG3')).toMatchObject({ enabled: '1' });
  });

  it('reflects a switched-off feature at once', async () => {
    await setFeatureSwitch(testApp.database.handle, 'DIRECTREG3', false);
    const response = await testApp.app.inject({ url: '/wps/system/whitelabel' });
    expect(JSON.stringify(response.json())).toContain(
      '{"modId":"DIRECTREG3","enabled":"0","childrenNodes":[]}',
    );
    await setFeatureSwitch(testApp.database.handle, 'DIRECTREG3', true);
  });

  it('serves help-center content in the asked language, falling back to the default language', async () => {
    const portuguese = await testApp.app.inject({ url: '/wps/system/helpCenter?lang=pt&device=WEB' });
    expect(JSON.stringify(portuguese.json())).toContain('Sobre nós');
    const thai = await testApp.app.inject({ url: '/wps/system/helpCenter?lang=th&device=WEB' });
    expect(JSON.stringify(thai.json())).toContain('เกี่ยวกับเรา');
    // A language without articles of its own gets the default language's.
    await testApp.database.handle.db.deleteFrom('help_article').where('language', '=', 'th').execute();
    const withoutThai = await testApp.app.inject({ url: '/wps/system/helpCenter?lang=th&device=WEB' });
    expect(JSON.stringify(withoutThai.json())).toContain('About us');
  });

  it('routes the current domain', async () => {
    const response = await testApp.app.inject({
      url: '/wps/system/domainRoute',
      headers: { host: 'www.plaza.test:3000' },
    });
    expect(response.json()).toMatchObject({
      value: { domain: 'www.plaza.test', isAllowed: true, area: 'MEMBER' },
    });
  });

  it('serves one stable RSA public key', async () => {
    const first = await testApp.app.inject({ url: '/wps/system/publicKey' });
    const second = await testApp.app.inject({ url: '/wps/system/publicKey' });
    const key = first.json<{ value: { keyId: string; spki: string } }>().value;
    expect(second.json<{ value: { keyId: string } }>().value.keyId).toBe(key.keyId);
    const { createPublicKey } = await import('node:crypto');
    const publicKey = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
  });

  it('publishes the OpenAPI description', async () => {
    const response = await testApp.app.inject({ url: '/openapi.json' });
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/wps/system/status', '/wps/relay/MCSFE_getListAnnouncements']),
    );
  });
});
