import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

import {
  chooseFromMemberMenu,
  dismissPopups,
  logIn,
  MAIN_SITE,
  memberButton,
  message,
  openLogin,
  openRegister,
  readLastMessage,
  readSmsCode,
  registerByMobileThroughApi,
  signOut,
  uniqueMobile,
} from './account-helpers';

async function register(page: Page, username: string, password: string, email?: string): Promise<void> {
  await openRegister(page);
  const dialog = page.getByRole('dialog', { name: message('account.registerTitle') });
  await dialog.getByRole('textbox', { name: /^User name/ }).fill(username);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByLabel(/^Confirm password/).fill(password);
  if (email !== undefined) {
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  }
  for (const checkbox of await dialog.getByRole('checkbox').all()) {
    await checkbox.check();
  }
  await dialog.getByRole('button', { name: message('account.createAccount') }).click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
}

test('a member changes the password from the avatar menu and logs in with the new one', async ({ page }) => {
  const username = `cp${Date.now()}`;
  await dismissPopups(page);
  await page.goto('/');
  await register(page, username, 'Secret123');

  await chooseFromMemberMenu(page, username, message('account.changePassword'));
  const dialog = page.getByRole('dialog', { name: message('account.changePasswordTitle') });
  await dialog.getByLabel(/^Current password/).fill('Secret123');
  await dialog.getByLabel(/^New password/).fill('Better456');
  await dialog.getByLabel(/^Confirm new password/).fill('Better457');
  await dialog.getByRole('button', { name: message('account.changePassword') }).click();
  await expect(dialog.getByText(message('validation.mismatch'))).toBeVisible();
  await dialog.getByLabel(/^Confirm new password/).fill('Better456');
  await dialog.getByRole('button', { name: message('account.changePassword') }).click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/$/);

  await signOut(page, username);
  const login = await openLogin(page);
  await login.getByRole('textbox', { name: /^User name/ }).fill(username);
  await login.getByLabel(/^Password/).fill('Better456');
  await login.getByRole('button', { name: message('account.login'), exact: true }).click();
  await expect(login).toHaveCount(0, { timeout: 20_000 });
  await expect(memberButton(page, username)).toBeVisible();
});

test('a member who forgot the password asks for the e-mail from the login form', async ({ page }) => {
  const username = `fp${Date.now()}`;
  const email = `${username}@example.com`;
  await dismissPopups(page);
  await page.goto('/');
  await register(page, username, 'Secret123', email);
  await signOut(page, username);

  const login = await openLogin(page);
  await login.getByRole('button', { name: message('account.forgotPassword') }).click();
  const dialog = page.getByRole('dialog', { name: message('account.forgotTitle') });
  // SMS login is on in the demo, so the mobile tab comes first and is open.
  await expect(dialog.getByRole('tab', { name: message('account.byMobile') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('tab', { name: message('account.byEmail') }).click();
  await dialog.getByRole('textbox', { name: /^User name/ }).fill(username);
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('button', { name: message('account.sendEmail') }).click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  const notice = page.getByRole('dialog', { name: message('account.noticeTitle') });
  await expect(notice.getByText(message('account.emailSent'))).toBeVisible();
  await notice.getByRole('button', { name: message('account.confirm') }).click();
  await expect(notice).toHaveCount(0);
  expect(readLastMessage(email)).not.toBeNull();
});

test('a visitor tries for free and is told member actions need a real account', async ({ page }) => {
  await dismissPopups(page);
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('button', { name: message('account.tryForFree') }).click();
  await expect(login).toHaveCount(0, { timeout: 20_000 });

  const trialButton = memberButton(page, message('account.trialBadge'));
  await expect(trialButton).toBeVisible();
  await trialButton.click();
  await page.getByRole('menuitem', { name: message('account.changePassword') }).click();
  const notice = page.getByRole('dialog', { name: message('account.noticeTitle') });
  await expect(notice.getByText(message('account.needTrueAccount'))).toBeVisible();
  await notice.getByRole('button', { name: message('account.confirm') }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: message('account.changePasswordTitle') })).toHaveCount(0);
});

test('a member registered by mobile logs in with an SMS code', async ({ page, request }) => {
  const mobile = uniqueMobile();
  await registerByMobileThroughApi(request, mobile, 'Secret123');
  await dismissPopups(page);
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('radio', { name: message('account.bySms') }).check();
  await login.getByRole('combobox', { name: message('account.field.country') }).selectOption('1');
  await login.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
  // The registration's code went to this number too: wait for the login's own.
  const previous = readLastMessage(`+1${mobile}`);
  await login.getByRole('button', { name: message('account.sendCode') }).click();
  const countdown = login.getByRole('button', { name: /^Resend in \d+ s$/ });
  await expect(countdown).toBeDisabled();
  await expect.poll(() => readLastMessage(`+1${mobile}`)).not.toBe(previous);
  await login.getByRole('textbox', { name: /^SMS code/ }).fill(readSmsCode('1', mobile));
  await login.getByRole('button', { name: message('account.login'), exact: true }).click();
  await expect(login).toHaveCount(0, { timeout: 20_000 });
  await expect(memberButton(page, mobile)).toBeVisible();
});

test('a member who forgot the password sets a new one by SMS and is logged in', async ({ page, request }) => {
  const mobile = uniqueMobile();
  await registerByMobileThroughApi(request, mobile, 'Secret123');
  await dismissPopups(page);
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('button', { name: message('account.forgotPassword') }).click();
  const dialog = page.getByRole('dialog', { name: message('account.forgotTitle') });
  await dialog.getByRole('combobox', { name: message('account.field.country') }).selectOption('1');
  await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
  const previous = readLastMessage(`+1${mobile}`);
  await dialog.getByRole('button', { name: message('account.sendCode') }).click();
  await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await expect.poll(() => readLastMessage(`+1${mobile}`)).not.toBe(previous);
  await dialog.getByRole('textbox', { name: /^SMS code/ }).fill(readSmsCode('1', mobile));
  await dialog.getByLabel(/^New password/).fill('Better456');
  await dialog.getByRole('button', { name: message('account.setNewPassword') }).click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  await expect(memberButton(page, mobile)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a login from a new IP asks for a second factor sent by SMS', async ({ page, request }) => {
  const mobile = uniqueMobile();
  const password = 'Secret123';
  // The main demo trusts X-Forwarded-For (playwright.config.ts), so each address below is a place of its own.
  // Registration logs the member in from the first address, which becomes known.
  await registerByMobileThroughApi(request, mobile, password, {
    ...MAIN_SITE,
    headers: { 'X-Forwarded-For': '203.0.113.10' },
  });

  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.11' });
  await dismissPopups(page);
  await page.goto('/');
  const login = await logIn(page, `m1${mobile}`, password);

  await expect(login.getByText(message('account.secondFactor.intro'))).toBeVisible({ timeout: 20_000 });
  const previous = readLastMessage(`+1${mobile}`);
  await login.getByRole('button', { name: message('account.sendCode') }).click();
  await expect.poll(() => readLastMessage(`+1${mobile}`)).not.toBe(previous);
  await login.getByRole('textbox', { name: /^SMS code/ }).fill(readSmsCode('1', mobile));
  await login.getByRole('button', { name: message('account.secondFactor.verify') }).click();
  await expect(login).toHaveCount(0, { timeout: 20_000 });
  await expect(memberButton(page, mobile)).toBeVisible();
});
