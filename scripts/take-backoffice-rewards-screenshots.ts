// Takes the screenshots of the back office's Rewards screens (promotions and a promotion's form with its uploaded
// picture, claims, VIP levels, rebate rates, points mall, redemptions, missions, raffles, invite friends), light and
// dark, desktop (1440) and phone (390), as the demo operator. Needs a running demo server (SCREENSHOT_URL, default
// http://127.0.0.1:3000). Writes PNG files to OUTPUT (default .tmp/screenshots/); ONLY=claims,vip takes a few.
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { signInDemoOperator } from './screenshot-sign-in';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots';
const ONLY = process.env.ONLY?.split(',');
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;

/** Each screen: its address, and what shows once it is ready (then, for a form, what opens it). */
const SCREENS: { name: string; path: string; ready: (page: Page) => Promise<void>; isDialog?: boolean }[] = [
  { name: 'promotions', path: '/backoffice/rewards/promotions', ready: rowsShown },
  {
    name: 'promotion-form',
    path: '/backoffice/rewards/promotions',
    ready: async (page) => {
      await rowsShown(page);
      await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
      const picture = page.getByRole('dialog').getByRole('img').first();
      await picture.waitFor();
      await picture.scrollIntoViewIfNeeded();
    },
    // The dialog scrolls inside the window: the window as the operator sees it, at its picture.
    isDialog: true,
  },
  { name: 'claims', path: '/backoffice/rewards/claims', ready: rowsShown },
  { name: 'vip', path: '/backoffice/rewards/vip', ready: formShown },
  { name: 'rebate', path: '/backoffice/rewards/rebate', ready: formShown },
  { name: 'mall', path: '/backoffice/rewards/mall', ready: rowsShown },
  { name: 'redemptions', path: '/backoffice/rewards/redemptions', ready: rowsShown },
  { name: 'missions', path: '/backoffice/rewards/missions', ready: rowsShown },
  { name: 'raffles', path: '/backoffice/rewards/raffles', ready: rowsShown },
  {
    name: 'referral',
    path: '/backoffice/rewards/referral',
    ready: async (page) => {
      await page.getByLabel(/^Reward per friend/).waitFor({ timeout: 60_000 });
    },
  },
];

/** A screen of forms (the VIP levels, the rebate rates): its heading and its first field. */
async function formShown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  await page.locator('main input').first().waitFor({ timeout: 60_000 });
}

async function rowsShown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  await page.locator('tbody tr, .data-table__card, [role="row"]').first().waitFor({ timeout: 60_000 });
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  // One sign-in (an authenticator code serves once); each size and theme is the same page resized and reloaded.
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL });
  const page = await context.newPage();
  await signInDemoOperator(page);
  for (const screen of SCREENS.filter((each) => ONLY === undefined || ONLY.includes(each.name))) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of THEMES) {
        await page.setViewportSize(viewport);
        await page.evaluate((stored) => localStorage.setItem('theme', stored), theme);
        await page.goto(screen.path);
        await screen.ready(page);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${OUTPUT}/backoffice-${screen.name}-${device}-${theme}.png`,
          fullPage: screen.isDialog !== true,
        });
      }
    }
  }
  await context.close();
} finally {
  await browser.close();
}
console.log(`screenshots written to ${OUTPUT}/`);
