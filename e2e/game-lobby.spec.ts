import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

import { dismissPopups, message, openLogin } from './account-helpers';
import { openAsMember, registerMember } from './wallet-helpers';

const playButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Play ${name}`, exact: true });
const gameGrid = (page: Page, viewKey: string) => page.getByRole('list', { name: message(viewKey) });
const chip = (page: Page, key: string) =>
  page.getByRole('group', { name: message('games.filters') }).getByRole('button', { name: message(key) });

test('a visitor browses the lobby by type and vendor, and searches it', async ({ page }) => {
  await dismissPopups(page);
  await page.goto('/');
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: message('category.live'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(playButton(page, 'Live Baccarat')).toBeVisible();
  await expect(playButton(page, 'Golden Fruits')).toHaveCount(0);

  await page.goto('/rng');
  const all = gameGrid(page, 'games.views.all');
  await expect(all.getByRole('listitem')).toHaveCount(17);
  await chip(page, 'games.classify.TG').click();
  await expect(page).toHaveURL(/classify=TG/);
  await expect(all.getByRole('listitem')).toHaveCount(3);
  for (const name of ['European Roulette', 'Baccarat', 'Blackjack']) {
    await expect(playButton(page, name)).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Plaza Originals' }).click();
  await expect(all.getByRole('listitem')).toHaveCount(2);
  await expect(playButton(page, 'Blackjack')).toHaveCount(0);

  await page.getByRole('tab', { name: message('games.allProviders') }).click();
  await chip(page, 'games.views.all').click();
  const search = page.getByRole('searchbox', { name: message('games.searchLabel') });
  await search.fill('dragão');
  await expect(all.getByRole('listitem')).toHaveCount(1);
  await expect(playButton(page, 'Dragon Pearls')).toBeVisible();
  await search.fill('no such game');
  await expect(page.getByText('No games match “no such game”')).toBeVisible();
});

test('a visitor who clicks a game is asked to log in', async ({ page }) => {
  await dismissPopups(page);
  await page.goto('/rng');
  await playButton(page, 'Golden Fruits').click();
  await expect(page.getByRole('dialog', { name: message('account.loginTitle') })).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
});

/** A member of its own for each test: the shared demo player may be behind a captcha after another test's failed login. */
async function logInAsNewMember(page: Page): Promise<void> {
  const member = await registerMember(page.request);
  await openAsMember(page, member);
}

test('a member adds a favourite, finds it under Favourites, and removes it', async ({ page }) => {
  await dismissPopups(page);
  await logInAsNewMember(page);

  await page.goto('/rng');
  const add = page.getByRole('button', { name: 'Add Mines to favourites' });
  await add.click();
  const remove = page.getByRole('button', { name: 'Remove Mines from favourites' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  await chip(page, 'games.views.favorites').click();
  const favorites = gameGrid(page, 'games.views.favorites');
  await expect(favorites.getByRole('button', { name: 'Play Mines', exact: true })).toBeVisible();

  // Still a favourite after a reload: the server kept it.
  await page.reload();
  await expect(favorites.getByRole('button', { name: 'Play Mines', exact: true })).toBeVisible();

  await favorites.getByRole('button', { name: 'Remove Mines from favourites' }).click();
  await expect(favorites.getByRole('button', { name: 'Play Mines', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(message('games.emptyFavoritesTitle'))).toBeVisible();
});

test('a member opens a game, finds it under Recent, and is offered others for a game under maintenance', async ({
  page,
}) => {
  await dismissPopups(page);
  await logInAsNewMember(page);
  await page.goto('/rng');

  const opened = page.waitForEvent('popup');
  await playButton(page, 'Dice').click();
  const game = await opened;
  expect(game.url()).toMatch(/\/play\/BGS\?token=[^&]+&gameCode=BGS_DICE/);
  await game.close();

  await chip(page, 'games.views.recent').click();
  const recent = gameGrid(page, 'games.views.recent');
  await expect(recent.getByRole('button', { name: 'Play Dice', exact: true })).toBeVisible();

  await chip(page, 'games.views.all').click();
  await playButton(page, 'Ocean Treasure').click();
  const dialog = page.getByRole('dialog', { name: message('games.maintenanceTitle') });
  await expect(
    dialog.getByText('This game is under maintenance. Please try one of our other games.'),
  ).toBeVisible();
  const suggestions = dialog.getByRole('list', { name: message('games.maintenanceSuggestions') });
  await expect(suggestions.getByRole('listitem')).toHaveCount(6);
  await expect(suggestions.getByRole('button', { name: 'Play Ocean Treasure', exact: true })).toHaveCount(0);
  await expect(suggestions.getByRole('button', { name: 'Play Golden Fruits', exact: true })).toBeVisible();
});

test('a trial player is told a real account is needed to open a game or keep a favourite', async ({
  page,
}) => {
  await dismissPopups(page);
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('button', { name: message('account.tryForFree') }).click();
  await expect(login).toHaveCount(0, { timeout: 20_000 });

  await page.goto('/fish');
  const notice = page.getByRole('dialog', { name: message('account.noticeTitle') });
  await playButton(page, 'Fish Hunter').click();
  await expect(notice.getByText(message('account.needTrueAccount'))).toBeVisible();
  await notice.getByRole('button', { name: message('account.confirm') }).click();
  await expect(notice).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Fish Hunter to favourites' }).click();
  await expect(notice.getByText(message('account.needTrueAccount'))).toBeVisible();
  await notice.getByRole('button', { name: message('account.confirm') }).click();
  await expect(page.getByRole('button', { name: 'Add Fish Hunter to favourites' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
