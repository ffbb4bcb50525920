import { expect, test } from '@playwright/test';

import { dismissPopups } from './account-helpers';
import { message, openAsMember, registerMember } from './wallet-helpers';

test('a member opens the sportsbook and a game named in the address, each in a frame filling the page', async ({
  page,
}) => {
  await dismissPopups(page);
  await openAsMember(page, await registerMember(page.request));

  await page.goto('/fbSport');
  const sportsbook = page.getByTitle(message('fbSport.title'), { exact: true });
  await expect(sportsbook).toBeVisible();
  expect(await sportsbook.getAttribute('src')).toMatch(/^\/play\/DEMO\?token=[^&]+&gameCode=DEMO_SPORTSBOOK/);
  // The demo studio's screen inside the frame (the stand-in plays only its slot, and says so).
  await expect(
    page.frameLocator('iframe').getByText(message('play.demo.notPlayableTitle'), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.goto('/seamless?vassalage=DEMO&gameCode=DEMO_SLOT');
  await expect(page.getByTitle('Golden Fruits', { exact: true })).toBeVisible();
  await expect(
    page.frameLocator('iframe').getByRole('button', { name: message('play.slot.spin') }),
  ).toBeVisible();
});

test('a visitor on the sportsbook page is asked to log in', async ({ page }) => {
  await dismissPopups(page);
  await page.goto('/fbSport');
  await expect(page.getByRole('dialog', { name: message('account.loginTitle') })).toBeVisible();
  await expect(page.getByText(message('embeddedGame.loginTitle'))).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});
