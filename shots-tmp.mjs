import { chromium } from '@playwright/test';
import { generate } from 'otplib';
const base = 'http://127.0.0.1:4500';
const out = '/tmp/backoffice-b/shots';
const pages = (process.argv[2] ?? 'support/feedback,agents/contracts,agents/bills,games/vendors').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const scheme of ['light', 'dark']) {
  for (const [device, viewport] of [['desktop', { width: 1366, height: 850 }], ['tablet', { width: 820, height: 1100 }]]) {
    const context = await browser.newContext({ viewport, colorScheme: scheme });
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), scheme);
    const page = await context.newPage();
    await page.goto(base + '/backoffice');
    await page.locator('input[autocomplete="username"], input[name="username"]').first().fill('operator').catch(async () => {
      await page.getByLabel(/user/i).first().fill('operator');
    });
    await page.locator('input[type="password"]').first().fill('Operator1234');
    await page.locator('button[type="submit"]').first().click();
    const code = page.locator('input[autocomplete="one-time-code"], input[inputmode="numeric"]').first();
    await code.waitFor();
    await code.fill(await generate({ secret: 'IGSJV2LOIZQFP6HADXXQPTNMWKZGOYPU' }));
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL(/backoffice\/(?!$)/);
    for (const path of pages) {
      await page.goto(`${base}/backoffice/${path}`);
      await page.waitForSelector('table, [role="status"], .state-message', { timeout: 15000 }).catch(() => {});
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${out}/${path.replace('/', '-')}-${device}-${scheme}.png`, fullPage: false });
    }
    if (process.argv[3] === 'dialogs') {
      await page.goto(`${base}/backoffice/support/feedback`);
      await page.getByRole('button', { name: 'Reply', exact: true }).first().click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${out}/dialog-feedback-${device}-${scheme}.png` });
      await page.goto(`${base}/backoffice/agents/bills?status=AWAITING_APPROVAL`);
      await page.getByRole('button', { name: 'Pay' }).first().click();
      await page.screenshot({ path: `${out}/dialog-pay-${device}-${scheme}.png` });
      await page.goto(`${base}/backoffice/games/vendors`);
      await page.getByRole('button', { name: 'Edit' }).last().click();
      await page.screenshot({ path: `${out}/dialog-vendor-${device}-${scheme}.png` });
    }
    await context.close();
  }
}
await browser.close();
