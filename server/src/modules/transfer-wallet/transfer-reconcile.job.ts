import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { reconcileOpenTransfers } from './transfer-wallet.service';
import type { TransferWalletDependencies } from './transfer-wallet.service';

/** How often open transfers are checked with their vendors. */
export const TRANSFER_RECONCILE_INTERVAL_MS = 15_000;

/**
 * Starts the periodic job `transfer-wallet.reconcile`: every `intervalMs` it asks the vendors about the transfers
 * whose outcome they left unknown and settles each by the answer (a transfer moves money once: its status changes
 * only from an open one). Answers a function that stops the job.
 */
export function startTransferReconcileJob(
  dependencies: TransferWalletDependencies,
  logger: JobLogger,
  intervalMs: number = TRANSFER_RECONCILE_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob({
    name: 'transfer-wallet.reconcile',
    intervalMs,
    logger,
    run: async () => {
      const settled = await reconcileOpenTransfers(dependencies);
      return settled > 0 ? { message: 'open vendor transfers settled', details: { settled } } : undefined;
    },
  });
}
