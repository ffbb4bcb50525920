// Takes the screenshots of the pages that run a launched game in a frame and of the live figures: /fbSport (the
// sportsbook, its home side picked), /seamless with a game named, the live lobby with each table's limits and
// seated players, and the casino lobby's jackpot games under the jackpot ticker, light and dark, desktop (1440 px) and phone (390 px).
// Needs a running server (SCREENSHOT_URL, default http://127.0.0.1:3000). Writes PNG files to SCREENSHOT_DIR
// (default docs/screenshots/); SCREENSHOT_PAGES (default sports,seamless,live-rooms,jackpot) chooses the pages.
import { mkdirSync } from 'node:fs';

import { chromium, request } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';

import { CHROMIUM_LAUNCH, readMessage } from '../e2e/servers';
import { registerMember } from '../e2e/wallet-helpers';
import type { TestMember } from '../e2e/wallet-helpers';
import { openMemberContext } from './screenshot-sign-in';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.SCREENSHOT_DIR ?? 'docs/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;
const PAGES = (process.env.SCREENSHOT_PAGES ?? 'sports,seamless,live-rooms,jackpot').split(',');
const message = (key: string) => readMessage('en', key);

/** Seats a new member at a live table, as a launch does. */
async function seatPlayer(gameCode: string): Promise<void> {
  const api = await request.newContext({ baseURL: BASE_URL });
  const member = await registerMember(api);
  const response = await api.post('/wps/game/launchGame', {
    headers: { Merchant: 'PLAZA', Language: 'en', Authorization: member.token },
    data: { vassalage: 'DEMO', gameCode },
  });
  if (!response.ok()) {
    throw new Error(`launch failed: ${await response.text()}`);
  }
  await api.dispose();
}

/** A page of the viewport and theme, the member's session kept and the announcement pop-ups read. */
async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  theme: string,
  member: TestMember | null,
): Promise<Page> {
  const context = await openMemberContext(browser, {
    viewport,
    baseURL: BASE_URL,
    token: member?.token ?? null,
    theme,
  });
  return context.newPage();
}

async function main(): Promise<void> {
  mkdirSync(OUTPUT, { recursive: true });
  const api = await request.newContext({ baseURL: BASE_URL });
  const member = await registerMember(api);
  await api.dispose();
  if (PAGES.includes('live-rooms')) {
    for (const [gameCode, players] of [
      ['DEMO_LIVE_BACCARAT', 3],
      ['DEMO_LIVE_ROULETTE', 1],
      ['DEMO_LIVE_SICBO', 2],
    ] as const) {
      for (let index = 0; index < players; index += 1) {
        await seatPlayer(gameCode);
      }
    }
  }
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of THEMES) {
        if (PAGES.includes('sports')) {
          const page = await openPage(browser, viewport, theme, member);
          await page.goto('/fbSport');
          const book = page.frameLocator('iframe');
          await book.getByRole('button', { name: message('play.demo.placeBet') }).waitFor();
          // The home side picked (no money moves until "Place bet"), to show the picked state and the pick line.
          await book
            .getByRole('button', { name: new RegExp(`^${message('play.demo.market.football.home')}`) })
            .click();
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${OUTPUT}/sports-${size}-${theme}.png` });
          await page.context().close();
        }
        if (PAGES.includes('seamless')) {
          const page = await openPage(browser, viewport, theme, member);
          await page.goto('/seamless?vassalage=DEMO&gameCode=DEMO_SLOT');
          await page
            .frameLocator('iframe')
            .getByRole('button', { name: message('play.slot.spin') })
            .waitFor();
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${OUTPUT}/seamless-${size}-${theme}.png` });
          await page.context().close();
        }
        if (PAGES.includes('live-rooms')) {
          const page = await openPage(browser, viewport, theme, member);
          await page.goto('/live');
          await page
            .getByText(/players? seated/)
            .first()
            .waitFor();
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: `${OUTPUT}/live-rooms-${size}-${theme}.png` });
          await page.context().close();
        }
        if (PAGES.includes('jackpot')) {
          const page = await openPage(browser, viewport, theme, null);
          await page.goto('/rng?classify=JP');
          await page.getByRole('region', { name: message('jackpot.title') }).waitFor();
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${OUTPUT}/jackpot-${size}-${theme}.png` });
          await page.goto('/');
          await page.getByRole('region', { name: message('jackpot.title') }).waitFor();
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${OUTPUT}/jackpot-home-${size}-${theme}.png`, fullPage: true });
          await page.context().close();
        }
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
