import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** How Debian's chromium runs headless on these machines (stack.md). */
export const CHROMIUM_LAUNCH = {
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
};

/** The two servers playwright.config.ts starts, each on a fresh SQLite file. */
// PLAZA_E2E_PORT moves both servers, so two checkouts can run their browser tests side by side.
const MAIN_PORT = Number(process.env.PLAZA_E2E_PORT ?? 3210);
export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const BRAZIL_URL = `http://127.0.0.1:${MAIN_PORT + 1}`;
// Each port has its own folder, so a run with another PLAZA_E2E_PORT never removes this run's databases.
const RUN_DIRECTORY = `.tmp/e2e/${MAIN_PORT}`;
export const MAIN_DATABASE = `${RUN_DIRECTORY}/main/plaza.db`;
export const BRAZIL_DATABASE = `${RUN_DIRECTORY}/brazil/plaza.db`;

/** Runs an operator command (`npm run plaza -- …`) against the Brazilian demo's database. */
export function runBrazilOperatorCommand(...args: string[]): void {
  execFileSync('node', ['--import', 'tsx', 'server/src/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: `file:${BRAZIL_DATABASE}`, MERCHANT: 'PLAZABR', LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

/** A message of the web app's locale file, so tests assert what a user reads in that language. */
export function readMessage(language: 'en' | 'pt' | 'vi' | 'th' | 'zh-CN', key: string): string {
  const messages: unknown = JSON.parse(readFileSync(`web/src/i18n/locales/${language}.json`, 'utf8'));
  let node: unknown = messages;
  for (const part of key.split('.')) {
    const child: unknown = typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined;
    node = child;
  }
  if (typeof node !== 'string') {
    throw new Error(`No message ${key} in ${language}.json`);
  }
  return node;
}
