import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { runTeamFigures } from './team-figures.service';

/** How often the agent center's daily figures are brought up to date. */
export const TEAM_FIGURES_INTERVAL_MS = 30 * 1000;

/**
 * Starts the periodic job `agents.team-figures`: every `intervalMs` it reads the ledger since its watermark, the
 * open days' bets and rewrites the team rows of the days that changed (docs/decisions/030-team-report-rollups.md).
 * Keyed by report day and idempotent: a second run over the same records writes the same rows.
 */
export function startTeamFiguresJob(
  handle: DatabaseHandle,
  logger: JobLogger,
  intervalMs: number = TEAM_FIGURES_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob({
    name: 'agents.team-figures',
    intervalMs,
    logger,
    run: async () => {
      await runTeamFigures(handle);
      return undefined;
    },
  });
}
