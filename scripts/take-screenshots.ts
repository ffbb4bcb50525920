// Takes the screenshots a reviewer looks at: home, maintenance and region-blocked pages, light and dark,
// desktop and phone. Needs a running server (SCREENSHOT_URL, default http://127.0.0.1:3000) started with
// TRUST_PROXY=1 so the blocked page can be shown with X-Forwarded-For, and the same DATABASE_URL for the
// operator command that turns maintenance on and off. Writes PNG files to docs/screenshots/.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = 'docs/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;

function setMaintenance(isOn: boolean): void {
  execFileSync('node', ['--import', 'tsx', 'server/src/cli.ts', 'maintenance', isOn ? 'on' : 'off'], {
    stdio: 'inherit',
  });
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      const shoot = async (name: string, headers: Record<string, string> = {}) => {
        const context = await browser.newContext({ viewport, extraHTTPHeaders: headers });
        await context.addInitScript((stored) => {
          localStorage.setItem('theme', stored);
          sessionStorage.setItem('announcementPopupClosed:B', '1');
        }, theme);
        const page = await context.newPage();
        await page.goto(BASE_URL);
        await page.waitForLoadState('networkidle');
        await page.keyboard.press('Escape');
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUTPUT}/${name}-${device}-${theme}.png` });
        await context.close();
      };
      await shoot('home');
      await shoot('blocked', { 'X-Forwarded-For': '8.8.8.8' });
      setMaintenance(true);
      try {
        await shoot('maintenance');
      } finally {
        setMaintenance(false);
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots written to ${OUTPUT}/`);
