import { lotteryBetPageSchema, lotteryGameMenusSchema } from '@plaza/contracts/lottery';
import type { LotteryGameSummary } from '@plaza/contracts/lottery';
import { balanceSchema } from '@plaza/contracts/wallet';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

import { depositThroughSandbox, message, openAsMember, registerMember } from './wallet-helpers';
import type { TestMember } from './wallet-helpers';

const HEADERS = { Merchant: 'PLAZA', Language: 'en' };

async function readValue(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<unknown> {
  const text = await response.text();
  expect(response.ok(), text).toBe(true);
  return (JSON.parse(text) as { value: unknown }).value;
}

/** The platform-drawn five-digit game with the shortest period: its draw comes soonest. */
async function findFastGame(request: APIRequestContext): Promise<LotteryGameSummary> {
  const menus = lotteryGameMenusSchema.parse(
    await readValue(await request.get('/lgw/games/game_menus', { headers: HEADERS })),
  );
  const games = menus.menus
    .flatMap((menu) => menu.games)
    .filter((game) => game.isPlatformDrawn && game.structure === 'ssc' && game.periodSeconds !== null)
    .sort((left, right) => (left.periodSeconds ?? 0) - (right.periodSeconds ?? 0));
  const [game] = games;
  if (game === undefined) {
    throw new Error('no platform-drawn five-digit game in the demo deployment');
  }
  return game;
}

async function readBalance(request: APIRequestContext, member: TestMember): Promise<number> {
  const value = await readValue(
    await request.get('/wps/v2/wallets/balance', { headers: { ...HEADERS, Authorization: member.token } }),
  );
  return balanceSchema.parse(value).sumBalance;
}

test('a member bets on a fast game, the draw happens, the win is credited and the draw verifies', async ({
  page,
  request,
}) => {
  test.setTimeout(6 * 60 * 1000);
  const member = await registerMember(request);
  await depositThroughSandbox(request, member, 100_000);
  const game = await findFastGame(request);
  await openAsMember(page, member);
  await page.goto(`/lottery?gameCode=${game.gameCode}`);

  // Big and small on the first digit: two combinations, one of which wins whatever is drawn.
  await page.getByRole('button', { name: message('lottery.betGroup.two_sided'), exact: true }).click();
  const picker = page.getByTestId('bet-picker');
  const chooser = page.getByRole('group', { name: message('lottery.betting.betTypes') });
  if (await chooser.isVisible()) {
    await chooser
      .getByRole('button', { name: message('lottery.betType.ssc_position_two_sided'), exact: true })
      .click();
  }
  const firstDigit = picker.getByRole('group', { name: message('lottery.row.d1') });
  await firstDigit.getByRole('button', { name: message('lottery.pick.big'), exact: true }).click();
  await firstDigit.getByRole('button', { name: message('lottery.pick.small'), exact: true }).click();
  await picker.getByRole('button', { name: message('lottery.picker.add') }).click();

  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByText(message('lottery.betType.ssc_position_two_sided'))).toBeVisible();
  const before = await readBalance(request, member);
  await slip.getByRole('button', { name: message('lottery.slip.place') }).click();
  const dialog = page.getByRole('dialog', { name: message('lottery.slip.confirmTitle') });
  await dialog.getByRole('button', { name: message('lottery.slip.confirm') }).click();
  await expect(page.getByTestId('bet-placed')).toBeVisible({ timeout: 30_000 });

  // The stake has left the wallet.
  const placed = lotteryBetPageSchema.parse(
    await readValue(await request.get('/lgw/bets', { headers: { ...HEADERS, Authorization: member.token } })),
  );
  const [bet] = placed.content;
  if (bet === undefined) {
    throw new Error('the placed bet is not in my bets');
  }
  expect(await readBalance(request, member)).toBe(before - bet.totalStake);

  // The draw comes after the issue closes; my bets then show the win.
  await page.getByRole('link', { name: message('lottery.nav.bets') }).click();
  const status = page.getByTestId(`bet-status-${bet.betId}`);
  await expect(status).toHaveAttribute('data-status', /^(won|lost)$/, { timeout: 4 * 60 * 1000 });
  await expect(status).toHaveAttribute('data-status', 'won');
  const settled = lotteryBetPageSchema
    .parse(
      await readValue(
        await request.get('/lgw/bets', { headers: { ...HEADERS, Authorization: member.token } }),
      ),
    )
    .content.find((item) => item.betId === bet.betId);
  expect(settled?.payout ?? 0).toBeGreaterThan(0);
  await expect
    .poll(() => readBalance(request, member))
    .toBe(before - bet.totalStake + (settled?.payout ?? 0));

  // The issue's draw recomputes in the browser and verifies.
  await page.getByRole('link', { name: message('lottery.nav.results') }).click();
  const row = page.getByRole('row').filter({ hasText: bet.issueNo });
  await row.getByRole('link', { name: message('lottery.results.verify') }).click();
  const verdict = page.getByTestId('draw-verification').getByRole('status');
  await expect(verdict).toHaveText(message('lottery.verify.verified'), { timeout: 30_000 });
  await expect(verdict).toHaveAttribute('data-verified', 'true');
});
