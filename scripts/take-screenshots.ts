// Takes the screenshots a reviewer looks at: home, the casino lobby, maintenance and region-blocked pages, the
// register-by-mobile form and the forced password change, light and dark, desktop and phone. Needs a running
// server (SCREENSHOT_URL, default http://127.0.0.1:3000) started with TRUST_PROXY=1 so the blocked page can be
// shown with X-Forwarded-For, and the same DATABASE_URL for the operator command that turns maintenance on and
// off and for reading the e-mailed temporary password from the outbox (SQLite). Writes PNG files to
// docs/screenshots/.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

import { chromium, request } from '@playwright/test';
import type { Browser } from '@playwright/test';

import {
  registerByUsernameThroughApi,
  requestTemporaryPassword,
  uniqueUsername,
} from '../e2e/account-helpers';
import { CHROMIUM_LAUNCH, readMessage } from '../e2e/servers';
import { parseDatabaseUrl } from '../server/src/config';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = 'docs/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;

function setMaintenance(isOn: boolean): void {
  execFileSync('node', ['--import', 'tsx', 'server/src/cli.ts', 'maintenance', isOn ? 'on' : 'off'], {
    stdio: 'inherit',
  });
}

const message = (key: string) => readMessage('en', key);
const database = parseDatabaseUrl(process.env.DATABASE_URL, process.cwd());

/** A page in a new context of the viewport and theme, the announcement pop-ups already closed. */
async function openPage(browser: Browser, viewport: { width: number; height: number }, theme: string) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((stored) => {
    localStorage.setItem('theme', stored);
    sessionStorage.setItem('announcementPopupClosed:A', '1');
    sessionStorage.setItem('announcementPopupClosed:B', '1');
  }, theme);
  return context.newPage();
}

/** The sign-up tab with the mobile method chosen (the English demo). */
async function shootRegisterByMobile(
  browser: Browser,
  viewport: { width: number; height: number },
  theme: string,
  file: string,
) {
  const page = await openPage(browser, viewport, theme);
  await page.goto(`${BASE_URL}/register`);
  const dialog = page.getByRole('dialog', { name: message('account.registerTitle') });
  await dialog.getByRole('radio', { name: message('account.byMobile') }).check();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: file });
  await page.context().close();
}

/** The forced change after a login with the temporary password that forgot-by-e-mail sends. */
async function shootForcedPasswordChange(
  browser: Browser,
  viewport: { width: number; height: number },
  theme: string,
  file: string,
) {
  if (database.kind !== 'sqlite') {
    console.log('forced password change: skipped (the outbox is read from a SQLite DATABASE_URL)');
    return;
  }
  const api = await request.newContext();
  const site = { url: BASE_URL, merchant: process.env.MERCHANT ?? 'PLAZA', database: database.path };
  const username = uniqueUsername('shot');
  const email = `${username}@example.com`;
  await registerByUsernameThroughApi(api, { username, password: 'Secret123', email }, site);
  const temporaryPassword = await requestTemporaryPassword(api, username, email, site);
  await api.dispose();
  const page = await openPage(browser, viewport, theme);
  await page.goto(`${BASE_URL}/login`);
  const login = page.getByRole('dialog', { name: message('account.loginTitle') });
  await login.getByRole('textbox', { name: /^User name/ }).fill(username);
  await login.getByLabel(/^Password/).fill(temporaryPassword);
  await login.getByRole('button', { name: message('account.login'), exact: true }).click();
  await page
    .getByRole('dialog', { name: message('account.changePasswordTitle') })
    .waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: file });
  await page.context().close();
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      const shoot = async (name: string, headers: Record<string, string> = {}, path = '/') => {
        const context = await browser.newContext({ viewport, extraHTTPHeaders: headers });
        await context.addInitScript((stored) => {
          localStorage.setItem('theme', stored);
          sessionStorage.setItem('announcementPopupClosed:B', '1');
        }, theme);
        const page = await context.newPage();
        await page.goto(`${BASE_URL}${path}`);
        await page.waitForLoadState('networkidle');
        await page.keyboard.press('Escape');
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUTPUT}/${name}-${device}-${theme}.png` });
        await context.close();
      };
      await shoot('home');
      await shoot('lobby', {}, '/rng');
      await shoot('blocked', { 'X-Forwarded-For': '8.8.8.8' });
      await shootRegisterByMobile(
        browser,
        viewport,
        theme,
        `${OUTPUT}/register-mobile-${device}-${theme}.png`,
      );
      await shootForcedPasswordChange(
        browser,
        viewport,
        theme,
        `${OUTPUT}/password-change-forced-${device}-${theme}.png`,
      );
      setMaintenance(true);
      try {
        await shoot('maintenance');
      } finally {
        setMaintenance(false);
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots written to ${OUTPUT}/`);
