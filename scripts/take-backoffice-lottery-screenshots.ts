// Takes the screenshots of the back office's lottery screens (draw calendar, results entry, odds, exposure), light
// and dark, desktop, tablet (820 px) and phone, as the demo operator. Needs a running demo server (SCREENSHOT_URL,
// default http://127.0.0.1:3000). Writes PNG files to OUTPUT (default .tmp/screenshots/).
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { signInDemoOperator } from './screenshot-sign-in';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots';
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 820, height: 1180 },
  phone: { width: 390, height: 844 },
} as const;
const THEMES = ['light', 'dark'] as const;
const [EXPOSURE_GAME = 'SSC_5M', EXPOSURE_ISSUE = ''] = (process.env.EXPOSURE_ISSUE ?? '').split(':');
/** Each screen's address and the heading that says it has loaded. */
const SCREENS = [
  { name: 'calendar', path: '/backoffice/lottery/calendar?game=VN_MN', heading: 'Draw calendar' },
  { name: 'calendar-fast', path: '/backoffice/lottery/calendar?game=SSC_1M', heading: 'Draw calendar' },
  { name: 'results', path: '/backoffice/lottery/results?game=VN_MB', heading: 'Results entry' },
  { name: 'results-4d', path: '/backoffice/lottery/results?game=SEA_MAGNUM', heading: 'Results entry' },
  { name: 'odds', path: '/backoffice/lottery/odds?game=VN_MB', heading: 'Odds and RTP' },
  // EXPOSURE_ISSUE names an issue with stakes (the demo bets on past fast issues), e.g. VNF_3M:20261127-0205.
  {
    name: 'exposure',
    path: `/backoffice/lottery/exposure?game=${EXPOSURE_GAME}${EXPOSURE_ISSUE === '' ? '' : `&issue=${EXPOSURE_ISSUE}`}`,
    heading: 'Exposure',
  },
] as const;
const ONLY = process.env.ONLY;

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  // One sign-in (an authenticator code serves once); each size and theme is the same page resized and reloaded.
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL });
  const page = await context.newPage();
  await signInDemoOperator(page);
  for (const screen of SCREENS.filter((candidate) => ONLY === undefined || candidate.name === ONLY)) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of THEMES) {
        await page.setViewportSize(viewport);
        await page.evaluate((stored) => localStorage.setItem('theme', stored), theme);
        await page.goto(screen.path);
        await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${OUTPUT}/backoffice-lottery-${screen.name}-${device}-${theme}.png`,
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
