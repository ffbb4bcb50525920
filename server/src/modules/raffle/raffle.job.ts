import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { drawDueRaffles } from './raffle.service';

/** How often due raffles are looked for. */
export const RAFFLE_DRAW_INTERVAL_MS = 30 * 1000;

/**
 * Starts the periodic job `raffle.draw`: draws each raffle past its draw time from its committed seed and pays its
 * prizes (drawDueRaffles); the draw is a conditional change and each prize has its ledger key, so a rerun or a
 * second process pays nothing twice. Answers a function that stops the job.
 */
export function startRaffleJob(
  handle: DatabaseHandle,
  logger: JobLogger,
  intervalMs: number = RAFFLE_DRAW_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob({
    name: 'raffle.draw',
    intervalMs,
    logger,
    run: async () => {
      const drawn = await drawDueRaffles(handle, Date.now());
      return drawn > 0 ? { message: 'raffles drawn', details: { drawn } } : undefined;
    },
  });
}
