import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { runDueDailyPasses } from './daily-pass.service';

/** How often the server looks for a finished report day the daily pass has not run for. */
export const DAILY_PASS_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Starts the periodic job `rebate.daily-pass`: every `intervalMs` it runs the daily pass (rebates and VIP
 * evaluation) of the finished report days it has not finished yet. Keyed by the day and, inside, by member and day,
 * so two processes or a rerun after a crash pay nothing twice. Answers a function that stops the job.
 */
export function startDailyPassJob(
  handle: DatabaseHandle,
  logger: JobLogger,
  intervalMs: number = DAILY_PASS_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob({
    name: 'rebate.daily-pass',
    intervalMs,
    logger,
    run: async () => {
      const done = (await runDueDailyPasses(handle, Date.now())).filter((result) => !result.isSkipped);
      return done.length > 0 ? { message: 'daily pass run', details: { passes: done } } : undefined;
    },
  });
}
