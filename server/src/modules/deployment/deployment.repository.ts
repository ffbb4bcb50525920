import type { Executor } from '../../db/transaction';

export interface FeatureSwitchRow {
  id: string;
  parentId: string | null;
  enabled: boolean;
  sortOrder: number;
}

/** Reads every deployment setting row as raw JSON text by key. */
export async function selectSettingRows(db: Executor): Promise<Map<string, string>> {
  const rows = await db.selectFrom('deployment_setting').select(['key', 'value']).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Inserts or replaces one setting. */
export async function upsertSetting(db: Executor, key: string, value: unknown, now: number): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('deployment_setting')
    .values({ key, value: json, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: json, updated_at: now }))
    .execute();
}

/** Reads the feature-switch rows in tree order. */
export async function selectFeatureSwitches(db: Executor): Promise<FeatureSwitchRow[]> {
  const rows = await db
    .selectFrom('feature_switch')
    .select(['id', 'parent_id', 'enabled', 'sort_order'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    enabled: row.enabled === 1,
    sortOrder: row.sort_order,
  }));
}

/** Inserts or replaces feature switches; parents must come before their children. */
export async function upsertFeatureSwitches(db: Executor, rows: readonly FeatureSwitchRow[]): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('feature_switch')
      .values({
        id: row.id,
        parent_id: row.parentId,
        enabled: row.enabled ? 1 : 0,
        sort_order: row.sortOrder,
      })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet({ parent_id: row.parentId, enabled: row.enabled ? 1 : 0, sort_order: row.sortOrder }),
      )
      .execute();
  }
}
