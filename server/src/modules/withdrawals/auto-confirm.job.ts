import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { settleOverduePayouts } from './withdrawals.service';

/** How often the server looks for disbursed payments left unconfirmed past their deadline. */
export const AUTO_CONFIRM_INTERVAL_MS = 60 * 1000;

/**
 * Starts the periodic job `withdrawal.auto-confirm`: every `intervalMs` it counts as received each payment left
 * unconfirmed past its deadline (docs/product/withdrawals.md#confirmation-of-each-payment). Idempotent
 * (conditional updates), so several server processes, or a run overlapping the lazy settlement done when a member
 * reads a withdrawal, never settle a payment twice; a run never starts while the previous one is still going.
 * Answers a function that stops the job.
 */
export function startAutoConfirmJob(
  handle: DatabaseHandle,
  logger: JobLogger,
  intervalMs: number = AUTO_CONFIRM_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob({
    name: 'withdrawal.auto-confirm',
    intervalMs,
    logger,
    run: async () => {
      const settled = await settleOverduePayouts(handle, Date.now());
      return settled > 0
        ? { message: 'unconfirmed payments counted as received', details: { settled } }
        : undefined;
    },
  });
}
