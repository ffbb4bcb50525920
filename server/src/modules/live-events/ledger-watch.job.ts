import type { ClusterBus } from '../../cluster/cluster-bus';
import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { createLedgerWatch } from './ledger-watch';
import type { LedgerWatch } from './ledger-watch';

/** How often the ledger is looked at for changes the live streams announce. */
export const LEDGER_WATCH_INTERVAL_MS = 500;
/** A watch idle this long (the node did not hold the jobs lease) starts again from the newest transfer. */
const STALE_WATCH_MS = 10_000;

/**
 * Starts the periodic job `live-events.ledger-watch` (decision 082): every `intervalMs`, on the jobs lease's holder,
 * the transfers committed since the last look are announced on the cluster bus. Answers a function that stops it.
 */
export function startLedgerWatchJob(
  handle: DatabaseHandle,
  bus: ClusterBus,
  logger: JobLogger,
  intervalMs: number = LEDGER_WATCH_INTERVAL_MS,
): () => Promise<void> {
  let watch: LedgerWatch | undefined;
  let lastRunAt = 0;
  return startPeriodicJob({
    name: 'live-events.ledger-watch',
    intervalMs,
    logger,
    run: async () => {
      const now = Date.now();
      if (watch === undefined || now - lastRunAt > STALE_WATCH_MS) {
        watch = await createLedgerWatch(handle, bus);
      }
      lastRunAt = now;
      await watch.scan();
      return undefined;
    },
  });
}
