import { featureSwitchIdSchema } from '@plaza/contracts/feature-switches';
import type { FeatureSwitchId, FeatureSwitchNode } from '@plaza/contracts/feature-switches';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import {
  selectFeatureSwitches,
  selectSettingRows,
  upsertFeatureSwitches,
  upsertSetting,
} from './deployment.repository';
import type { FeatureSwitchRow } from './deployment.repository';
import { DEPLOYMENT_SETTING_KEYS, deploymentSettingsSchema } from './deployment.schema';
import type { DeploymentSettings } from './deployment.schema';

/** Thrown when the database holds no deployment, or one that does not parse. */
export class DeploymentMissingError extends Error {}

/** The settings last parsed from a database, by the text of their rows: parsed again only when a row changed. */
const parsedSettings = new WeakMap<DatabaseHandle, { text: string; settings: DeploymentSettings }>();

/** Freezes a parsed value and everything in it: every caller shares it, so none may change it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) {
      deepFreeze(child);
    }
  }
  return value;
}

/**
 * Reads the deployment's settings; they are read per request so an operator's change applies at once, on every
 * node. Parsing them (JSON and the schema) was a tenth of the server's time placing lottery bets (issue 21): the
 * parsed settings are kept per database with the text of the rows they came from, and parsed again only when that
 * text differs, so a change made anywhere (any node, any transaction) is seen by the next read, as before. The
 * answer is frozen (shared between callers).
 */
export async function getDeploymentSettings(handle: DatabaseHandle): Promise<DeploymentSettings> {
  const rows = await selectSettingRows(handle.db);
  if (rows.size === 0) {
    throw new DeploymentMissingError('The database holds no deployment settings');
  }
  const entries = [...rows].sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
  const text = entries.map(([key, value]) => `${key}\u0000${value}`).join('\u0000');
  const cached = parsedSettings.get(handle);
  if (cached?.text === text) {
    return cached.settings;
  }
  const raw = Object.fromEntries(entries.map(([key, value]): [string, unknown] => [key, JSON.parse(value)]));
  const parsed = deploymentSettingsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new DeploymentMissingError(`Deployment settings are invalid: ${parsed.error.message}`);
  }
  const settings = deepFreeze(parsed.data);
  parsedSettings.set(handle, { text, settings });
  return settings;
}

/** Writes a whole deployment (seed) or some of its keys, in one transaction. */
export async function saveDeploymentSettings(
  handle: DatabaseHandle,
  settings: Partial<DeploymentSettings>,
  now: number = Date.now(),
): Promise<void> {
  await runInTransaction(handle, async (db) => {
    for (const key of DEPLOYMENT_SETTING_KEYS) {
      if (settings[key] !== undefined) {
        await upsertSetting(db, key, settings[key], now);
      }
    }
  });
}

/**
 * Turns maintenance mode on or off (docs/product/site.md#status-maintenance-and-regions: maintenance wins over
 * region restriction).
 */
export async function setMaintenance(
  handle: DatabaseHandle,
  enabled: boolean,
  message: string | null,
): Promise<void> {
  await saveDeploymentSettings(handle, { maintenance: { enabled, message } });
}

/** Writes the maintenance setting inside a caller's transaction (the back office audits it with the change). */
export async function writeMaintenance(
  db: Executor,
  maintenance: { enabled: boolean; message: string | null },
  now: number,
): Promise<void> {
  await upsertSetting(db, 'maintenance', maintenance, now);
}

/** The countries allowed in (none: every one), in the caller's transaction. */
export async function writeAllowedRegions(
  db: Executor,
  regions: readonly string[],
  now: number,
): Promise<void> {
  await upsertSetting(db, 'allowedRegions', [...regions], now);
}

function buildTree(rows: readonly FeatureSwitchRow[], parentId: string | null): FeatureSwitchNode[] {
  const nodes: FeatureSwitchNode[] = [];
  for (const row of rows) {
    if (row.parentId !== parentId) {
      continue;
    }
    const id = featureSwitchIdSchema.safeParse(row.id);
    if (!id.success) {
      continue;
    }
    nodes.push({ modId: id.data, enabled: row.enabled ? '1' : '0', childrenNodes: buildTree(rows, row.id) });
  }
  return nodes;
}

/** The feature-switch tree as the wire sends it (modId, enabled '1'/'0', childrenNodes). */
export async function getFeatureTree(handle: DatabaseHandle): Promise<FeatureSwitchNode[]> {
  return buildTree(await selectFeatureSwitches(handle.db), null);
}

export interface FeatureSwitchSeed {
  id: FeatureSwitchId;
  enabled: boolean;
  children?: FeatureSwitchSeed[];
}

function flattenSeeds(
  seeds: readonly FeatureSwitchSeed[],
  parentId: string | null,
  rows: FeatureSwitchRow[],
): void {
  for (const seed of seeds) {
    rows.push({ id: seed.id, parentId, enabled: seed.enabled, sortOrder: rows.length });
    flattenSeeds(seed.children ?? [], seed.id, rows);
  }
}

/** Stores a feature-switch tree. */
export async function saveFeatureSwitches(
  handle: DatabaseHandle,
  seeds: readonly FeatureSwitchSeed[],
): Promise<void> {
  const rows: FeatureSwitchRow[] = [];
  flattenSeeds(seeds, null, rows);
  await runInTransaction(handle, (db) => upsertFeatureSwitches(db, rows));
}

/** Sets one switch on or off. */
export async function setFeatureSwitch(
  handle: DatabaseHandle,
  id: FeatureSwitchId,
  enabled: boolean,
): Promise<void> {
  const rows = await selectFeatureSwitches(handle.db);
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) {
    throw new Error(`Unknown feature switch ${id}`);
  }
  await runInTransaction(handle, (db) => upsertFeatureSwitches(db, [{ ...row, enabled }]));
}

/** Every feature switch in the tree's order (parents before their children), in the caller's transaction. */
export function listFeatureSwitches(db: Executor): Promise<FeatureSwitchRow[]> {
  return selectFeatureSwitches(db);
}

/**
 * Sets one switch on or off in the caller's transaction (the back office writes its audit row beside it); false
 * when the deployment has no such switch.
 */
export async function writeFeatureSwitch(
  db: Executor,
  id: FeatureSwitchId,
  enabled: boolean,
): Promise<boolean> {
  const row = (await selectFeatureSwitches(db)).find((candidate) => candidate.id === id);
  if (row === undefined) {
    return false;
  }
  await upsertFeatureSwitches(db, [{ ...row, enabled }]);
  return true;
}

/** Every stored setting as its raw JSON text by key, valid or not (the demo deployment fills what is missing). */
export function readStoredSettings(handle: DatabaseHandle): Promise<Map<string, string>> {
  return selectSettingRows(handle.db);
}
