// Takes the screenshots of my account (security center, profile), responsible gambling and the download page, light
// and dark, desktop and phone. Needs a running demo server (SCREENSHOT_URL, default http://127.0.0.1:3000); a fresh
// member is registered with a deposit and a wager limit. Writes PNG files to OUTPUT (default .tmp/screenshots/).
import { mkdirSync } from 'node:fs';

import { chromium, request as playwrightRequest } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { openMemberContext } from './screenshot-sign-in';
import { depositThroughSandbox, registerMember } from '../e2e/wallet-helpers';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;
/** Member-center tabs by file name; `download` is a page of its own. */
const PAGES = {
  'my-account': 'My account',
  profile: 'Profile',
  'responsible-gambling': 'Responsible gambling',
  download: null,
} as const;

/** ONLY=download,profile takes those pages alone. */
const ONLY = process.env.ONLY?.split(',') ?? null;

const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
const member = await registerMember(request);
await depositThroughSandbox(request, member, 250_000);
await request.post('/wps/member/gamblingControls/limits', {
  headers: { Merchant: 'PLAZA', Authorization: member.token },
  data: { kind: 'WAGER', period: 'DAY', amount: 50_000 },
});
await request.dispose();

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      for (const [name, tab] of Object.entries(PAGES).filter(
        ([name]) => ONLY === null || ONLY.includes(name),
      )) {
        const context = await openMemberContext(browser, {
          viewport,
          baseURL: BASE_URL,
          serviceWorkers: 'block',
          token: member.token,
          theme,
        });
        const page = await context.newPage();
        await page.goto(tab === null ? '/download' : '/');
        await page.waitForLoadState('networkidle');
        if (tab !== null) {
          await page
            .getByRole('banner')
            .getByRole('button', { name: /^Balance / })
            .click();
          await page.getByRole('tab', { name: tab, exact: true }).click();
          await page.waitForLoadState('networkidle');
        }
        // Placeholders gone: the page shows its data.
        await page.waitForFunction(() => document.querySelector('.skeleton') === null);
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUTPUT}/${name}-${device}-${theme}.png` });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
