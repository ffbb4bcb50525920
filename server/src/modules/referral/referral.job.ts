import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { qualifyReferrals } from './referral.service';

/** How often invited friends are checked. */
export const REFERRAL_QUALIFY_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Starts the periodic job `referral.qualify` (qualifyReferrals): each friend's reward is granted once under its
 * key in the same transaction that moves the friend on, so a crash and rerun grants nothing twice. Answers a
 * function that stops the job.
 */
export function startReferralJob(
  handle: DatabaseHandle,
  logger: JobLogger,
  intervalMs: number = REFERRAL_QUALIFY_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob({
    name: 'referral.qualify',
    intervalMs,
    logger,
    run: async () => {
      const qualified = await qualifyReferrals(handle, Date.now());
      return qualified > 0 ? { message: 'friends qualified', details: { qualified } } : undefined;
    },
  });
}
