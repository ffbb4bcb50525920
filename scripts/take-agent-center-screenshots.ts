// Takes the screenshots of every agent-center page (issue 19), light and dark, desktop and phone, as the demo agent
// (demoagent). Needs a running demo server (SCREENSHOT_URL, default http://127.0.0.1:3000). Writes PNG files to
// OUTPUT (default .tmp/screenshots/agent-center/).
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots/agent-center';
const LANGUAGE = process.env.SCREENSHOT_LANGUAGE ?? 'en';
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
const THEMES = ['light', 'dark'] as const;
const PAGES = [
  ['overview', '/agent'],
  ['register', '/agent/register'],
  ['downline', '/agent/downline'],
  ['team-betting', '/agent/team-betting'],
  ['loss', '/agent/loss'],
  ['income', '/agent/income'],
  ['downline-transactions', '/agent/downline-transactions'],
  ['team-transactions', '/agent/team-transactions'],
  ['referral', '/agent/referral'],
  ['announcements', '/agent/announcements'],
  ['transfer', '/agent/transfer'],
  ['dividends', '/agent/dividends'],
  ['daily-wages', '/agent/daily-wages'],
  ['hourly-salary', '/agent/hourly-salary'],
  ['real-time-salary', '/agent/real-time-salary'],
  ['contracts', '/agent/contracts'],
] as const;

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL });
  const page = await context.newPage();
  // Signs in on the English agent login (the e2e spec's way), then shows the pages in LANGUAGE.
  await page.goto('/agent');
  const login = page.getByRole('region', { name: 'Agent login' });
  await login.getByRole('textbox', { name: /^User name/ }).fill('demoagent');
  await login.getByLabel(/^Password/).fill('Agent1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: 'Team overview' }).waitFor({ timeout: 60_000 });
  await page.evaluate((language) => localStorage.setItem('lang', language), LANGUAGE);
  for (const [name, path] of PAGES) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of THEMES) {
        await page.setViewportSize(viewport);
        await page.evaluate((stored) => localStorage.setItem('theme', stored), theme);
        await page.goto(path);
        await page.getByRole('navigation').first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        await page
          .getByText(/^Loading/)
          .first()
          .waitFor({ state: 'hidden', timeout: 60_000 });
        const dialog = page.getByRole('dialog');
        if ((await dialog.count()) > 0) {
          await page.keyboard.press('Escape');
        }
        await page.screenshot({ path: `${OUTPUT}/${name}-${device}-${theme}.png`, fullPage: true });
      }
    }
  }
} finally {
  await browser.close();
}
