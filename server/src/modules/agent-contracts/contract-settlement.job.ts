import { CONTRACT_KINDS } from '@plaza/contracts/agent-contracts';

import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { runContractSettlement } from './contract-settlement.service';

/** How often each kind looks for periods to settle: real-time salary every 5 minutes is the spec's (§9). */
export const CONTRACT_SETTLEMENT_INTERVAL_MS = {
  DAILYSAL3: 10 * 60_000,
  HOURSAL3: 60_000,
  RTSALARY3: 60_000,
  DIVIDEND3: 10 * 60_000,
};

/**
 * Starts the jobs `agent-contracts.<kind>`: each run settles the periods of its kind that ended since its cursor
 * (yesterday's daily salary, the last hours, the 5-minute slots, the dividend periods ending at a day's end) and
 * retries unpaid bills. Keyed by (contract, period) and the ledger keys: a rerun pays nothing more.
 */
export function startContractSettlementJobs(handle: DatabaseHandle, logger: JobLogger): () => Promise<void> {
  const stops = CONTRACT_KINDS.map((kind) =>
    startPeriodicJob({
      name: `agent-contracts.${kind}`,
      intervalMs: CONTRACT_SETTLEMENT_INTERVAL_MS[kind],
      logger,
      run: async () => {
        const result = await runContractSettlement(handle, kind);
        return result.settled + result.retried > 0
          ? { message: 'contract periods settled', details: result }
          : undefined;
      },
    }),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
