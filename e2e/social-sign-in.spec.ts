import { randomBytes } from 'node:crypto';

import { expect, test } from './fixtures';

import {
  dismissPopups,
  memberButton,
  message,
  openLogin,
  openRegister,
  signOut,
  uniqueUsername,
} from './account-helpers';

test('a visitor signs up with the demo Google, signs out and back in with one click', async ({ page }) => {
  // The registration solves the challenge in the browser: room for a busy machine.
  test.slow();
  const username = uniqueUsername('gs');
  const email = `${username}@demo-mail.example`;
  await dismissPopups(page);
  await page.goto('/');
  const register = await openRegister(page);
  await register.getByRole('button', { name: 'With Google' }).click();

  // The demo deployment's stand-in for Google, served by Plaza itself.
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible({ timeout: 30_000 });
  await page.getByText('Use another account').click();
  await page.getByLabel('Name').fill('Social Tester');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: message('socialSignIn.title') });
  await expect(dialog.getByText(email)).toBeVisible({ timeout: 45_000 });
  await expect(dialog.getByRole('tab', { name: message('socialSignIn.registerNew') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const createButton = dialog.getByRole('button', { name: message('account.createAccount') });
  await dialog.getByRole('textbox', { name: /^User name/ }).fill(username);
  // The choice is final: not sent until the visitor confirms it.
  await createButton.click();
  await expect(dialog.getByText(message('socialSignIn.finalRequired'))).toBeVisible();
  for (const checkbox of await dialog.getByRole('checkbox').all()) {
    await checkbox.check();
  }
  await createButton.click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(memberButton(page, username)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await signOut(page, username);
  // One click: the stand-in remembers the identity, as Google does for a signed-in person.
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'With Google' }).click();
  await expect(memberButton(page, username)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: message('socialSignIn.title') })).toHaveCount(0);
});

test('a visitor who cancels at the provider is told so, and a forged return is refused', async ({ page }) => {
  test.slow();
  await dismissPopups(page);
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'With Facebook' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Facebook' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: message('socialSignIn.title') });
  await expect(dialog.getByText(message('socialSignIn.cancelled'))).toBeVisible({ timeout: 45_000 });
  await dialog
    .getByRole('button', { name: message('common.close') })
    .first()
    .click();
  await expect(dialog).toHaveCount(0);

  // A return this tab never started (another's state and code): refused before the server is asked.
  await page.goto(`/sign-in/callback?code=stolen&state=${randomBytes(16).toString('hex')}`);
  await expect(
    page
      .getByRole('dialog', { name: message('socialSignIn.title') })
      .getByText(message('socialSignIn.stateMismatch')),
  ).toBeVisible();
});
