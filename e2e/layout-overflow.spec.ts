import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { dismissPopups } from './account-helpers';
import { signInToBackOffice } from './backoffice-helpers';
import { readMessage } from './servers';

// Issue 27: no text cut off or overflowing in any of the five languages at 360, 390, 768, 1024 and 1440 px, on the
// pages a visitor meets first. Each language loads each page once and then steps through the widths (the layout is
// CSS and media queries, so a resize is what a phone turned or a window dragged does).
const LANGUAGES = ['en', 'pt', 'vi', 'th', 'zh-CN'] as const;
const WIDTHS = [360, 390, 768, 1024, 1440];
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
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expectTidyLayout(page, `${path} in ${language} at ${width}px`);
      }
    }
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
