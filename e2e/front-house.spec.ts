import { getErrorMessage } from '@plaza/contracts/error-messages';

import { expect, test } from './fixtures';
import { dismissPopups, memberButton, message, openLogin } from './account-helpers';
import { registerMember } from './wallet-helpers';
import { readMessage } from './servers';

test('a visitor starts from the home page rows and opens a game page with its facts', async ({ page }) => {
  await dismissPopups(page);
  await page.goto('/');
  const hot = page.getByRole('region', { name: message('homeGames.hot') });
  await expect(hot.getByRole('button', { name: 'Play Plaza Gems', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  const casino = page.getByRole('region', {
    name: readMessage('en', 'homeGames.best').replace('{{category}}', message('category.casino')),
  });
  await expect(casino.getByRole('link', { name: message('homeGames.seeAll') })).toHaveAttribute(
    'href',
    '/rng',
  );
  await expect(
    page
      .getByRole('region', { name: message('homeGames.vendors') })
      .getByRole('link', { name: 'Plaza Originals' }),
  ).toBeVisible();

  await hot.getByRole('link', { name: 'About Plaza Gems' }).click();
  await expect(page).toHaveURL(/\/game\/BGS\/BGS_SLOT$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plaza Gems' })).toBeVisible();
  await expect(page.getByText('A five-reel gem slot with twenty lines')).toBeVisible();
  await expect(page.getByRole('heading', { name: message('gamePage.fairTitle') })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: message('gamePage.similar') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: message('games.play'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: message('account.loginTitle') })).toBeVisible();
});

test('a game page in Vietnamese, and a wrong password answered in Vietnamese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'vi'));
  await dismissPopups(page, (key) => readMessage('vi', key));
  await page.goto('/game/BGS/BGS_SLOT');
  await expect(page.getByRole('heading', { level: 1, name: 'Đá Quý Plaza' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/^96,\d\d%$/)).toBeVisible();

  await page.goto('/');
  await page
    .getByRole('button', { name: readMessage('vi', 'account.login') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: readMessage('vi', 'account.loginTitle') });
  await dialog
    .getByRole('textbox', { name: new RegExp(`^${readMessage('vi', 'account.field.username')}`) })
    .fill('nosuchplayer');
  await dialog.locator('input[type="password"]').fill('WrongPassword1');
  await dialog.getByRole('button', { name: readMessage('vi', 'account.login'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(getErrorMessage('password.incorrect', 'vi'), {
    timeout: 20_000,
  });
});

test('"Keep me signed in" opens a new tab of the site signed in', async ({ page, context }) => {
  const member = await registerMember(page.request);
  await dismissPopups(page);
  await page.goto('/');
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: /^User name/ }).fill(member.username);
  await dialog.getByLabel(/^Password/).fill(member.password);
  await dialog.getByRole('checkbox', { name: message('keepSignedIn.label') }).check();
  await dialog.getByRole('button', { name: message('account.login'), exact: true }).click();
  await expect(memberButton(page, member.username)).toBeVisible({ timeout: 20_000 });

  const newTab = await context.newPage();
  await newTab.goto('/');
  await expect(memberButton(newTab, member.username)).toBeVisible({ timeout: 20_000 });
  await newTab.close();
});
