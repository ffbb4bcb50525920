import { expect, test } from './fixtures';
import { dismissPopups, message } from './account-helpers';

test('a visitor follows live matches whose clock and prices update, filters by sport and goes to the sportsbook', async ({
  page,
}) => {
  await dismissPopups(page);
  await page.goto('/sports');
  const strip = page.getByRole('region', { name: message('sportsLive.liveNow') });
  await expect(strip.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await strip.getByRole('link', { name: message('sportsLive.seeAll') }).click();

  await expect(page).toHaveURL(/\/sportsLive$/);
  await expect(page.getByRole('heading', { level: 1, name: message('sportsLive.title') })).toBeVisible();
  const live = page.getByRole('region', { name: new RegExp(`^${message('sportsLive.liveNow')}`) });
  const firstLive = live.getByRole('article').first();
  await expect(firstLive).toBeVisible();
  await expect(firstLive.getByTestId('home-score')).toHaveText(/^\d+$/);
  await expect(page.getByRole('region', { name: new RegExp(`^${message('sportsLive.hot')}`) })).toBeVisible();
  const upcoming = page.getByRole('region', { name: new RegExp(`^${message('sportsLive.upcoming')}`) });
  await expect(upcoming.getByRole('article')).toHaveCount(12);

  // The page asks again on its own: the time of the last reading moves on without a reload.
  const updated = page.getByText(/^Updated /);
  const first = await updated.textContent();
  await expect(updated).not.toHaveText(first ?? '', { timeout: 30_000 });

  // Basketball has no draw price; football has three.
  await page.getByRole('button', { name: message('sportsLive.sport.BASKETBALL'), exact: true }).click();
  for (const card of await upcoming.getByRole('article').all()) {
    await expect(card.getByRole('link', { name: new RegExp(`^${message('sportsLive.draw')} `) })).toHaveCount(
      0,
    );
  }
  await page.getByRole('button', { name: message('sportsLive.sport.FOOTBALL'), exact: true }).click();
  const football = upcoming.getByRole('article').first();
  await expect(
    football.getByRole('group', { name: message('sportsLive.oddsLabel') }).getByRole('link'),
  ).toHaveCount(3);

  await football
    .getByRole('group', { name: message('sportsLive.oddsLabel') })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/fbSport$/);
});
