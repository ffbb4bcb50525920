import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { earnPoints } from './points.service';

/** How often valid bets are turned into points. */
export const POINTS_EARN_INTERVAL_MS = 60 * 1000;

/**
 * Starts the periodic job `points.earn`: every `intervalMs` it credits the points of the valid bets played today
 * and yesterday (earnPoints). Each credit is keyed by member, report day and the day's points so far, so a rerun
 * or a second process credits nothing twice. Answers a function that stops the job.
 */
export function startPointsJob(
  handle: DatabaseHandle,
  logger: JobLogger,
  intervalMs: number = POINTS_EARN_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob({
    name: 'points.earn',
    intervalMs,
    logger,
    run: async () => {
      const credited = await earnPoints(handle, Date.now());
      return credited > 0 ? { message: 'points credited', details: { credited } } : undefined;
    },
  });
}
