import { PROMOTION_COVER_PATH } from '@plaza/contracts/rewards-operator';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import {
  deletePromotionCover,
  isPromotionCoverInUse,
  lockPromotionCover,
  selectPromotionCoverIdsBefore,
  selectPromotionCoverUrls,
} from './promotions.repository';

/** How often the uploaded pictures no promotion shows are looked for. */
export const PROMOTION_COVER_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/**
 * A picture is removed once it has been unused this long after its upload: an operator who uploads one and saves
 * the promotion later in the day (the form uploads as soon as a file is picked) still finds it.
 */
export const PROMOTION_COVER_GRACE_MS = 24 * 60 * 60 * 1000;
/** Pictures looked at per run at most (the next run goes on). */
const SWEEP_BATCH = 500;

/**
 * Removes the uploaded promotion pictures kept for more than a day that no promotion shows (uploaded and never
 * saved with one, or left behind some other way); answers how many (docs/decisions/106-promotion-cover-cleanup.md).
 * Each picture in a transaction of its own, its row locked before the promotions are read (as a save locks it before
 * naming it), so a picture a save is attaching right now is either kept or refused to that save, never lost under it.
 * A run repeated, or run by two nodes, removes nothing twice.
 */
export async function sweepUnusedPromotionCovers(handle: DatabaseHandle, now: number): Promise<number> {
  const used = await selectPromotionCoverUrls(handle.db);
  const candidates = (
    await selectPromotionCoverIdsBefore(handle.db, now - PROMOTION_COVER_GRACE_MS, SWEEP_BATCH)
  ).filter((id) => !used.has(`${PROMOTION_COVER_PATH}/${id}`));
  let removed = 0;
  for (const id of candidates) {
    const isRemoved = await runInTransaction(handle, async (db) => {
      if (!(await lockPromotionCover(db, id, handle.dialect))) {
        return false;
      }
      if (await isPromotionCoverInUse(db, `${PROMOTION_COVER_PATH}/${id}`)) {
        return false;
      }
      return deletePromotionCover(db, id);
    });
    removed += isRemoved ? 1 : 0;
  }
  return removed;
}

/** Starts the periodic job `promotions.cover-sweep`. Answers a function that stops it. */
export function startPromotionCoverSweepJob(
  handle: DatabaseHandle,
  logger: JobLogger,
  intervalMs: number = PROMOTION_COVER_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob({
    name: 'promotions.cover-sweep',
    intervalMs,
    logger,
    run: async () => {
      const removed = await sweepUnusedPromotionCovers(handle, Date.now());
      return removed > 0 ? { message: 'unused promotion pictures removed', details: { removed } } : undefined;
    },
  });
}
