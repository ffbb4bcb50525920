import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { dismissPopups, logIn, message } from './account-helpers';
import { signInToBackOffice } from './backoffice-helpers';
import { MAIN_URL, readMessage } from './servers';

// Issue 27: no text cut off or overflowing in any of the five languages at 360, 390, 480, 768, 1024 and 1440 px, on
// the pages a visitor meets first, and the header's buttons whole (480 px: where a visitor's logo shows whole again
// beside the phone's smaller buttons). Each language loads each page once and then steps through the widths (the
// layout is CSS and media queries, so a resize is what a phone turned or a window dragged does).
const LANGUAGES = ['en', 'pt', 'vi', 'th', 'zh-CN'] as const;
const WIDTHS = [360, 390, 480, 768, 1024, 1440];
const PAGES = ['/', '/game/BGS/BGS_SLOT', '/promotions', '/lott', '/help'];

/**
 * What is wrong with the layout as drawn, one line per fault: the page scrolls sideways; an element's own text is
 * wider than its box (unless it ends in an ellipsis on purpose); an element sticks out of the window without a
 * clipping or scrolling container around it. Visually hidden text (a 1 px clipped box) and scrollers are left alone.
 */
function layoutFaults(): string[] {
  const faults: string[] = [];
  const viewportWidth = window.innerWidth;
  if (document.documentElement.scrollWidth > viewportWidth + 1) {
    faults.push(`the page is ${document.documentElement.scrollWidth}px wide`);
  }
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 60)}"> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const insideClip = (element: Element) => {
    for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.position === 'fixed') {
        return true;
      }
    }
    return false;
  };
  for (const element of document.querySelectorAll('body *')) {
    if (!(element instanceof HTMLElement)) {
      continue;
    }
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) {
      continue;
    }
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'inline') {
      continue;
    }
    if (style.clipPath !== 'none' || style.clip !== 'auto') {
      continue;
    }
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (!ownText || style.overflowX === 'auto' || style.overflowX === 'scroll') {
      continue;
    }
    if (element.scrollWidth > element.clientWidth + 1 && style.textOverflow !== 'ellipsis') {
      faults.push(`${describe(element)} needs ${element.scrollWidth}px, has ${element.clientWidth}px`);
    }
    if (
      (box.right > viewportWidth + 1 || box.left < -1) &&
      style.position !== 'fixed' &&
      !insideClip(element)
    ) {
      faults.push(
        `${describe(element)} leaves the window (${Math.round(box.left)}–${Math.round(box.right)}px)`,
      );
    }
  }
  return faults;
}

async function expectTidyLayout(page: Page, where: string) {
  await expect
    .poll(() => page.evaluate(layoutFaults), { message: `layout faults on ${where}`, timeout: 15_000 })
    .toEqual([]);
}

for (const language of LANGUAGES) {
  test(`nothing is cut off or overflows in ${language} at 360–1440 px`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await dismissPopups(page, (key) => readMessage(language, key));
    for (const path of PAGES) {
      await page.setViewportSize({ width: WIDTHS[0] ?? 360, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await expectTidyPage(page, `${path} in ${language}`, WIDTHS);
    }
  });
}

/**
 * What is wrong with the header as drawn: a button or link that leaves the window, or one squeezed narrower than
 * a button can be (the menu button was drawn 9 px wide when the items at the end took its room). Visually hidden
 * ones (a 1 px clipped box) are left alone.
 */
function headerFaults(): string[] {
  const banner = document.querySelector('header');
  if (banner === null) {
    return ['no header'];
  }
  const faults: string[] = [];
  for (const control of banner.querySelectorAll('button, a')) {
    const box = control.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) {
      continue;
    }
    const name = `<${control.tagName.toLowerCase()} class="${control.className}"> "${control.getAttribute('aria-label') ?? (control.textContent ?? '').trim()}"`;
    if (box.right > window.innerWidth + 1 || box.left < -1) {
      faults.push(`${name} leaves the window (${Math.round(box.left)}–${Math.round(box.right)}px)`);
    }
    if (box.width < 24) {
      faults.push(`${name} is squeezed to ${Math.round(box.width)}px`);
    }
  }
  return faults;
}

/** The layout and the header at each width, on the page as it stands. */
async function expectTidyPage(page: Page, where: string, widths: readonly number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expectTidyLayout(page, `${where} at ${width}px`);
    await expect
      .poll(() => page.evaluate(headerFaults), { message: `header faults on ${where} at ${width}px` })
      .toEqual([]);
  }
}

const SIGNED_IN_WIDTHS = [360, 390, 768];

