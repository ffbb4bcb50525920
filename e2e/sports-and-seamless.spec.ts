import { expect, test } from './fixtures';

import { dismissPopups } from './account-helpers';
import { depositThroughSandbox, message, openAsMember, registerMember } from './wallet-helpers';

test('a member opens the sportsbook, places a pick in its frame, and spins a game named in the address', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  await depositThroughSandbox(page.request, member, 100_00);
  await dismissPopups(page);
  await openAsMember(page, member);

  await page.goto('/fbSport');
  const sportsbook = page.getByTitle(message('fbSport.title'), { exact: true });
  await expect(sportsbook).toBeVisible();
  expect(await sportsbook.getAttribute('src')).toMatch(/^\/play\/DEMO\?token=[^&]+&gameCode=DEMO_SPORTSBOOK/);
  // The demo studio's sportsbook inside the frame: a match, one button per outcome with its odds, one click bets.
  const book = page.frameLocator('iframe');
  await expect(book.getByRole('heading', { name: message('play.demo.market.football.title') })).toBeVisible();
  const balance = book.getByTestId('game-balance');
  await expect(balance).toHaveText('$100.00');
  const placeBet = book.getByRole('button', { name: message('play.demo.placeBet') });
  await expect(placeBet).toBeDisabled();
  const home = book.getByRole('button', {
    name: new RegExp(`^${message('play.demo.market.football.home')}`),
  });
  await expect(home).toContainText('2.13');
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');
  await book.getByRole('textbox', { name: /^Stake/ }).fill('2');
  await placeBet.click();
  const result = book.getByTestId('round-result');
  await expect(result).toContainText(/Result: (Lisbon Lions|Draw|Osaka Cranes)/);
  // A winning pick pays floor(2.00 × 2.13) = 4.26; any other outcome loses the stake.
  const isWin = (await result.innerText()).includes(message('play.demo.market.football.home'));
  await expect(result).toContainText(isWin ? 'You won $4.26' : message('play.result.lost'));
  await expect(balance).toHaveText(isWin ? '$102.26' : '$98.00');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.goto('/seamless?vassalage=DEMO&gameCode=DEMO_SLOT');
  await expect(page.getByTitle('Golden Fruits', { exact: true })).toBeVisible();
  // The stand-in's slot in the frame spins through the same wallet: the stake leaves, the payout comes back.
  const slot = page.frameLocator('iframe');
  const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  const slotBalance = slot.getByTestId('game-balance');
  await expect(slotBalance).toHaveText(isWin ? '$102.26' : '$98.00');
  const before = cents(await slotBalance.innerText());
  await slot.getByRole('textbox', { name: /^Stake/ }).fill('1');
  await slot.getByRole('button', { name: message('play.slot.spin') }).click();
  const spinResult = slot.getByTestId('round-result');
  await expect(spinResult).toBeVisible();
  const spinText = await spinResult.innerText();
  const payout = spinText.includes(message('play.result.lost')) ? 0 : cents(spinText);
  await expect(slotBalance).toHaveText(`$${((before - 100 + payout) / 100).toFixed(2)}`);
});

test('a visitor on the sportsbook page is asked to log in', async ({ page }) => {
  await dismissPopups(page);
  await page.goto('/fbSport');
  await expect(page.getByRole('dialog', { name: message('account.loginTitle') })).toBeVisible();
  await expect(page.getByText(message('embeddedGame.loginTitle'))).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});
