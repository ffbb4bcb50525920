import type { Executor } from '../../db/transaction';
import { selectLastComputedAt } from './team-figures.repository';

/** When the team figures were last brought up to date, if ever. */
export function readRollupClock(db: Executor): Promise<number | undefined> {
  return selectLastComputedAt(db);
}
