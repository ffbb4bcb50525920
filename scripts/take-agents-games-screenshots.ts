// Takes the screenshots of the back office's agent tree, games catalogue, game categories and feedback list, light
// and dark, desktop, tablet and phone, as the demo operator. Needs a running demo server (SCREENSHOT_URL, default
// http://127.0.0.1:3000). Writes PNG files to OUTPUT (default .tmp/screenshots/).
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
const SCREENS = {
  'agent-tree': '/backoffice/agents/tree',
  catalogue: '/backoffice/games/catalogue',
  categories: '/backoffice/games/categories',
  feedback: '/backoffice/support/feedback',
} as const;

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  // One sign-in (an authenticator code serves once); each size and theme is the same page resized and reloaded.
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signInDemoOperator(page);
  for (const [name, path] of Object.entries(SCREENS)) {
    await page.goto(path);
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of THEMES) {
        await page.setViewportSize(viewport);
        await page.evaluate((stored) => localStorage.setItem('theme', stored), theme);
        await page.reload();
        await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        if (name === 'agent-tree') {
          // The second house opened: its sub-agent and a page of its members, with "show more".
          await page.getByRole('button', { name: 'Show the members under demohouse', exact: true }).click();
          await page.getByRole('button', { name: /^Show more/ }).waitFor({ timeout: 30_000 });
        }
        await page.screenshot({
          path: `${OUTPUT}/backoffice-${name}-${device}-${theme}.png`,
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
