import type { Page } from '@playwright/test';
import { generate } from 'otplib';

import { DEMO_FINANCE_OPERATOR } from '../server/src/demo/demo-back-office';
import { message } from './account-helpers';
import { signInToBackOffice } from './backoffice-helpers';
import { expect, test } from './fixtures';

/** Miền Bắc's draw the demo lists five days back without a commitment (server/src/demo/demo-lottery-official.ts). */
function officialDay(): string {
  return new Date(Date.now() + 7 * 3600_000 - 5 * 86_400_000).toISOString().slice(0, 10);
}

/** The 27 numbers of a Miền Bắc table, in the board's order: each row's numbers as wide as its prize's. */
const NORTH_RESULT = [
  '80431',
  '17250',
  '66012',
  '39401',
  '11223',
  '44556',
  '77889',
  '90817',
  '26354',
  '58172',
  '3390',
  '4715',
  '8264',
  '1037',
  '5521',
  '6648',
  '7093',
  '2184',
  '9375',
  '0462',
  '318',
  '742',
  '905',
  '26',
  '58',
  '71',
  '04',
];

/** Signs the demo FINANCE operator in, binding the authenticator the sign-in offers at the first sign-in. */
async function signInAsFinance(page: Page): Promise<void> {
  await page.goto('/backoffice');
  await page.getByLabel(message('backoffice.signIn.username')).fill(DEMO_FINANCE_OPERATOR.username);
  await page.getByLabel(message('backoffice.signIn.password')).fill(DEMO_FINANCE_OPERATOR.password);
  await page.getByRole('button', { name: message('backoffice.signIn.submit') }).click();
  const secret = (await page.locator('.sign-in__secret code').textContent()) ?? '';
  await page.getByLabel(message('backoffice.signIn.code')).fill(await generate({ secret: secret.trim() }));
  await page.getByRole('button', { name: message('backoffice.signIn.submit') }).click();
  await expect(page.getByRole('button', { name: message('backoffice.shell.signOut') })).toBeVisible({
    timeout: 30_000,
  });
}

test('operator A enters an official result, is refused its confirmation, operator B confirms and the draw settles', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signInToBackOffice(page);
  await page.getByRole('link', { name: message('backoffice.nav.lotteryCalendar') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: message('backoffice.nav.lotteryCalendar') }),
  ).toBeVisible();
  // A platform-run game shows its commitment and no action.
  await expect(page.getByText(/Platform draw · commitment/).first()).toBeVisible({ timeout: 20_000 });

  await page.goto(`/backoffice/lottery/calendar?game=VN_MB&day=${officialDay()}`);
  await expect(
    page.getByRole('cell', { name: message('backoffice.lottery.issueStatus.CLOSED'), exact: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: message('backoffice.lottery.enterResult') }).click();

  const board = page.getByRole('form', { name: message('backoffice.lottery.entryTitle') });
  const inputs = board.locator('.lottery-ops-board input');
  await expect(inputs).toHaveCount(27);
  // One number too short first: refused on its own input before anything is sent.
  for (const [index, value] of NORTH_RESULT.entries()) {
    await inputs.nth(index).fill(index === 26 ? '4' : value);
  }
  await board.getByRole('button', { name: message('backoffice.lottery.submitResult') }).click();
  await expect(inputs.nth(26)).toHaveAttribute('aria-invalid', 'true');
  await inputs.nth(26).fill(NORTH_RESULT[26] ?? '');
  await board.getByRole('button', { name: message('backoffice.lottery.submitResult') }).click();
  await expect(board.getByRole('status')).toContainText('VN_MB');

  // The operator who entered it cannot confirm it: the server's message shows.
  const pending = page.getByRole('region', { name: message('backoffice.lottery.pendingTitle') });
  const row = pending.getByRole('row').filter({ hasText: 'VN_MB' });
  await expect(row).toContainText(message('backoffice.lottery.you'));
  await row.getByRole('button', { name: message('backoffice.lottery.confirm') }).click();
  const ownDialog = page.getByRole('dialog');
  await ownDialog.getByRole('button', { name: message('backoffice.lottery.confirm') }).click();
  await expect(ownDialog.getByRole('alert')).toContainText('another operator');
  await ownDialog.getByRole('button', { name: message('backoffice.list.cancel') }).click();

  // Operator B, in a browser of their own, confirms it.
  const context = await browser.newContext();
  const financePage = await context.newPage();
  await financePage.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signInAsFinance(financePage);
  await financePage.goto('/backoffice/lottery/results');
  const financeRow = financePage
    .getByRole('region', { name: message('backoffice.lottery.pendingTitle') })
    .getByRole('row')
    .filter({ hasText: 'VN_MB' });
  await financeRow.getByRole('button', { name: message('backoffice.lottery.confirm') }).click();
  const dialog = financePage.getByRole('dialog');
  await expect(dialog).toContainText(NORTH_RESULT[0] ?? '');
  await dialog.getByRole('button', { name: message('backoffice.lottery.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(financeRow).toHaveCount(0);
  await context.close();

  // The draw has the result and the settlement job settles it.
  await expect
    .poll(
      async () => {
        await page.goto(`/backoffice/lottery/calendar?game=VN_MB&day=${officialDay()}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        return page.getByText(message('backoffice.lottery.settled')).count();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(1);
  await expect(
    page.getByRole('cell', { name: message('backoffice.lottery.issueStatus.DRAWN') }).first(),
  ).toBeVisible();
});
