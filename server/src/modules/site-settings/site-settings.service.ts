import { featureSwitchIdSchema } from '@plaza/contracts/feature-switches';
import type { FeatureSwitchId } from '@plaza/contracts/feature-switches';
import type {
  AllowedRegionsSetting,
  FeatureSwitchSetting,
  MaintenanceSetting,
} from '@plaza/contracts/operator';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import {
  getDeploymentSettings,
  listFeatureSwitches,
  writeAllowedRegions,
  writeFeatureSwitch,
  writeMaintenance,
} from '../deployment/deployment.service';
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

/**
 * The feature switches as the back office lists them, parents before their children, each with whether members
 * see it on (it and every switch above it enabled). Ids the web app does not know are left out.
 */
export async function readFeatureSwitches(handle: DatabaseHandle): Promise<FeatureSwitchSetting[]> {
  const rows = await listFeatureSwitches(handle.db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const isEffective = (id: string | null): boolean => {
    for (let current = id; current !== null;) {
      const row = byId.get(current);
      if (row === undefined || !row.enabled) {
        return false;
      }
      current = row.parentId;
    }
    return true;
  };
  const settings: FeatureSwitchSetting[] = [];
  for (const row of rows) {
    const id = featureSwitchIdSchema.safeParse(row.id);
    const parentId = row.parentId === null ? null : featureSwitchIdSchema.safeParse(row.parentId);
    if (!id.success || (parentId !== null && !parentId.success)) {
      continue;
    }
    settings.push({
      id: id.data,
      parentId: parentId === null ? null : parentId.data,
      enabled: row.enabled,
      isEffective: isEffective(row.id),
    });
  }
  return settings;
}

/**
 * Turns one feature switch on or off from the back office: the switch and its audit row (`setting.switch`) in one
 * transaction; a switch the deployment does not have is `not.found` and changes nothing. Members see the change on
 * their next call (switches are read per request).
 */
export async function setFeatureSwitchByOperator(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: FeatureSwitchId,
  enabled: boolean,
  now: number = Date.now(),
): Promise<FeatureSwitchSetting[]> {
  await runInTransaction(handle, async (db) => {
    if (!(await writeFeatureSwitch(db, id, enabled))) {
      throw new AppError('not.found');
    }
    await recordOperatorAction(db, {
      actor,
      action: 'setting.switch',
      targetType: 'setting',
      targetId: id,
      details: { enabled },
      now,
    });
  });
  return readFeatureSwitches(handle);
}

/** The countries allowed in, as the back office shows them (none: every country). */
export async function readAllowedRegions(handle: DatabaseHandle): Promise<AllowedRegionsSetting> {
  return { regions: (await getDeploymentSettings(handle)).allowedRegions };
}

/**
 * Sets the countries allowed in from the back office: the setting and its audit row (`setting.regions`, with the
 * list before and after) in one transaction. Visitors from other countries get the region-blocked page on their
 * next call.
 */
export async function setAllowedRegionsByOperator(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  setting: AllowedRegionsSetting,
  now: number = Date.now(),
): Promise<AllowedRegionsSetting> {
  const before = (await getDeploymentSettings(handle)).allowedRegions;
  await runInTransaction(handle, async (db) => {
    await writeAllowedRegions(db, setting.regions, now);
    await recordOperatorAction(db, {
      actor,
      action: 'setting.regions',
      targetType: 'setting',
      targetId: 'allowedRegions',
      details: { before, after: setting.regions },
      now,
    });
  });
  return { regions: setting.regions };
}
