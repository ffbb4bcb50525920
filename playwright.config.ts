import { defineConfig } from '@playwright/test';

import { BRAZIL_DATABASE, BRAZIL_URL, MAIN_DATABASE, MAIN_URL } from './e2e/servers';

/** Two real servers on fresh SQLite files: the English demo and the Portuguese demo behind a trusted proxy. */

function serverCommand(folder: string): string {
  return `rm -rf .tmp/e2e/${folder} && node --import tsx server/src/main.ts`;
}

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: MAIN_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: serverCommand('main'),
      url: `${MAIN_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: '3210', DATABASE_URL: `file:${MAIN_DATABASE}`, MERCHANT: 'PLAZA', LOG_LEVEL: 'warn' },
    },
    {
      command: serverCommand('brazil'),
      url: `${BRAZIL_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: '3211',
        DATABASE_URL: `file:${BRAZIL_DATABASE}`,
        MERCHANT: 'PLAZABR',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
