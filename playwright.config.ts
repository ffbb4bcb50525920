import { defineConfig } from '@playwright/test';

import { BRAZIL_DATABASE, BRAZIL_URL, CHROMIUM_LAUNCH, MAIN_DATABASE, MAIN_URL } from './e2e/servers';

function serverCommand(folder: string): string {
  return `rm -rf .tmp/e2e/${folder} && node --import tsx server/src/main.ts`;
}

/** Two real servers on fresh SQLite files: the English demo and the Portuguese demo behind a trusted proxy. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: MAIN_URL,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      command: serverCommand('main'),
      url: `${MAIN_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: new URL(MAIN_URL).port,
        DATABASE_URL: `file:${MAIN_DATABASE}`,
        MERCHANT: 'PLAZA',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: serverCommand('brazil'),
      url: `${BRAZIL_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: new URL(BRAZIL_URL).port,
        DATABASE_URL: `file:${BRAZIL_DATABASE}`,
        MERCHANT: 'PLAZABR',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
