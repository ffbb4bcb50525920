import { getErrorMessage } from '@plaza/contracts/error-messages';
import { expect, test } from './fixtures';

import { dismissPopups, logIn, message, openRegister } from './account-helpers';

test('a visitor signs up, signs out and logs in again with the same password', async ({ page }) => {
  const username = `e2e${Date.now()}`;
  const password = 'Secret123';
  await dismissPopups(page);
  await page.goto('/');

  await openRegister(page);
  const dialog = page.getByRole('dialog', { name: message('account.registerTitle') });
  const usernameInput = dialog.getByRole('textbox', { name: /^User name/ });
  await expect(
    dialog.getByText('Starts with a letter, then letters and digits, 6–16 characters'),
  ).toBeVisible();
  await usernameInput.fill('1bad');
  await usernameInput.blur();
  await expect(dialog.getByText(message('validation.tooShort'))).toBeVisible();
  await usernameInput.fill(username);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByLabel(/^Confirm password/).fill(password);
  await dialog.getByRole('button', { name: message('account.createAccount') }).click();
  // Unticked declarations keep the form from being sent.
  await expect(dialog.getByText(message('validation.mustAgree')).first()).toBeVisible();
  for (const checkbox of await dialog.getByRole('checkbox').all()) {
    await checkbox.check();
  }
  await dialog.getByRole('button', { name: message('account.createAccount') }).click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });

  const memberButton = page.getByRole('banner').getByRole('button', { name: new RegExp(username) });
  await expect(memberButton).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();

  await memberButton.click();
  await page.getByRole('menuitem', { name: message('account.signOut') }).click();
  const confirm = page.getByRole('dialog', { name: message('account.signOutTitle') });
  await confirm.getByRole('button', { name: message('account.signOut') }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: message('account.login') }),
  ).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).not.toBeNull();

  await logIn(page, username, password);
  await expect(page.getByRole('dialog', { name: message('account.loginTitle') })).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(memberButton).toBeVisible();
});

test("a wrong password says so in the member's language and makes the captcha appear", async ({ page }) => {
  await dismissPopups(page);
  await page.goto('/');
  // A demo member no other spec signs in as: after one wrong password every address must solve a captcha for that
  // account for 15 minutes (issue 26), and the specs that sign in as the demo player would meet it.
  await logIn(page, 'demofriend3', 'WrongPassword1');
  const dialog = page.getByRole('dialog', { name: message('account.loginTitle') });
  await expect(dialog.getByRole('img', { name: message('account.captchaImage') })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog.getByRole('textbox', { name: /^Captcha/ })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(getErrorMessage('password.incorrect', 'en'));
});

test('the invitation-code field shows only when the address has no valid referral code', async ({ page }) => {
  await dismissPopups(page);
  const invitationCode = () =>
    page
      .getByRole('dialog', { name: message('account.registerTitle') })
      .getByRole('textbox', { name: /^Invitation code/ });

  await page.goto('/?referralCode=PLAZA1');
  await openRegister(page);
  await expect(
    page.getByRole('dialog', { name: message('account.registerTitle') }).getByRole('textbox', {
      name: /^User name/,
    }),
  ).toBeVisible();
  await expect(invitationCode()).toHaveCount(0);

  await page.goto('/?referralCode=NOSUCH1');
  await openRegister(page);
  await expect(invitationCode()).toBeVisible();
});
