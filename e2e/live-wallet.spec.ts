import Database from 'better-sqlite3';

import { dismissPopups } from './account-helpers';
import { expect, test } from './fixtures';
import { MAIN_DATABASE } from './servers';
import { depositThroughSandbox, openAsMember, registerMember, wagerAtDemoVendor } from './wallet-helpers';

const MERCHANT_HEADERS = { Merchant: 'PLAZA', Language: 'en' };

/** Sets the demo pool's chance (one round in `oneIn`) straight in the main server's database. */
function setJackpotChance(oneIn: number): void {
  const database = new Database(MAIN_DATABASE, { timeout: 10_000 });
  try {
    database.prepare("update jackpot_pool set one_in = ? where currency = 'USD'").run(oneIn);
  } finally {
    database.close();
  }
}

test("a change the server makes reaches every open tab's header balance without a reload", async ({
  page,
  context,
  request,
}) => {
  const member = await registerMember(request);
  await dismissPopups(page);
  await openAsMember(page, member);
  const other = await context.newPage();
  await openAsMember(other, member);
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('header-balance')).toHaveText('$0', { timeout: 60_000 });
  }

  // A deposit made outside both tabs (through the API), then a vendor's bet and win through the vendor wallet.
  await depositThroughSandbox(request, member, 2_500);
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('header-balance')).toHaveText('$25', { timeout: 15_000 });
  }
  await wagerAtDemoVendor(request, member, 500, 1_500);
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('header-balance')).toHaveText('$35', { timeout: 15_000 });
  }
  await other.close();
});

test('the jackpot is shown live to a visitor, and a win is announced', async ({ page, request }) => {
  await dismissPopups(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Jackpot', exact: true });
  await expect(banner.getByTestId('jackpot-win')).toContainText('Last won by', { timeout: 60_000 });
  // The pool's amount in the ticker's reading (the Chinese-locale grouping of
  // docs/product/games.md#the-jackpot-ticker, the currency's decimals).
  await expect(banner.getByTestId('jackpot-reading')).toContainText(/Jackpot: [\d,]+\.\d\d/, {
    timeout: 30_000,
  });

  // A member wins the pool with a slot round (its chance set to one in one for this round).
  const member = await registerMember(request);
  await depositThroughSandbox(request, member, 100_000);
  const launch = await request.post('/wps/game/launchGame', {
    headers: { ...MERCHANT_HEADERS, Authorization: member.token },
    data: { vassalage: 'BGS', gameCode: 'BGS_SLOT' },
  });
  const launched = (await launch.json()) as { value: { launchToken: string } };
  setJackpotChance(1);
  try {
    const round = await request.post('/bgs/api/slot/round', {
      headers: { Language: 'en' },
      data: { token: launched.value.launchToken, stake: 1_000 },
    });
    expect(round.ok(), await round.text()).toBe(true);
  } finally {
    setJackpotChance(20_000);
  }
  await expect(banner.getByTestId('jackpot-win')).toContainText('just won the jackpot', { timeout: 15_000 });
  await expect(banner.getByTestId('jackpot-win')).toContainText(
    `${member.username.slice(0, 2)}****${member.username.slice(-2)}`,
  );
});
