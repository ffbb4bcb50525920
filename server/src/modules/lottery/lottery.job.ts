import type { ClusterBus } from '../../cluster/cluster-bus';
import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { drawDueDraws, scheduleIssues } from './lottery-draws.service';
import { publishLotteryResults } from './lottery-live';
import { settleDueIssues } from './lottery-settlement.service';

/** How often issues are listed ahead, due draws drawn, and drawn issues settled. */
export const LOTTERY_JOB_INTERVALS = { issues: 10_000, draw: 1_000, settle: 1_000 } as const;

/**
 * One run of `lottery.draw`: draws every due draw at `now`, then (committed) publishes each issue it finished on the
 * cluster bus, so that every node's live connections hear of it (decision 101).
 */
export async function drawAndPublish(
  handle: DatabaseHandle,
  now: number,
  bus: ClusterBus | undefined,
): Promise<{ drawn: number; voided: number; published: number }> {
  const { drawn, voided, issues } = await drawDueDraws(handle, now);
  const published = bus === undefined ? 0 : await publishLotteryResults(handle, bus, issues, now);
  return { drawn, voided, published };
}

/**
 * Starts the lottery's three jobs (docs/architecture/jobs.md): `lottery.issues` lists issues ahead with their
 * commitments, `lottery.draw` draws each due draw from its committed seed (or voids one missed), and
 * `lottery.settle` settles drawn issues in batches. Each is keyed (unique issue and draw numbers, conditional
 * status changes, ledger keys per bet), so two processes or a rerun after a crash pay nothing twice. With a `bus`,
 * each issue the draw job finishes is published to every node's live connections after its commit (decision 101).
 * Answers a function that stops them.
 */
export function startLotteryJobs(
  handle: DatabaseHandle,
  logger: JobLogger,
  options: { intervals?: { issues: number; draw: number; settle: number }; bus?: ClusterBus } = {},
): () => Promise<void> {
  const { intervals = LOTTERY_JOB_INTERVALS, bus } = options;
  const stops = [
    startPeriodicJob({
      name: 'lottery.issues',
      intervalMs: intervals.issues,
      logger,
      run: async () => {
        const listed = await scheduleIssues(handle, Date.now());
        return listed > 0 ? { message: 'lottery issues listed', details: { listed } } : undefined;
      },
    }),
    startPeriodicJob({
      name: 'lottery.draw',
      intervalMs: intervals.draw,
      logger,
      run: async () => {
        const { drawn, voided } = await drawAndPublish(handle, Date.now(), bus);
        return drawn + voided > 0 ? { message: 'lottery draws made', details: { drawn, voided } } : undefined;
      },
    }),
    startPeriodicJob({
      name: 'lottery.settle',
      intervalMs: intervals.settle,
      logger,
      run: async () => {
        const { issues, bets } = await settleDueIssues(handle, Date.now());
        return issues > 0 ? { message: 'lottery issues settled', details: { issues, bets } } : undefined;
      },
    }),
  ];
  // The first listing at once: a new deployment has issues on sale without waiting for the first interval.
  const first = scheduleIssues(handle, Date.now()).catch((error: unknown) => {
    logger.error({ job: 'lottery.issues', err: error }, 'lottery.issues failed');
  });
  return async () => {
    await first;
    await Promise.all(stops.map((stop) => stop()));
  };
}
