import { defineConfig } from '@playwright/test';
import { dirname } from 'node:path';

import { BRAZIL_DATABASE, BRAZIL_URL, CHROMIUM_LAUNCH, MAIN_DATABASE, MAIN_URL } from './e2e/servers';

/**
 * A server's own folder, emptied, with a copy of the web build taken as it starts (served through WEB_DIST): a
 * build in this checkout during the run (`npm run build` empties web/dist, then writes it again seconds later)
 * would otherwise answer pages without their index.html (no #boot-shell) or their chunks (vite empties the folder
 * at renderStart, seconds before it writes it). In stop 33 the boot skeleton (first-paint) and the crash game's
 * window were "not found" once each in a run beside the lead's builds: the likely cause, not reproduced. Without
 * a build the copy fails and the server does not start.
 */
function serverCommand(database: string): string {
  const directory = dirname(database);
  return `rm -rf ${directory} && mkdir -p ${directory} && cp -R web/dist ${webCopy(database)} && node --import tsx server/src/main.ts`;
}

function webCopy(database: string): string {
  return `${dirname(database)}/web`;
}

/**
 * Two real servers on fresh SQLite files, both behind a trusted proxy (X-Forwarded-For names the visitor): the
 * English demo and the Portuguese demo. Specs that switch the Portuguese demo's maintenance or regions run
 * alone on it (site-status.spec.ts); the account specs use the English demo only, so the two never collide.
 */
export default defineConfig({
  testDir: 'e2e',
  // Per port, like the databases: runs with different PLAZA_E2E_PORT values keep their own artifacts.
  outputDir: `test-results/${new URL(MAIN_URL).port}`,
  // A test's own limit only ends a test that hangs: every step waits for a state, each expectation within its own
  // limit. Beside two busy loops (load 26-30), tests that take 15 s alone took 70-110 s while every step went on
  // (registration, then the password change, each click 1-2 s): the old 60 s failed them. Specs that walk many
  // screens or wait for the server's jobs set their own, longer limit.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: MAIN_URL,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
    // Headless chromium draws every frame in software: the home page's endless notice marquee alone kept a core
    // busy per open page (11 CPU-seconds in 8 s), and two workers' pages starved the servers until tests took a
    // minute each. The site honours prefers-reduced-motion everywhere (the marquee becomes a list), so the
    // suite runs with it; a spec about motion opts back in with test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
  },
  webServer: [
    {
      command: serverCommand(MAIN_DATABASE),
      url: `${MAIN_URL}/healthz`,
      reuseExistingServer: false,
      // The server is up when /healthz answers (a state); the bound only ends a start that hangs. A fresh demo
      // seeds before it listens, which took over 60 s on a machine shared with other work.
      timeout: 300_000,
      env: {
        PORT: new URL(MAIN_URL).port,
        DATABASE_URL: `file:${MAIN_DATABASE}`,
        WEB_DIST: webCopy(MAIN_DATABASE),
        MERCHANT: 'PLAZA',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: serverCommand(BRAZIL_DATABASE),
      url: `${BRAZIL_URL}/healthz`,
      reuseExistingServer: false,
      // The server is up when /healthz answers (a state); the bound only ends a start that hangs. A fresh demo
      // seeds before it listens, which took over 60 s on a machine shared with other work.
      timeout: 300_000,
      env: {
        PORT: new URL(BRAZIL_URL).port,
        DATABASE_URL: `file:${BRAZIL_DATABASE}`,
        WEB_DIST: webCopy(BRAZIL_DATABASE),
        MERCHANT: 'PLAZABR',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
