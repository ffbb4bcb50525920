import type { JobLogger } from '../jobs/periodic-job';
import { waitUntil } from './wait-until';

/**
 * Starts a periodic job every 20 ms with a logger that keeps its messages, waits until it has logged something
 * (waitUntil: a job's first run beside two busy loops can take longer than the 2 s this once allowed), stops it and
 * answers what it logged.
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
    await waitUntil(() => logged.length > 0, 'the job logged something');
  } finally {
    await stop();
  }
  return logged;
}
