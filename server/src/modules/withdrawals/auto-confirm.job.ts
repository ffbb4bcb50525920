import type { DatabaseHandle } from '../../db/database';
import { settleOverduePayouts } from './withdrawals.service';

/** How often the server looks for disbursed payments left unconfirmed past their deadline. */
export const AUTO_CONFIRM_INTERVAL_MS = 60 * 1000;

interface JobLogger {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

/**
 * Starts the periodic job `withdrawal.auto-confirm`: every `intervalMs` it counts as received each payment left
 * unconfirmed past its deadline (spec.md §4). Idempotent (conditional updates), so several server processes, or
 * a run overlapping the lazy settlement done when a member reads a withdrawal, never settle a payment twice; a
 * run never starts while the previous one is still going. Answers a function that stops the job.
 */
export function startAutoConfirmJob(
  handle: DatabaseHandle,
  logger: JobLogger,
  intervalMs: number = AUTO_CONFIRM_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running !== undefined) {
      return;
    }
    running = settleOverduePayouts(handle, Date.now())
      .then((settled) => {
        if (settled > 0) {
          logger.info(
            { job: 'withdrawal.auto-confirm', settled },
            'unconfirmed payments counted as received',
          );
        }
      })
      .catch((error: unknown) => {
        logger.error({ job: 'withdrawal.auto-confirm', err: error }, 'auto-confirmation failed');
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
