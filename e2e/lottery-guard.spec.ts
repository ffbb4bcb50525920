import { expect, test } from './fixtures';

import { readMessage } from './servers';

test('opening /lottery without a login token lands on the login dialog', async ({ page }) => {
  await page.goto('/lottery?gameCode=SEA_5D');
  await expect(page).toHaveURL(/\/$/);
  const accountDialog = page.getByRole('dialog', { name: readMessage('en', 'account.loginTitle') });
  await expect(accountDialog).toBeVisible();
  await expect(
    accountDialog.getByRole('tab', { name: readMessage('en', 'account.login'), selected: true }),
  ).toBeVisible();
});

test('opening /lottery with a token from the page address shows the lottery page without a footer', async ({
  page,
}) => {
  await page.goto('/lottery?gameCode=SEA_5D&token=abc123');
  await expect(page).toHaveURL(/\/lottery/);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
