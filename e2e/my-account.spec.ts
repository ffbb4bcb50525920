import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from './fixtures';
import { CHROMIUM_LAUNCH, MAIN_URL } from './servers';
import {
  depositThroughSandbox,
  message,
  openAsMember,
  registerMember,
  wagerAtDemoVendor,
} from './wallet-helpers';

/**
 * My account, the wager limit and the installable web app (issue 23; docs/product/my-account.md,
 * docs/decisions/054-play-limits.md, docs/decisions/055-installable-web-app.md).
 */
test('my account shows the security items; a wager limit refuses a bet past it', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await depositThroughSandbox(request, member, 100_00);
  await openAsMember(page, member);

  // The header balance opens the member center on My account.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Balance / })
    .click();
  const dialog = page.getByRole('dialog', { name: message('memberCenter.title') });
  await expect(
    dialog.getByRole('tab', { name: message('memberCenter.page.securityCenter') }),
  ).toHaveAttribute('aria-selected', 'true');
  for (const key of ['loginPassword', 'paymentPassword', 'mobile', 'email', 'authenticator']) {
    await expect(dialog.getByText(message(`myAccount.item.${key}`), { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('heading', { name: message('myAccount.recentLogins') })).toBeVisible();

  // A 24-hour wager limit of 10.00, set on the Responsible gambling page.
  await dialog.getByRole('tab', { name: message('memberCenter.page.responsibleGambling') }).click();
  const wagers = dialog.getByRole('region', { name: message('memberServices.gambling.kindTitle.WAGER') });
  await wagers
    .getByLabel(message('memberServices.gambling.kindNewLimit.WAGER').replace('{{period}}', '24 hours'))
    .fill('10');
  await wagers
    .getByRole('button', { name: message('memberServices.gambling.save') })
    .first()
    .click();
  await expect(wagers.getByText('10.00').first()).toBeVisible();

  // 6.00 is taken; 5.00 more would pass 10.00 and is refused.
  await wagerAtDemoVendor(request, member, 6_00);
  await wagerAtDemoVendor(request, member, 5_00, 0, 'PLAYER_BLOCKED');
});

test('the site passes the installability check, guides the install and opens offline', async () => {
  // Chromium never offers installing in an incognito context (Playwright's usual one): a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'plaza-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM_LAUNCH, baseURL: MAIN_URL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/download');
    await expect(page.getByRole('heading', { name: message('installApp.lite.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: message('installApp.lite.download') })).toHaveAttribute(
      'href',
      /\/wps\/app\/webclip\.mobileconfig$/,
    );
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