// A signed-in member's header carries more than a visitor's (balance, deposit, notices, messages, avatar; an
// agent's avatar has its badge, and the agent center its link): it must fit a phone and a tablet too, on the site
// and in the agent center. Each language signs in once as the demo player and once as the demo agent (in English,
// then the language and a theme are stored and the pages loaded in them; the themes differ only in colours).
for (const [index, language] of LANGUAGES.entries()) {
  const theme = index % 2 === 0 ? 'light' : 'dark';
  test(`a signed-in member’s and an agent’s pages fit 360, 390 and 768 px in ${language} (${theme})`, async ({
    page,
    browser,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(300_000);
    const text = (key: string) => readMessage(language, key);
    const balance = new RegExp(`^${text('wallet.headerBalanceLabel').split('{{')[0]?.trim() ?? ''}`);
    const choose = async (on: Page) => {
      await on.evaluate(
        ({ language, theme }) => {
          localStorage.setItem('lang', language);
          localStorage.setItem('theme', theme);
        },
        { language, theme },
      );
    };
    const expectSignedIn = async (on: Page) => {
      await expect(on.getByRole('main')).toBeVisible({ timeout: 30_000 });
      await expect(on.getByRole('banner').getByRole('button', { name: balance })).toBeVisible({
        timeout: 30_000,
      });
      await on.waitForLoadState('networkidle');
    };

    // The demo player: the home page, and My account (the member center, full screen on a phone).
    await dismissPopups(page);
    if (language !== 'en') {
      await dismissPopups(page, text);
    }
    await page.goto('/');
    await logIn(page, 'demoplayer', 'Player1234');
    await page.waitForFunction(() => sessionStorage.getItem('token') !== null);
    await choose(page);
    await page.goto('/');
    await expectSignedIn(page);
    await expectTidyPage(page, `/ as demoplayer in ${language}`, SIGNED_IN_WIDTHS);
    await page.getByRole('banner').getByRole('button', { name: balance }).click();
    const center = page.getByRole('dialog', { name: text('memberCenter.title') });
    await expect(center.getByRole('heading', { name: text('myAccount.recentLogins') })).toBeVisible({
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    await expectTidyPage(page, `my account as demoplayer in ${language}`, SIGNED_IN_WIDTHS);

    // The demo agent, in a browser of its own: the agent center's overview and its hourly salary's bills.
    const context = await browser.newContext({
      baseURL: MAIN_URL,
      viewport: { width: 1440, height: 800 },
      extraHTTPHeaders,
      reducedMotion: 'reduce',
    });
    const agent = await context.newPage();
    await dismissPopups(agent);
    if (language !== 'en') {
      await dismissPopups(agent, text);
    }
    await agent.goto('/agent');
    const login = agent.getByRole('region', { name: message('agent.loginTitle') });
    await login.getByRole('textbox', { name: /^User name/ }).fill('demoagent');
    await login.getByLabel(/^Password/).fill('Agent1234');
    await login.getByRole('button', { name: message('account.login'), exact: true }).click();
    await agent.waitForFunction(() => sessionStorage.getItem('token') !== null);
    await choose(agent);
    for (const path of ['/agent', '/agent/hourly-salary']) {
      await agent.setViewportSize({ width: 1440, height: 800 });
      await agent.goto(path);
      await expectSignedIn(agent);
      await expectTidyPage(agent, `${path} as demoagent in ${language}`, SIGNED_IN_WIDTHS);
    }
    await context.close();
  });
}

// The back office at a phone's, a tablet's and a desktop's width: no screen wider than the window (a wide table
// scrolls inside its own box), nothing sticking out of it, no text cut.
const BACK_OFFICE_SCREENS = [
  'dashboard',
  'reports',
  'members',
  'finance/deposits',
  'finance/withdrawals',
  'finance/adjustments',
  'content',
  'rewards/promotions',
  'rewards/claims',
  'rewards/vip',
  'rewards/rebate',
  'rewards/mall',
  'rewards/redemptions',
  'rewards/missions',
  'rewards/raffles',
  'rewards/referral',
  'settings/maintenance',
  'settings/switches',
  'settings/regions',
  'games/vendors',
  'games/catalogue',
  'games/categories',
  'agents/tree',
  'lottery/calendar',
  'lottery/results',
  'lottery/odds',
  'lottery/exposure',
  'agents/contracts',
  'agents/bills',
  'support/feedback',
  'support/chat',
  'operators',
  'audit',
];

test('every back-office screen fits 390, 820 and 1440 px', async ({ page }) => {
  test.setTimeout(240_000);
  await signInToBackOffice(page);
  for (const screen of BACK_OFFICE_SCREENS) {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto(`/backoffice/${screen}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    for (const width of [390, 820, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await expectTidyLayout(page, `/backoffice/${screen} at ${width}px`);
    }
  }
});
