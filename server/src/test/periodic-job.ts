import type { JobLogger } from '../jobs/periodic-job';

/**
 * Starts a periodic job every 20 ms with a logger that keeps its messages, waits (2 s at most) until it has logged
 * something, stops it and answers what it logged.
 */
export async function runJobUntilLogged(
  start: (logger: JobLogger, intervalMs: number) => () => Promise<void>,
): Promise<string[]> {
  const logged: string[] = [];
  const stop = start(
    {
      info: (_details, message) => logged.push(message),
      error: (_details, message) => logged.push(message),
    },
    20,
  );
  try {
    for (let wait = 0; wait < 100 && logged.length === 0; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await stop();
  }
  return logged;
}
