import type { Executor } from '../../db/transaction';

/** When the daily figures were last brought up to date (the newest `computed_at`), if ever. */
export async function selectLastComputedAt(db: Executor): Promise<number | undefined> {
  const row = await db
    .selectFrom('agent_rollup_day')
    .select((select) => select.fn.max('computed_at').as('computed_at'))
    .executeTakeFirst();
  return row?.computed_at === null || row?.computed_at === undefined ? undefined : Number(row.computed_at);
}

/** Forgets which days were rolled up, so that the next run rebuilds every day's team rows. */
export async function deleteRollupDays(db: Executor): Promise<void> {
  await db.deleteFrom('agent_rollup_day').execute();
}
