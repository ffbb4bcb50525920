// Takes a screenshot of every screen the back office's navigation lists (issue 24: "screenshots of every screen in
// both themes"), light and dark, desktop and phone, as the demo operator (ADMIN: every screen). Needs a running demo
// server (SCREENSHOT_URL, default http://127.0.0.1:3000). Writes PNG files to OUTPUT (default
// .tmp/screenshots/backoffice-tour/), named after each screen's address.
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { signInDemoOperator } from './screenshot-sign-in';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots/backoffice-tour';
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
const THEMES = ['light', 'dark'] as const;

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL });
  const page = await context.newPage();
  page.on('response', (response) => {
    if (response.status() >= 400) {
      console.log(`${response.status()} ${response.url()}`);
    }
  });
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signInDemoOperator(page);
  // Every screen the navigation links to, in its order.
  const paths = await page
    .locator('nav a[href^="/backoffice"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  console.log(`${paths.length} screens`);
  for (const path of paths) {
    const name = path.replace(/^\/backoffice\/?/, '').replaceAll('/', '-') || 'dashboard';
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of THEMES) {
        await page.setViewportSize(viewport);
        await page.evaluate((stored) => localStorage.setItem('theme', stored), theme);
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        await page
          .getByText(/^Loading…$/)
          .first()
          .waitFor({ state: 'hidden', timeout: 60_000 });
        await page.screenshot({ path: `${OUTPUT}/${name}-${device}-${theme}.png`, fullPage: true });
      }
    }
    console.log(name);
  }
} finally {
  await browser.close();
}
