import { launchGameResponseSchema } from '@plaza/contracts/games';
import { expect, test } from './fixtures';
import type { Locator } from '@playwright/test';

import { depositThroughSandbox, message, registerMember } from './wallet-helpers';

/** A message with an {{interpolation}} as a pattern that matches its text up to the first one. */
function startsWith(key: string): RegExp {
  const [head = ''] = message(key).split('{{');
  return new RegExp(`^${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The amount a money text shows, in cents ("$1,000.25" → 100025). */
async function readCents(locator: Locator): Promise<number> {
  return Number((await locator.textContent())?.replace(/[^0-9]/g, '') ?? 'NaN');
}

test('a member bets on Rocket Crash, cashes out in flight and sees the balance change', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await depositThroughSandbox(request, member, 100_000);
  const launched = await request.post('/wps/game/launchGame', {
    headers: { Merchant: 'PLAZA', Language: 'en', Authorization: member.token },
    data: { vassalage: 'BGS', gameCode: 'BGS_CRASH' },
  });
  const { url } = launchGameResponseSchema.parse(((await launched.json()) as { value: unknown }).value);
  await page.goto(url);

  const balance = page.getByTestId('game-balance');
  // The game window's first paint (its own chunk, the launch token's exchange): beside other work it took over the
  // 10 s default once (stop 33); the bound only ends a load that hangs.
  await expect(balance).toHaveText('$1,000.00', { timeout: 30_000 });
  const betButton = page.getByRole('button', { name: message('play.crash.bet'), exact: true });
  const cashOutButton = page.getByRole('button', { name: startsWith('play.crash.cashOut'), disabled: false });
  const status = page.getByTestId('crash-bet-status');
  const lost = status.filter({ hasText: startsWith('play.crash.lost') });

  // A game busts below the first cash-out once in a while (1.00× about 1 time in 100): then the next one.
  for (let attempt = 1; ; attempt += 1) {
    const before = await readCents(balance);
    await expect(betButton).toBeEnabled({ timeout: 30_000 });
    await page.keyboard.press('Space');
    await expect(status).toHaveText(startsWith('play.crash.betPlaced'));
    await expect.poll(() => readCents(balance)).toBe(before - 100);

    // The game can bust at any moment, also between seeing the button and pressing it. A click would then
    // wait for a cash-out button that does not come back; the key is one event: it cashes out, or it finds
    // the round over and the status says so.
    await expect(cashOutButton.or(lost)).toBeVisible({ timeout: 15_000 });
    if (await cashOutButton.isVisible()) {
      await page.keyboard.press('Space');
    }
    await expect(status).toHaveText(/^(Cashed out at|Busted)/);
    const text = (await status.textContent()) ?? '';
    if (text.startsWith('Cashed out at') || attempt === 3) {
      expect(text).toMatch(/^Cashed out at \d+\.\d{2}× · you won \$1\.\d{2}$/);
      const won = Number(text.replace(/^.*\$/, '').replace('.', ''));
      expect(won).toBeGreaterThanOrEqual(101);
      await expect.poll(() => readCents(balance)).toBe(before - 100 + won);
      break;
    }
  }
  // The round is in the player's own list of last rounds too.
  await expect(
    page.getByRole('region', { name: message('play.recent') }).getByRole('button'),
  ).not.toHaveCount(0);
});
