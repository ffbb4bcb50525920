// Takes the screenshots of the invite friends page of the member center, light and dark, desktop
// and phone, as the demo player (three friends invited on a new deployment). Needs a running demo
// server (SCREENSHOT_URL, default http://127.0.0.1:3000). Writes PNG files to OUTPUT (default .tmp/screenshots/).
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { dismissPopups, logIn } from '../e2e/account-helpers';
import { CHROMIUM_LAUNCH } from '../e2e/servers';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;
/** Each page's tab, and a text that shows once it has loaded (the machine may be busy). */
const SHOTS = {
  invite: { tab: 'Invite friends', ready: 'de****d1' },
} as const;

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  // The demo player logs in once through the header; its session serves every shot.
  const login = await browser.newPage({ baseURL: BASE_URL });
  await dismissPopups(login);
  await login.goto('/');
  await logIn(login, 'demoplayer', 'Player1234');
  await login.waitForFunction(() => sessionStorage.getItem('token') !== null);
  const token = await login.evaluate(() => sessionStorage.getItem('token') ?? '');
  await login.close();

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      for (const [name, shot] of Object.entries(SHOTS)) {
        const context = await browser.newContext({ viewport, baseURL: BASE_URL });
        await context.addInitScript(
          ({ stored, session }) => {
            sessionStorage.setItem('token', session);
            sessionStorage.setItem('announcementPopupClosed:A', '1');
            sessionStorage.setItem('announcementPopupClosed:F', '1');
            localStorage.setItem('theme', stored);
          },
          { stored: theme, session: token },
        );
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
          path: `${OUTPUT}/referral-${name}-${device}-${theme}.png`,
        });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots written to ${OUTPUT}/`);
