import type { Selectable } from 'kysely';

import type { DailyPassTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type DailyPassRow = Selectable<DailyPassTable>;

/** The run of one report day, if it started. */
export async function selectDailyPass(db: Executor, day: number): Promise<DailyPassRow | undefined> {
  const row = await db.selectFrom('daily_pass').selectAll().where('day', '=', day).executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        day: Number(row.day),
        started_at: Number(row.started_at),
        finished_at: row.finished_at === null ? null : Number(row.finished_at),
        rebate_paid: Number(row.rebate_paid),
        members_evaluated: Number(row.members_evaluated),
      };
}

/** Records that the run of `day` started, unless it did. */
export async function insertDailyPassIfAbsent(db: Executor, day: number, now: number): Promise<void> {
  await db
    .insertInto('daily_pass')
    .values({ day, started_at: now, finished_at: null, rebate_paid: 0, members_evaluated: 0 })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
}

/** Adds to what the run of `day` did so far. */
export async function addToDailyPass(
  db: Executor,
  day: number,
  counts: { rebatePaid: number; membersEvaluated: number },
): Promise<void> {
  await db
    .updateTable('daily_pass')
    .set((eb) => ({
      rebate_paid: eb('rebate_paid', '+', counts.rebatePaid),
      members_evaluated: eb('members_evaluated', '+', counts.membersEvaluated),
    }))
    .where('day', '=', day)
    .execute();
}

/** Marks the run of `day` finished. */
export async function markDailyPassFinished(db: Executor, day: number, now: number): Promise<void> {
  await db.updateTable('daily_pass').set({ finished_at: now }).where('day', '=', day).execute();
}
