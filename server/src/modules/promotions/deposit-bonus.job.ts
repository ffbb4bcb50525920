import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { grantDepositBonuses } from './deposit-bonus.service';

/** How often the server looks for completed deposits that earn a bonus. */
export const DEPOSIT_BONUS_INTERVAL_MS = 60 * 1000;

/**
 * Starts the periodic job `promotions.deposit-bonus`: every `intervalMs` it grants the bonuses of the deposits
 * completed lately (grantDepositBonuses). Each reward is keyed by its deposit, so two processes or a rerun after a
 * crash grant nothing twice. Answers a function that stops the job.
 */
export function startDepositBonusJob(
  handle: DatabaseHandle,
  logger: JobLogger,
  intervalMs: number = DEPOSIT_BONUS_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob({
    name: 'promotions.deposit-bonus',
    intervalMs,
    logger,
    run: async () => {
      const granted = await grantDepositBonuses(handle, Date.now());
      return granted > 0 ? { message: 'deposit bonuses granted', details: { granted } } : undefined;
    },
  });
}
