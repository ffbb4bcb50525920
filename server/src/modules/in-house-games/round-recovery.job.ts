import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { recoverStaleRounds } from './in-house-rounds.service';
import type { InHouseDependencies } from './in-house-rounds.service';

/** How often rounds left half-way are looked for. */
export const ROUND_RECOVERY_INTERVAL_MS = 15_000;

/**
 * Starts the periodic job `in-house-games.round-recovery`: every `intervalMs` it finishes the rounds a crash or a
 * lost wallet answer left between two wallet calls for over a minute (a bet without an outcome is rolled back, a
 * decided round gets its win again; the wallet answers a repeat without moving money twice). Answers a function
 * that stops the job.
 */
export function startRoundRecoveryJob(
  deps: InHouseDependencies,
  logger: JobLogger,
  intervalMs: number = ROUND_RECOVERY_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob({
    name: 'in-house-games.round-recovery',
    intervalMs,
    logger,
    run: async () => {
      const finished = await recoverStaleRounds(deps);
      return finished > 0 ? { message: 'in-house rounds recovered', details: { finished } } : undefined;
    },
  });
}
