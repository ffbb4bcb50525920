import { afterAll, beforeAll, expect, it } from 'vitest';

import { buildApp } from '../app';
import { saveDeploymentSettings } from '../modules/deployment/deployment.service';
import { createTestDatabase, describeIntegration } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { DEMO_STUDIO_API } from './demo-studio/demo-studio.routes';
import { seedDemoDeployment } from './seed-demo';
import { DEMO_TRANSFER_VENDOR_API } from './transfer-vendor/demo-transfer-vendor.routes';

/** Whether a server built on the database answers the demo vendors' addresses (404 when they are not served). */
async function servesDemoVendors(
  database: TestDatabase,
): Promise<{ studio: number; transferVendor: number }> {
  const app = await buildApp({ database: database.handle, logLevel: 'silent' });
  try {
    const studio = await app.inject({
      method: 'POST',
      url: `${DEMO_STUDIO_API}/session`,
      payload: { token: 'not-a-launch-token', gameCode: 'DEMO_SLOT' },
    });
    const transferVendor = await app.inject({
      method: 'POST',
      url: `${DEMO_TRANSFER_VENDOR_API}/balance`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    return { studio: studio.statusCode, transferVendor: transferVendor.statusCode };
  } finally {
    await app.close();
  }
}

describeIntegration('the demo vendors', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoDeployment(database.handle, 'PLAZA');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('are served by the demo deployment, whose seed turns them on', async () => {
    const answers = await servesDemoVendors(database);
    expect(answers.studio).not.toBe(404);
    expect(answers.transferVendor).toBe(200);
  });

  it('are not served by a deployment that leaves the setting off', async () => {
    await saveDeploymentSettings(database.handle, { hasDemoVendors: false });
    expect(await servesDemoVendors(database)).toEqual({ studio: 404, transferVendor: 404 });
  });
});
