/**
 * Where a periodic job reports (the server's logger), and, in a cluster, whether this node runs the jobs now: the
 * holder of the jobs lease does (docs/architecture/scale-out.md); left out, the process runs them.
 */
export interface JobLogger {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
  mayRun?: () => boolean;
}

/** What a run did, when it is worth a log line. */
export interface JobReport {
  message: string;
  details: object;
}

/**
 * Runs `run` every `intervalMs` (an unref'd timer: it never holds the process open). A run never starts while the
 * previous one is still going; what it reports is logged with the job's name, and a failure is logged and the next
 * run tried as usual. A run starts only while `logger.mayRun` (when given) answers true. Answers a function that stops the job, after the run under way, if any, ends.
 */
export function startPeriodicJob(options: {
  name: string;
  intervalMs: number;
  logger: JobLogger;
  run: () => Promise<JobReport | undefined>;
}): () => Promise<void> {
  const { name, logger } = options;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running !== undefined || logger.mayRun?.() === false) {
      return;
    }
    running = options
      .run()
      .then((report) => {
        if (report !== undefined) {
          logger.info({ job: name, ...report.details }, report.message);
        }
      })
      .catch((error: unknown) => {
        logger.error({ job: name, err: error }, `${name} failed`);
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
