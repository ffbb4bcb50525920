// Takes the screenshots of the game screens a reviewer looks at: the dice and slot screens after a round and
// the fairness panel verifying it, and Rocket Crash in flight with other players' bets, light and dark, desktop
// (1440 px) and phone (390 px). Needs a running server (SCREENSHOT_URL, default http://127.0.0.1:3000). Writes
// PNG files to SCREENSHOT_DIR (default docs/screenshots/); SCREENSHOT_GAMES (default dice,slot,roulette,baccarat,mines,crash)
// chooses the screens.
import { mkdirSync } from 'node:fs';

import { launchGameResponseSchema } from '@plaza/contracts/games';
import { chromium, request } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';

import { CHROMIUM_LAUNCH, readMessage } from '../e2e/servers';
import { depositThroughSandbox, registerMember } from '../e2e/wallet-helpers';
import type { TestMember } from '../e2e/wallet-helpers';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.SCREENSHOT_DIR ?? 'docs/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;
const message = (key: string) => readMessage('en', key);
const GAMES = (process.env.SCREENSHOT_GAMES ?? 'dice,slot,roulette,baccarat,mines,crash').split(',');

async function launch(member: TestMember, gameCode: string): Promise<string> {
  const api = await request.newContext({ baseURL: BASE_URL });
  const response = await api.post('/wps/game/launchGame', {
    headers: { Merchant: 'PLAZA', Language: 'en', Authorization: member.token },
    data: { vassalage: gameCode.startsWith('BGS') ? 'BGS' : 'DEMO', gameCode },
  });
  const body = (await response.json()) as { value: unknown };
  await api.dispose();
  return launchGameResponseSchema.parse(body.value).url;
}

async function openGame(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  theme: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL });
  await context.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId('game-balance').waitFor();
  return page;
}

/** A full-page screenshot of a scrolled page would draw the sticky game bar where the scroll left it. */
async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function playOnce(page: Page, buttonName: string): Promise<void> {
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await page.getByTestId('round-result').waitFor({ timeout: 20_000 });
  // Let the result animation finish.
  await page.waitForTimeout(500);
}

/** A crash bet of another player, through the game server's API, once the next game takes bets. */
async function betOnCrash(token: string, stake: number, autoCashOutHundredths?: number): Promise<void> {
  const api = await request.newContext({ baseURL: BASE_URL });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await api.post('/bgs/api/crash/bet', {
      data: { token, stake, ...(autoCashOutHundredths === undefined ? {} : { autoCashOutHundredths }) },
    });
    const answer = (await response.json()) as { errorCode?: string };
    // Only a closed betting phase is worth waiting out (a bet already placed on this game is fine too).
    if (response.ok() || answer.errorCode !== 'game.betting.closed') {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await api.dispose();
}

/** Rocket Crash in flight: the player's bet riding beside two other players' bets (one cashed out). */
async function takeCrashScreenshot(page: Page, others: string[], path: string): Promise<void> {
  const bet = page.getByRole('button', { name: message('play.crash.bet'), exact: true });
  const cashOut = page.getByRole('button', {
    name: new RegExp(`^${message('play.crash.cashOut').split('{{')[0] ?? ''}`),
  });
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await bet.waitFor({ timeout: 120_000 });
    await page.waitForFunction((name) => {
      const button = [...document.querySelectorAll('button')].find((found) => found.textContent === name);
      return button !== undefined && !button.disabled;
    }, message('play.crash.bet'));
    await Promise.all([
      betOnCrash(others[0] ?? '', 500, 110),
      betOnCrash(others[1] ?? '', 2_500),
      bet.click(),
    ]);
    try {
      await cashOut.waitFor({ timeout: 15_000 });
      // Let the rocket climb past the first cash-out.
      await page.waitForTimeout(2_600);
      if (await cashOut.isVisible()) {
        await page.screenshot({ path, fullPage: true });
        await cashOut.click();
        return;
      }
    } catch {
      // Busted before the cash-out showed: the next round.
    }
  }
  throw new Error('no flight lasted long enough for the screenshot');
}

