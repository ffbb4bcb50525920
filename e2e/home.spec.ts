import { expect, test } from './fixtures';

import { readMessage } from './servers';

// What the demo deployment's database holds, per language (server/src/demo/demo-content.ts).
const SERVER_CONTENT = {
  en: {
    notice: 'Every in-house game round can be verified',
    promotion: '100% Welcome Bonus',
    popup: 'Welcome to Plaza',
  },
  pt: {
    notice: 'Cada rodada dos jogos da casa',
    promotion: 'Bônus de Boas-vindas 100%',
    popup: 'Bem-vindo à Plaza',
  },
} as const;

for (const language of ['en', 'pt'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`home renders the server's content in ${language}, ${theme} theme`, async ({ page }) => {
      await page.addInitScript(
        (stored) => {
          localStorage.setItem('lang', stored.language);
          localStorage.setItem('theme', stored.theme);
        },
        { language, theme },
      );
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      // The anonymous pop-up (audience B) opens first; closing it reveals the page.
      const popup = page.getByRole('dialog', { name: readMessage(language, 'popup.title') });
      await expect(popup.getByText(SERVER_CONTENT[language].popup)).toBeVisible();
      await popup
        .getByRole('button', { name: readMessage(language, 'common.close') })
        .first()
        .click();
      await expect(popup).toHaveCount(0);

      await expect(page.getByText(SERVER_CONTENT[language].notice).first()).toBeVisible();
      await expect(page.getByText(SERVER_CONTENT[language].promotion).first()).toBeVisible();
      await expect(page.getByRole('button', { name: readMessage(language, 'account.login') })).toBeVisible();
      const banner = page.locator('img[src*="/media/banners/home-"]').first();
      await expect(banner).toBeVisible();
    });
  }
}

test('the theme switch and the language selector change the page and are remembered', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('dialog', { name: readMessage('en', 'popup.title') })
    .getByRole('button', { name: readMessage('en', 'common.close') })
    .first()
    .click();
  await page.getByRole('button', { name: readMessage('en', 'shell.darkTheme') }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('button', { name: 'Português' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByText('Cada rodada dos jogos da casa').first()).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'pt',
    'en',
  ]);
});

test('an invalid stored theme falls back to light, an unsupported language to the default', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('lang', 'xx');
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The default is written back once the deployment's languages arrive, which can be after the first paint.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});
