import { ERROR_MESSAGES } from '@plaza/contracts/error-messages';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

import {
  chooseFromMemberMenu,
  dismissPopups,
  logIn,
  memberButton,
  message,
  openLogin,
  openRegister,
  readLastMessage,
  readSmsCode,
  registerByUsernameThroughApi,
  requestTemporaryPassword,
  signOut,
  uniqueMobile,
  uniqueUsername,
} from './account-helpers';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** The change-password dialog, forced or not. */
function changePasswordDialog(page: Page) {
  return page.getByRole('dialog', { name: message('account.changePasswordTitle') });
}

test('a visitor signs up by mobile with the SMS code, signs out and logs in by SMS', async ({ page }) => {
  // Two sign-up attempts, each solving the challenge in the browser, and a login: room for a busy machine.
  test.slow();
  const mobile = uniqueMobile();
  await dismissPopups(page);
  await page.goto('/');
  const dialog = await openRegister(page);
  await dialog.getByRole('radio', { name: message('account.byMobile') }).check();
  // By mobile the server derives the user name from the number: no user-name field.
  await expect(dialog.getByRole('textbox', { name: /^User name/ })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: message('account.field.country') }).selectOption('1');
  const mobileInput = dialog.getByRole('textbox', { name: /^Mobile number/ });
  await mobileInput.fill('12345');
  await dialog.getByRole('button', { name: message('account.sendCode') }).click();
  await expect(dialog.getByText(message('account.invalidMobile'))).toBeVisible();

  await mobileInput.fill(mobile);
  await dialog.getByRole('button', { name: message('account.sendCode') }).click();
  await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await expect.poll(() => readLastMessage(`+1${mobile}`)).not.toBeNull();
  const code = readSmsCode('1', mobile);
  await dialog.getByLabel(/^Password/).fill('Secret123');
  await dialog.getByLabel(/^Confirm password/).fill('Secret123');
  for (const checkbox of await dialog.getByRole('checkbox').all()) {
    await checkbox.check();
  }
  const codeInput = dialog.getByRole('textbox', { name: /^SMS code/ });
  await codeInput.fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: message('account.createAccount') }).click();
  // A wrong code is pointed out under the code field, and the form stays for another try.
  await expect(dialog.getByText(ERROR_MESSAGES.en['verification.code.invalid'])).toBeVisible({
    timeout: 20_000,
  });
  await expect(codeInput).toHaveAttribute('aria-invalid', 'true');
  await codeInput.fill(code);
  await dialog.getByRole('button', { name: message('account.createAccount') }).click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  await expect(memberButton(page, `m1${mobile}`)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();

  await signOut(page, mobile);
  const login = await openLogin(page);
  await login.getByRole('radio', { name: message('account.bySms') }).check();
  await login.getByRole('combobox', { name: message('account.field.country') }).selectOption('1');
  await login.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
  const registrationCode = readLastMessage(`+1${mobile}`);
  await login.getByRole('button', { name: message('account.sendCode') }).click();
  await expect.poll(() => readLastMessage(`+1${mobile}`)).not.toBe(registrationCode);
  await login.getByRole('textbox', { name: /^SMS code/ }).fill(readSmsCode('1', mobile));
  await login.getByRole('button', { name: message('account.login'), exact: true }).click();
  await expect(login).toHaveCount(0, { timeout: 20_000 });
  await expect(memberButton(page, `m1${mobile}`)).toBeVisible();
});

