// A Plaza server in a second process, for the benchmarks that drive it over HTTP (wallet.ts,
// lottery-settlement.ts).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

/**
 * Starts `server/src/main.ts` with `environment` added to this process's, and waits until `/healthz` answers on
 * `port` (up to `attempts` tenths of a second); kills it and throws if it never does.
 */
export async function startServerProcess(options: {
  port: number;
  environment: Record<string, string>;
  nodeArguments?: readonly string[];
  attempts?: number;
}): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [...(options.nodeArguments ?? []), '--import', 'tsx', 'server/src/main.ts'],
    {
      env: { ...process.env, PORT: String(options.port), ...options.environment },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let attempt = 0; attempt < (options.attempts ?? 300); attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${options.port}/healthz`);
      if (response.ok) {
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not start');
}
