import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { runDailySummary } from './report-summary.service';

/** How often the back office's daily summary is brought up to date. */
export const DAILY_SUMMARY_INTERVAL_MS = 30 * 1000;

/**
 * Starts the periodic job `reports.daily-summary` (docs/decisions/068-report-daily-summary.md): every `intervalMs`
 * it adds the ledger's transfers since its watermark to their days and rewrites the finished days whose play
 * changed. Keyed by report day and by the watermark moved with the money: a second run changes nothing.
 */
export function startDailySummaryJob(
  handle: DatabaseHandle,
  logger: JobLogger,
  intervalMs: number = DAILY_SUMMARY_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob({
    name: 'reports.daily-summary',
    intervalMs,
    logger,
    run: async () => {
      const { days, transfers } = await runDailySummary(handle);
      return days.length === 0
        ? undefined
        : { message: 'daily summary rewritten', details: { days: days.length, transfers } };
    },
  });
}
