// Takes the screenshots of the manual rebate page and the VIP page of the member center, light and dark, desktop
// and phone, as the demo player (Bronze, with today's rebate accrued on a new deployment). Needs a running demo
// server (SCREENSHOT_URL, default http://127.0.0.1:3000). Writes JPEG files to OUTPUT (default .tmp/screenshots/).
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { logInMemberToken, openMemberContext } from './screenshot-sign-in';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;
/** Each page's tab, and a text that shows once it has loaded (the machine may be busy). */
const SHOTS = {
  rebate: { tab: 'Manual rebate', ready: 'Ready to claim now' },
  vip: { tab: 'VIP', ready: 'Your VIP level' },
} as const;

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  // The demo player logs in once through the header; its session serves every shot.
  const token = await logInMemberToken(browser, BASE_URL, 'demoplayer', 'Player1234');

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      for (const [name, shot] of Object.entries(SHOTS)) {
        const context = await openMemberContext(browser, {
          viewport,
          baseURL: BASE_URL,
          token: token,
          theme: theme,
        });
        const page = await context.newPage();
        await page.goto('/');
        await page.waitForLoadState('networkidle');
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Balance / })
          .click();
        await page.getByRole('tab', { name: new RegExp(`^${shot.tab}`) }).click();
        await page.getByText(shot.ready).first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${OUTPUT}/rebate-vip-${name}-${device}-${theme}.jpg`,
          type: 'jpeg',
          quality: 70,
        });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots written to ${OUTPUT}/`);
