// Takes the screenshots of the jackpot's rules page (/jackpot, with the check of a real win open) and of the in-house
// slot's verifier showing a round's jackpot draw (decision 065), light and dark, desktop (1440 px) and phone
// (390 px), in English and Vietnamese. Needs a running demo server (SCREENSHOT_URL, default
// http://127.0.0.1:3000) and its SQLite file (SCREENSHOT_DATABASE): to have a real win to check, the script sets the
// pool's rule to one chance in one for a single spin of a new member, then back (a win drawn and paid as any).
// Writes PNG files to SCREENSHOT_DIR (default docs/screenshots/front-house/).
import { mkdirSync } from 'node:fs';

import { chromium, request } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';

import { CHROMIUM_LAUNCH, readMessage } from '../e2e/servers';
import { depositThroughSandbox, registerMember } from '../e2e/wallet-helpers';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const DATABASE = process.env.SCREENSHOT_DATABASE;
const OUTPUT = process.env.SCREENSHOT_DIR ?? 'docs/screenshots/front-house';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;
const LANGUAGES = ['en', 'vi'] as const;
const HEADERS = { Merchant: 'PLAZA', Language: 'en' };

async function call<T>(api: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const response = await api.post(path, {
    headers: { ...HEADERS, ...(token === undefined ? {} : { Authorization: token }) },
    data,
  });
  const body = (await response.json()) as { success: boolean; value: T };
  if (!body.success) {
    throw new Error(`${path}: ${JSON.stringify(body)}`);
  }
  return body.value;
}

/** A member who played three slot rounds, the last one winning the jackpot, with the seed then revealed. */
async function playToAWin(
  api: APIRequestContext,
): Promise<{ token: string; url: string; winRoundId: string }> {
  if (DATABASE === undefined) {
    throw new Error('SCREENSHOT_DATABASE names the server’s SQLite file');
  }
  const member = await registerMember(api);
  await depositThroughSandbox(api, member, 100_00);
  const launch = await call<{ launchToken: string; url: string }>(
    api,
    '/wps/game/launchGame',
    { vassalage: 'BGS', gameCode: 'BGS_SLOT' },
    member.token,
  );
  const spin = () =>
    call<{ round: { roundId: string } }>(api, '/bgs/api/slot/round', {
      token: launch.launchToken,
      stake: 100,
    });
  await spin();
  await spin();
  const database = new Database(DATABASE);
  const before = database.prepare('select one_in from jackpot_pool').get() as { one_in: number };
  database.prepare('update jackpot_pool set one_in = 1').run();
  let won: { round: { roundId: string } };
  try {
    won = await spin();
  } finally {
    database.prepare('update jackpot_pool set one_in = ?').run(before.one_in);
    database.close();
  }
  await call(api, '/bgs/api/fairness/rotate', { token: launch.launchToken });
  return { token: member.token, url: launch.url, winRoundId: won.round.roundId };
}

async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  theme: string,
  language: string,
  token: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, reducedMotion: 'reduce' });
  await context.addInitScript(
    ({ stored, lang, session }) => {
      localStorage.setItem('theme', stored);
      localStorage.setItem('lang', lang);
      sessionStorage.setItem('token', session);
      sessionStorage.setItem('announcementPopupClosed:A', '1');
      sessionStorage.setItem('announcementPopupClosed:B', '1');
      sessionStorage.setItem('announcementPopupClosed:F', '1');
    },
    { stored: theme, lang: language, session: token },
  );
  return context.newPage();
}

async function main(): Promise<void> {
  mkdirSync(OUTPUT, { recursive: true });
  const api = await request.newContext({ baseURL: BASE_URL });
  const played = await playToAWin(api);
  await api.dispose();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (const language of LANGUAGES) {
      const message = (key: string) => readMessage(language, key);
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        for (const theme of THEMES) {
          const name = `${language}-${size}-${theme}`;
          const rules = await openPage(browser, viewport, theme, language, played.token);
          await rules.goto(`/jackpot?win=${encodeURIComponent(played.winRoundId)}`);
          await rules.getByTestId('jackpot-win-check').waitFor();
          await rules.waitForLoadState('networkidle');
          // The check scrolled itself into view: back to the top, so the page's fixed header stays at its top.
          await rules.evaluate(() => window.scrollTo(0, 0));
          await rules.screenshot({ path: `${OUTPUT}/jackpot-rules-${name}.png`, fullPage: true });
          await rules.context().close();

          const game = await openPage(browser, viewport, theme, language, played.token);
          // The launch address carries the game's language.
          await game.goto(played.url.replace(/([?&]lang=)[^&]*/, `$1${language}`));
          await game.getByRole('button', { name: message('play.fairness.open') }).click();
          const panel = game.getByRole('dialog', { name: message('play.fairness.title') });
          await panel
            .getByRole('button', { name: message('play.fairness.verify') })
            .first()
            .click();
          await panel.getByRole('button', { name: message('play.fairness.verify') }).click();
          await panel.getByTestId('jackpot-check').waitFor();
          await panel.getByTestId('jackpot-check').scrollIntoViewIfNeeded();
          await game.screenshot({ path: `${OUTPUT}/jackpot-verify-${name}.png` });
          await game.context().close();
        }
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