test('a number already registered is refused under the mobile field', async ({ page }) => {
  // Two sign-ups, each solving the challenge in the browser: room for a busy machine.
  test.slow();
  const mobile = uniqueMobile();
  await dismissPopups(page);
  await page.goto('/');
  for (const attempt of ['first', 'second'] as const) {
    const dialog = await openRegister(page);
    await dialog.getByRole('radio', { name: message('account.byMobile') }).check();
    await dialog.getByRole('combobox', { name: message('account.field.country') }).selectOption('1');
    await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
    const previous = readLastMessage(`+1${mobile}`);
    await dialog.getByRole('button', { name: message('account.sendCode') }).click();
    await expect.poll(() => readLastMessage(`+1${mobile}`)).not.toBe(previous);
    await dialog.getByRole('textbox', { name: /^SMS code/ }).fill(readSmsCode('1', mobile));
    await dialog.getByLabel(/^Password/).fill('Secret123');
    await dialog.getByLabel(/^Confirm password/).fill('Secret123');
    for (const checkbox of await dialog.getByRole('checkbox').all()) {
      await checkbox.check();
    }
    await dialog.getByRole('button', { name: message('account.createAccount') }).click();
    if (attempt === 'first') {
      await expect(dialog).toHaveCount(0, { timeout: 20_000 });
      await signOut(page, mobile);
    } else {
      await expect(dialog.getByText(ERROR_MESSAGES.en['mobile.exists'])).toBeVisible({ timeout: 20_000 });
      await expect(dialog.getByRole('textbox', { name: /^Mobile number/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }
  }
});

test('a member who logs in with the e-mailed temporary password must change it, even after a reload', async ({
  page,
  request,
}) => {
  // Three logins, each solving the challenge in the browser.
  test.slow();
  const username = uniqueUsername('tp');
  const email = `${username}@example.com`;
  await registerByUsernameThroughApi(request, { username, password: 'Secret123', email });
  const temporaryPassword = await requestTemporaryPassword(request, username, email);
  await dismissPopups(page);
  await page.goto('/');
  await logIn(page, username, temporaryPassword);

  const dialog = changePasswordDialog(page);
  await expect(dialog.getByText(message('account.passwordChangeReason.firstLogin'))).toBeVisible({
    timeout: 20_000,
  });
  await expect(memberButton(page, username)).toBeVisible();
  // Forced: no close button, and neither Escape nor a reload gets rid of it.
  await expect(dialog.getByRole('button', { name: message('common.close') })).toHaveCount(0);
  await dialog.press('Escape');
  await expect(dialog).toBeVisible();
  await page.reload();
  await expect(dialog.getByText(message('account.passwordChangeReason.firstLogin'))).toBeVisible();
  await expect(memberButton(page, username)).toBeVisible();

  await dialog.getByLabel(/^Current password/).fill(temporaryPassword);
  await dialog.getByLabel(/^New password/).fill('Better456');
  await dialog.getByLabel(/^Confirm new password/).fill('Better456');
  await dialog.getByRole('button', { name: message('account.changePassword') }).click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('passwordChangeDue'))).toBeNull();
  await page.reload();
  await expect(memberButton(page, username)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The chosen password logs in with nothing more to change.
  await signOut(page, username);
  const login = await logIn(page, username, 'Better456');
  await expect(login).toHaveCount(0, { timeout: 20_000 });
  await expect(memberButton(page, username)).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a member forced to change the password may sign out instead', async ({ page, request }) => {
  const username = uniqueUsername('so');
  const email = `${username}@example.com`;
  await registerByUsernameThroughApi(request, { username, password: 'Secret123', email });
  const temporaryPassword = await requestTemporaryPassword(request, username, email);
  await dismissPopups(page);
  await page.goto('/');
  await logIn(page, username, temporaryPassword);

  const dialog = changePasswordDialog(page);
  await expect(dialog.getByText(message('account.passwordChangeReason.firstLogin'))).toBeVisible({
    timeout: 20_000,
  });
  await dialog.getByRole('button', { name: message('account.signOut') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('button', { name: message('account.login'), exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: message('account.login'), exact: true }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('the agent area lets only agents in, and an agent reaches it from the header', async ({
  page,
  request,
}) => {
  const player = uniqueUsername('pl');
  await registerByUsernameThroughApi(request, { username: player, password: 'Secret123' });
  await dismissPopups(page);
  await page.goto('/agent');
  await expect(page.getByRole('heading', { level: 1, name: message('pageTitle.agent') })).toBeVisible();

  // A player who logs in from the header on this page is told the area is for agents.
  const login = await logIn(page, player, 'Secret123');
  await expect(login).toHaveCount(0, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByText(message('agent.onlyTitle'))).toBeVisible();
  await expect(memberButton(page, player)).not.toContainText(message('account.agentBadge'));
  await expect(page.getByRole('banner').getByRole('link', { name: message('pageTitle.agent') })).toHaveCount(
    0,
  );
  await signOut(page, player);

  // The agent login refuses the player, and offers no remember-me (docs/product/accounts.md#the-agent-area).
  await page.goto('/agent');
  const agentLogin = page.getByRole('region', { name: message('agent.loginTitle') });
  await expect(agentLogin.getByRole('checkbox')).toHaveCount(0);
  await agentLogin.getByRole('textbox', { name: /^User name/ }).fill(player);
  await agentLogin.getByLabel(/^Password/).fill('Secret123');
  await agentLogin.getByRole('button', { name: message('account.login'), exact: true }).click();
  await expect(agentLogin.getByText(ERROR_MESSAGES.en['agent.only'])).toBeVisible({ timeout: 20_000 });
  await expect(memberButton(page, player)).toHaveCount(0);

  await agentLogin.getByRole('textbox', { name: /^User name/ }).fill('demoagent');
  await agentLogin.getByLabel(/^Password/).fill('Agent1234');
  await agentLogin.getByRole('button', { name: message('account.login'), exact: true }).click();
  // On the agent page the agent lands on the agent home (docs/product/accounts.md#the-agent-area).
  await expect(page.getByRole('heading', { name: 'Welcome, Demo Agent' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/agent$/);
  await expect(memberButton(page, 'demoagent')).toContainText(message('account.agentBadge'));

  await page.getByRole('banner').getByRole('link', { name: /Plaza/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await chooseFromMemberMenu(page, 'demoagent', message('pageTitle.agent'));
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Demo Agent' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /Plaza/ }).click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: message('pageTitle.agent') })
    .click();
  await expect(page).toHaveURL(/\/agent$/);
  await signOut(page, 'demoagent');
  await expect(page).toHaveURL(/\/$/);
});

test('the login form remembers the user name for one day when asked', async ({ page, request }) => {
  const username = uniqueUsername('rm');
  await registerByUsernameThroughApi(request, { username, password: 'Secret123' });
  await dismissPopups(page);
  await page.goto('/');
  let login = await openLogin(page);
  await login.getByRole('textbox', { name: /^User name/ }).fill(username);
  await login.getByLabel(/^Password/).fill('Secret123');
  await login.getByRole('checkbox', { name: message('account.rememberMe') }).check();
  await login.getByRole('button', { name: message('account.login'), exact: true }).click();
  await expect(login).toHaveCount(0, { timeout: 20_000 });
  await signOut(page, username);

  login = await openLogin(page);
  await expect(login.getByRole('textbox', { name: /^User name/ })).toHaveValue(username);
  await expect(login.getByRole('checkbox', { name: message('account.rememberMe') })).toBeChecked();
  await login.getByRole('button', { name: message('common.close') }).click();
  await expect(login).toHaveCount(0);

  // A day later the name is forgotten.
  await page.clock.setFixedTime(Date.now() + ONE_DAY_MS + 60_000);
  await page.reload();
  login = await openLogin(page);
  await expect(login.getByRole('textbox', { name: /^User name/ })).toHaveValue('');
  await expect(login.getByRole('checkbox', { name: message('account.rememberMe') })).not.toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('rememberedUsername'))).toBeNull();
});
