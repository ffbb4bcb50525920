// Takes the screenshots of the back office's dashboard and reports (daily and members, with when their figures were
// last summarized), light and dark, desktop and phone, as the demo operator. Needs a running demo server
// (SCREENSHOT_URL, default http://127.0.0.1:3000). Writes PNG files to OUTPUT (default .tmp/screenshots/).
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { signInDemoOperator } from './screenshot-sign-in';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;
const SCREENS = [
  { name: 'dashboard', path: '/backoffice' },
  { name: 'reports-daily', path: '/backoffice/reports' },
  { name: 'reports-members', path: '/backoffice/reports?view=members' },
] as const;

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  // One sign-in (an authenticator code serves once); each screen, size and theme is loaded in the same page.
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL });
  const page = await context.newPage();
  await signInDemoOperator(page);
  for (const screen of SCREENS) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of THEMES) {
        await page.setViewportSize(viewport);
        await page.evaluate((stored) => localStorage.setItem('theme', stored), theme);
        await page.goto(screen.path);
        await page.getByTestId('summarized-at').waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${OUTPUT}/backoffice-${screen.name}-${device}-${theme}.png`,
          fullPage: true,
        });
      }
    }
  }
  await context.close();
} finally {
  await browser.close();
}
console.log(`screenshots written to ${OUTPUT}/`);
