import { expect, test } from './fixtures';
import { dismissPopups, message } from './account-helpers';

// Issue 27: the first screen is painted from the page itself, in the member's theme, while the start-up calls are
// still on their way; never a blank page or a lone spinner. The status call is held until the test has seen it.
test('the skeleton of the shell is on screen until the start-up calls answer, then the home page replaces it', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await dismissPopups(page);
  let releaseStatus: () => void = () => undefined;
  const statusHeld = new Promise<void>((resolve) => {
    releaseStatus = resolve;
  });
  let statusAsked = false;
  await page.route('**/wps/system/status', async (route) => {
    statusAsked = true;
    await statusHeld;
    await route.continue();
  });

  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const skeleton = page.locator('#boot-shell');
  await expect(skeleton).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => statusAsked).toBe(true);
  // The app runs by now and is waiting for the status: the skeleton is still what the visitor sees.
  await expect(page.getByRole('status')).toHaveText(message('common.loading'));
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  releaseStatus();
  await expect(page.getByRole('banner').getByRole('button', { name: message('account.login') })).toBeVisible({
    timeout: 20_000,
  });
  await expect(skeleton).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
