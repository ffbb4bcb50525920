import { expect, test } from './fixtures';

import { dismissPopups } from './account-helpers';
import { depositThroughSandbox, message, openAsMember, registerMember } from './wallet-helpers';

/** A message with its {{placeholders}} as wildcards, to find the text it makes whatever the figures. */
function messagePattern(key: string): RegExp {
  const escaped = message(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'));
}

test('a member spins the slot, sees the balance change and the round in the betting record, and verifies it', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  await depositThroughSandbox(page.request, member, 100_00);
  await dismissPopups(page);
  await openAsMember(page, member);
  await page.goto('/rng');

  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Play Plaza Gems', exact: true }).click();
  const game = await opened;
  const balance = game.getByTestId('game-balance');
  await expect(balance).toHaveText('$100.00');

  await game.getByRole('textbox', { name: /^Stake/ }).fill('1');
  await game.getByRole('button', { name: message('play.slot.spin') }).click();
  // The round's result shows among the last rounds: what it won less the stake.
  const lastRound = game
    .getByRole('region', { name: message('play.recent') })
    .getByRole('button')
    .first();
  await expect(lastRound).toBeVisible({ timeout: 20_000 });
  const net = Math.round(Number((await lastRound.innerText()).replace(/[^0-9.-]/g, '')) * 100);
  await expect(balance).toHaveText(`$${((100_00 + net) / 100).toFixed(2)}`);

  // Fairness: reveal the seed by rotating it, then verify the round in the browser.
  await game.getByRole('button', { name: message('play.fairness.open') }).click();
  const fairness = game.getByRole('dialog', { name: message('play.fairness.title') });
  await fairness.getByRole('button', { name: message('play.fairness.rotate') }).click();
  await expect(fairness.getByText(message('play.fairness.revealedTitle'))).toBeVisible();
  await fairness
    .getByRole('button', { name: message('play.fairness.verify') })
    .first()
    .click();
  await fairness.getByRole('button', { name: message('play.fairness.verify') }).click();
  const verdict = fairness.getByTestId('verify-result');
  await expect(verdict.getByText(message('play.fairness.hashMatches'))).toBeVisible();
  await expect(verdict.getByText(new RegExp(message('play.fairness.outcomeMatches')))).toBeVisible();
  // The round's jackpot draw (decision 081), recomputed in the browser, is the one the server recorded.
  const jackpotCheck = verdict.getByTestId('jackpot-check');
  await expect(jackpotCheck.getByText(messagePattern('jackpotRules.draw.matches'))).toBeVisible();
  await expect(jackpotCheck.getByText(/:\d+:jackpot:0$/)).toBeVisible();

  await game.keyboard.press('Escape');
  await expect(fairness).toBeHidden();

  // The slot links to the jackpot's rules: one chance in 20,000 a spin (the demo's pool), and the latest wins.
  const rulesOpened = game.context().waitForEvent('page');
  await game.getByRole('link', { name: message('jackpotRules.slotLink') }).click();
  const rules = await rulesOpened;
  await expect(rules.getByRole('heading', { level: 1, name: message('jackpotRules.title') })).toBeVisible();
  await expect(rules.getByTestId('jackpot-chance')).toHaveText(
    message('jackpotRules.chance').replace('{{oneIn}}', '20,000').replace('{{percent}}', '0.005%'),
  );
  await expect(
    rules.getByRole('table', { name: message('jackpotRules.winsTitle') }).getByRole('row'),
  ).not.toHaveCount(0);
  await rules.close();
  await game.close();

  // The betting record of the site lists the round with its stake and result.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Balance / })
    .click();
  const center = page.getByRole('dialog', { name: message('memberCenter.title') });
  await center.getByRole('tab', { name: message('memberCenter.page.personalHistoryCopy') }).click();
  const record = center.getByRole('table', { name: message('memberCenter.page.personalHistoryCopy') });
  const row = record.getByRole('row').filter({ hasText: 'Plaza Gems' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('$1.00').first()).toBeVisible();
  await expect(row.getByText(message('records.betStatus.settled'))).toBeVisible();
});
