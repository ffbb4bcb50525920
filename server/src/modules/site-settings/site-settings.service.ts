import type { MaintenanceSetting } from '@plaza/contracts/operator';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { getDeploymentSettings, writeMaintenance } from '../deployment/deployment.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';

/** The maintenance setting as the back office shows it. */
export async function readMaintenance(handle: DatabaseHandle): Promise<MaintenanceSetting> {
  return (await getDeploymentSettings(handle)).maintenance;
}

/**
 * Turns maintenance on or off from the back office: the setting and its audit row (`setting.maintenance`) in one
 * transaction. An empty message counts as none. Members see it on their next call (settings are read per request).
 */
export async function setMaintenanceByOperator(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  setting: MaintenanceSetting,
  now: number = Date.now(),
): Promise<MaintenanceSetting> {
  const maintenance = { enabled: setting.enabled, message: setting.message === '' ? null : setting.message };
  await runInTransaction(handle, async (db) => {
    await writeMaintenance(db, maintenance, now);
    await recordOperatorAction(db, {
      actor,
      action: 'setting.maintenance',
      targetType: 'setting',
      targetId: 'maintenance',
      details: maintenance,
      now,
    });
  });
  return maintenance;
}