async function main(): Promise<void> {
  mkdirSync(OUTPUT, { recursive: true });
  const api = await request.newContext({ baseURL: BASE_URL });
  const member = await registerMember(api);
  await depositThroughSandbox(api, member, 500_000);
  await api.dispose();
  // Two more players, whose crash bets fill the list of the round.
  const others: string[] = [];
  if (GAMES.includes('crash')) {
    for (let index = 0; index < 2; index += 1) {
      const setup = await request.newContext({ baseURL: BASE_URL });
      const other = await registerMember(setup);
      await depositThroughSandbox(setup, other, 100_000);
      await setup.dispose();
      others.push(new URL(await launch(other, 'BGS_CRASH'), BASE_URL).searchParams.get('token') ?? '');
    }
  }
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of THEMES) {
        if (GAMES.includes('crash')) {
          const crash = await openGame(browser, await launch(member, 'BGS_CRASH'), viewport, theme);
          await takeCrashScreenshot(crash, others, `${OUTPUT}/crash-${size}-${theme}.png`);
          await crash.context().close();
        }
        if (!GAMES.includes('dice')) {
          continue;
        }
        const dice = await openGame(browser, await launch(member, 'BGS_DICE'), viewport, theme);
        await playOnce(dice, message('play.dice.roll'));
        await scrollToTop(dice);
        await dice.screenshot({ path: `${OUTPUT}/game-dice-${size}-${theme}.png`, fullPage: true });

        // The fairness panel after a rotation, verifying the round just played.
        await dice.getByRole('button', { name: message('play.fairness.open') }).click();
        const panel = dice.getByRole('dialog', { name: message('play.fairness.title') });
        await panel.getByRole('button', { name: message('play.fairness.rotate') }).click();
        await panel.getByTestId('revealed-seed').waitFor();
        await panel
          .getByRole('button', { name: message('play.fairness.verify'), exact: true })
          .first()
          .click();
        await panel.getByRole('button', { name: message('play.fairness.verify'), exact: true }).click();
        await panel.getByTestId('verify-result').waitFor();
        await dice.screenshot({ path: `${OUTPUT}/game-fairness-${size}-${theme}.png` });
        await dice.context().close();
      }
      for (const theme of THEMES.filter(() => GAMES.includes('slot'))) {
        const slot = await openGame(browser, await launch(member, 'BGS_SLOT'), viewport, theme);
        await playOnce(slot, message('play.slot.spin'));
        await scrollToTop(slot);
        await slot.screenshot({ path: `${OUTPUT}/game-slot-${size}-${theme}.png`, fullPage: true });
        await slot.context().close();
      }
      for (const theme of THEMES.filter(() => GAMES.includes('roulette'))) {
        const roulette = await openGame(browser, await launch(member, 'BGS_ROULETTE'), viewport, theme);
        await roulette.getByRole('button', { name: '17', exact: true }).click();
        await roulette.getByRole('button', { name: message('play.roulette.bet.red'), exact: true }).click();
        await playOnce(roulette, message('play.roulette.spin'));
        await scrollToTop(roulette);
        await roulette.screenshot({ path: `${OUTPUT}/game-roulette-${size}-${theme}.png`, fullPage: true });
        await roulette.context().close();
      }
      for (const theme of THEMES.filter(() => GAMES.includes('baccarat'))) {
        const baccarat = await openGame(browser, await launch(member, 'BGS_BACCARAT'), viewport, theme);
        await baccarat
          .getByRole('button', { name: new RegExp(`^${message('play.baccarat.side.banker')}`) })
          .click();
        await playOnce(baccarat, message('play.baccarat.deal'));
        await scrollToTop(baccarat);
        await baccarat.screenshot({ path: `${OUTPUT}/game-baccarat-${size}-${theme}.png`, fullPage: true });
        await baccarat.context().close();
      }
      for (const theme of THEMES.filter(() => GAMES.includes('mines'))) {
        // A round in play: started (or resumed: a round left open is the player's until it ends), two tiles turned;
        // a mine may end it early, which is a state worth seeing too.
        const mines = await openGame(browser, await launch(member, 'BGS_MINES'), viewport, theme);
        const start = mines.getByRole('button', { name: message('play.mines.start'), exact: true });
        if (await start.isVisible()) {
          await start.click();
        }
        for (const tile of [1, 7]) {
          const button = mines.getByTestId(`mines-tile-${tile}`);
          await mines.waitForTimeout(400);
          if (await button.isDisabled()) {
            break;
          }
          await button.click();
        }
        await mines.waitForTimeout(400);
        await scrollToTop(mines);
        await mines.screenshot({ path: `${OUTPUT}/game-mines-${size}-${theme}.png`, fullPage: true });
        await mines.context().close();
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
