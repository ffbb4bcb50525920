import type { Executor } from '../../db/transaction';
import { deleteRollupDays, selectLastComputedAt } from './team-figures.repository';

/** When the team figures were last brought up to date, if ever. */
export function readRollupClock(db: Executor): Promise<number | undefined> {
  return selectLastComputedAt(db);
}

/**
 * Marks every day's team figures for rebuilding (after the tree changed: a moved member's figures now count for
 * other uplines). The members' own figures stay; the next run of the job sums them up the new tree.
 */
export async function markTeamFiguresStale(db: Executor): Promise<void> {
  await deleteRollupDays(db);
}
