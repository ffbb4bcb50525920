import { launchGameResponseSchema } from '@plaza/contracts/games';
import { getErrorMessage } from '@plaza/contracts/error-messages';
import { expect, test } from './fixtures';
import type { Locator } from '@playwright/test';

import { depositThroughSandbox, message, registerMember } from './wallet-helpers';

/** A message with an {{interpolation}} as a pattern that matches its text up to the first one. */
function startsWith(key: string): RegExp {
  const [head = ''] = message(key).split('{{');
  return new RegExp(`^${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The seconds the countdown to take-off shows ("4.2 s" → 4.2), or 0 when there is none (the game is flying). */
async function readSecondsLeft(countdown: Locator): Promise<number> {
  const text = await countdown.textContent({ timeout: 1_000 }).catch(() => null);
  return text === null ? 0 : Number.parseFloat(text);
}

/** The amount a money text shows, in cents ("$1,000.25" → 100025). */
async function readCents(locator: Locator): Promise<number> {
  return Number((await locator.textContent())?.replace(/[^0-9]/g, '') ?? 'NaN');
}

// Limits that only end a hang (every step waits for a state): a round is 5 s of bets, a flight that may last a
// minute at a high multiplier, and a 3 s pause; an answer from a server beside two busy loops took seconds.
const ROUND_LIMIT_MS = 120_000;
const ANSWER_LIMIT_MS = 30_000;
// Half the betting window still to run when the bet is sent.
const MINIMUM_SECONDS_LEFT = 2.5;
const MAXIMUM_ATTEMPTS = 8;

test('a member bets on Rocket Crash, cashes out in flight and sees the balance change', async ({
  page,
  request,
}) => {
  // Up to eight games of about 15 s each (more on a busy machine).
  test.setTimeout(600_000);
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
  const countdown = page.getByTestId('crash-countdown');
  const status = page.getByTestId('crash-bet-status');
  const placed = status.filter({ hasText: startsWith('play.crash.betPlaced') });
  const riding = status.filter({ hasText: startsWith('play.crash.betRiding') });
  const lost = status.filter({ hasText: startsWith('play.crash.lost') });
  const refused = page.getByRole('alert').filter({ hasText: getErrorMessage('game.betting.closed', 'en') });

  // A game busts below the first cash-out once in a while (1.00× about 1 time in 100), and a cash-out that reaches
  // a loaded server late is priced late (a bust before 1.30× is about 1 game in 4): then the next game.
  for (let attempt = 1; ; attempt += 1) {
    // A fresh betting phase with time to spare, read from the page's countdown: a bet sent as the 5 s window closes
    // reaches the server after it (beside two busy loops), and is refused.
    await expect
      .poll(async () => readSecondsLeft(countdown), { timeout: ROUND_LIMIT_MS })
      .toBeGreaterThanOrEqual(MINIMUM_SECONDS_LEFT);
    await expect(betButton).toBeEnabled();
    const before = await readCents(balance);
    await page.keyboard.press('Space');
    // Still, the server's clock decides: a bet it refused as late leaves the balance alone, and the next round is
    // tried. A bet it took is "in" until take-off, then "flying" (or already busted).
    await expect(placed.or(riding).or(lost).or(refused)).toBeVisible({ timeout: ANSWER_LIMIT_MS });
    if (await refused.isVisible()) {
      expect(await readCents(balance)).toBe(before);
      // Closed, so it cannot stand for the next attempt's answer.
      await refused.getByRole('button', { name: message('common.close') }).click();
      await expect(refused).toHaveCount(0);
      continue;
    }
    await expect.poll(() => readCents(balance)).toBe(before - 100);

    // The game can bust at any moment, also between seeing the button and pressing it. A click would then
    // wait for a cash-out button that does not come back; the key is one event: it cashes out, or it finds
    // the round over and the status says so.
    await expect(cashOutButton.or(lost)).toBeVisible({ timeout: ROUND_LIMIT_MS });
    if (await cashOutButton.isVisible()) {
      await page.keyboard.press('Space');
    }
    await expect(status).toHaveText(/^(Cashed out at|Busted)/, { timeout: ANSWER_LIMIT_MS });
    const text = (await status.textContent()) ?? '';
    if (text.startsWith('Cashed out at') || attempt === MAXIMUM_ATTEMPTS) {
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
