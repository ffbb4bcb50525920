import { afterAll, beforeAll, expect, it } from 'vitest';

import { runInTransaction } from '../../db/transaction';
import { seedDemoDeployment } from '../../demo/seed-demo';
import { createTestDatabase, describeIntegration } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { getDeploymentSettings, saveDeploymentSettings, writeMaintenance } from './deployment.service';

describeIntegration('deployment settings parsed once per change (issue 21)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoDeployment(database.handle, 'PLAZA');
  }, 120_000);
  afterAll(async () => {
    await database.drop();
  });

  it('answers the same frozen settings while the rows are unchanged, and sees any change at once', async () => {
    const first = await getDeploymentSettings(database.handle);
    const again = await getDeploymentSettings(database.handle);
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.currency)).toBe(true);

    await saveDeploymentSettings(database.handle, { brandName: 'Changed Brand' });
    const changed = await getDeploymentSettings(database.handle);
    expect(changed).not.toBe(first);
    expect(changed.brandName).toBe('Changed Brand');

    // A change written in another transaction (the back office's audited one), not through this module's cache.
    await runInTransaction(database.handle, (db) =>
      writeMaintenance(db, { enabled: true, message: 'back soon' }, Date.now()),
    );
    expect((await getDeploymentSettings(database.handle)).maintenance).toEqual({
      enabled: true,
      message: 'back soon',
    });
    // Written straight to the table, as another node would.
    await database.handle.db
      .updateTable('deployment_setting')
      .set({ value: JSON.stringify('Other Node Brand') })
      .where('key', '=', 'brandName')
      .execute();
    expect((await getDeploymentSettings(database.handle)).brandName).toBe('Other Node Brand');
  });
});
