// Prints how long a slot spin takes end to end, as a player sees it: from the click on Spin in the game window
// (Debian's chromium, driven by Playwright) to the new balance on screen. The round goes browser → game server
// (BGS) → seamless wallet over HTTP → ledger, on a fresh SQLite file served by a second process. Prints the
// median and p90 of the click-to-balance time with the reels' animation (the screen keeps the reels turning for
// at least 700 ms), with reduced motion (no minimum animation), and the server's share (click to the answer of
// POST /bgs/api/slot/round). Needs the web build (`npm run build`).
// Usage: npx tsx bench/spin-latency.ts [spins per run, default 30]
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

import { bgsPlayResultSchema } from '../contracts/src/bgs';
import { launchGameResponseSchema } from '../contracts/src/games';
import { chromium, request as playwrightRequest } from '@playwright/test';
import type { Page } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { depositThroughSandbox, registerMember } from '../e2e/wallet-helpers';

const SPINS = Number(process.argv[2] ?? 30);
const PORT = 3330;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DIRECTORY = '.tmp/bench-spin';

async function startServer(): Promise<ChildProcess> {
  rmSync(DIRECTORY, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: `file:${DIRECTORY}/plaza.db`,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${BASE_URL}/healthz`)).ok) {
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

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** Spins `count` times; answers per spin the ms to the server's answer and to the new balance on screen. */
async function spin(game: Page, count: number): Promise<{ server: number[]; screen: number[] }> {
  const server: number[] = [];
  const screen: number[] = [];
  const spinButton = game.getByRole('button', { name: 'Spin' });
  const balance = game.getByTestId('game-balance');
  for (let index = 0; index < count; index += 1) {
    await spinButton.waitFor({ state: 'visible' });
    await game.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((entry) => entry.textContent === 'Spin');
      return button !== undefined && !button.disabled;
    });
    const answered = game.waitForResponse((response) => response.url().endsWith('/bgs/api/slot/round'));
    const startedAt = performance.now();
    await spinButton.click();
    const response = await answered;
    server.push(performance.now() - startedAt);
    const body: unknown = await response.json();
    const value =
      typeof body === 'object' && body !== null && 'value' in body
        ? bgsPlayResultSchema.parse(body.value)
        : null;
    if (value === null) {
      throw new Error(`the spin failed: ${JSON.stringify(body)}`);
    }
    const expected = `$${(value.balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await game.waitForFunction(
      ([element, text]) => element?.textContent === text,
      [await balance.elementHandle(), expected] as const,
      { polling: 'raf', timeout: 30_000 },
    );
    screen.push(performance.now() - startedAt);
  }
  return { server, screen };
}

const server = await startServer();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const member = await registerMember(request);
  await depositThroughSandbox(request, member, 10_000_00);
  const results: Record<string, { server: number[]; screen: number[] }> = {};
  for (const motion of ['no-preference', 'reduce'] as const) {
    const launch = launchGameResponseSchema.parse(
      (
        (await (
          await request.post('/wps/game/launchGame', {
            headers: { Merchant: 'PLAZA', Authorization: member.token },
            data: { vassalage: 'BGS', gameCode: 'BGS_SLOT' },
          })
        ).json()) as { value: unknown }
      ).value,
    );
    const context = await browser.newContext({
      reducedMotion: motion,
      viewport: { width: 1280, height: 800 },
    });
    const game = await context.newPage();
    await game.goto(launch.url.startsWith('http') ? launch.url : `${BASE_URL}${launch.url}`);
    await game.getByRole('textbox', { name: /^Stake/ }).fill('1');
    await spin(game, 3); // warm up: code loaded, connections open
    results[motion] = await spin(game, SPINS);
    await context.close();
  }
  const line = (label: string, values: number[]) =>
    `${label.padEnd(46)} median ${percentile(values, 0.5).toFixed(0).padStart(5)} ms   p90 ${percentile(
      values,
      0.9,
    )
      .toFixed(0)
      .padStart(5)} ms`;
  console.log(`${SPINS} spins each, stake 1.00, SQLite, one player:`);
  console.log(line('click → new balance (reels animate ≥ 700 ms)', results['no-preference']?.screen ?? []));
  console.log(line('click → new balance (reduced motion)', results.reduce?.screen ?? []));
  console.log(line('click → server answer (slot/round)', results.reduce?.server ?? []));
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
