import { setImmediate as nextTurn } from 'node:timers/promises';

import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { deleteExpiredLaunchTokens } from './launch-tokens.repository';

/** How often expired launch tokens are purged. */
export const LAUNCH_TOKEN_PURGE_INTERVAL_MS = 10 * 60 * 1000;
/** A token is purged this long after it expired. */
export const LAUNCH_TOKEN_PURGE_GRACE_MS = 60 * 60 * 1000;
/** Tokens deleted at a time: each delete is a write turn of its own, so the wallet's writes go between them. */
const PURGE_BATCH = 5_000;

/**
 * Deletes the launch tokens that expired more than an hour before `now`, a batch at a time; answers how many. An
 * expired token is never read again: the wallet refuses it (a win or rollback needs only the playerId) and the live
 * rooms count only unexpired ones. Without the purge the table kept every launch ever made.
 */
export async function purgeExpiredLaunchTokens(
  handle: DatabaseHandle,
  now: number,
  batch: number = PURGE_BATCH,
): Promise<number> {
  let purged = 0;
  for (;;) {
    const deleted = await deleteExpiredLaunchTokens(handle.db, now - LAUNCH_TOKEN_PURGE_GRACE_MS, batch);
    purged += deleted;
    if (deleted < batch) {
      return purged;
    }
    await nextTurn();
  }
}

/** Starts the periodic job `launch-token.purge`. Answers a function that stops it. */
export function startLaunchTokenPurgeJob(
  handle: DatabaseHandle,
  logger: JobLogger,
  intervalMs: number = LAUNCH_TOKEN_PURGE_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob({
    name: 'launch-token.purge',
    intervalMs,
    logger,
    run: async () => {
      const purged = await purgeExpiredLaunchTokens(handle, Date.now());
      return purged > 0 ? { message: 'expired launch tokens purged', details: { purged } } : undefined;
    },
  });
}
