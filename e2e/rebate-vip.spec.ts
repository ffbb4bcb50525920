import { expect as baseExpect, test } from './fixtures';
import {
  depositThroughSandbox,
  message,
  openAsMember,
  registerMember,
  wagerAtDemoVendor,
} from './wallet-helpers';

// Sessions share two cores: a page may take longer than the default to show a state.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a member sees rebate accrue after play, claims it, and sees the VIP progress', async ({ page }) => {
  const member = await registerMember(page.request);
  await depositThroughSandbox(page.request, member, 100_00);
  await openAsMember(page, member);

  const balanceButton = page.getByRole('banner').getByRole('button', { name: /^Balance / });
  const center = page.getByRole('dialog', { name: message('memberCenter.title') });
  await balanceButton.click();
  await center.getByRole('tab', { name: message('memberCenter.page.manualRebate') }).click();
  // Nothing played yet: nothing to claim.
  await expect(center.getByText(message('rebate.noneTitle'))).toBeVisible();
  await expect(center.getByRole('button', { name: message('rebate.claimNow') })).toBeDisabled();

  // 100.00 lost on a slot (settled): 1.2% of it accrues at level 0.
  await wagerAtDemoVendor(page.request, member, 100_00, 0);
  await page.reload();
  await balanceButton.click();
  await expect(balanceButton).toHaveAccessibleName(/\$0\.00/);
  await center.getByRole('tab', { name: message('memberCenter.page.manualRebate') }).click();
  await expect(center.getByTestId('rebate-claimable')).toHaveText('$1.20');
  const accruing = center.getByRole('table', { name: message('rebate.openTitle') });
  await expect(accruing.getByRole('row').filter({ hasText: '1.2%' })).toContainText('$100.00');

  // The claim asks first, then pays into the main wallet; nothing is left to claim.
  await center.getByRole('button', { name: message('rebate.claimNow') }).click();
  const dialog = page.getByRole('dialog', { name: message('rebate.claimTitle') });
  await expect(dialog).toContainText('$1.20');
  await dialog.getByRole('button', { name: message('rebate.confirmClaim') }).click();
  await expect(dialog.getByRole('status')).toContainText('$1.20');
  await dialog.getByRole('button', { name: message('rebate.backToRebate') }).click();
  await expect(center.getByTestId('rebate-claimable')).toHaveText('$0.00');
  await expect(balanceButton).toHaveAccessibleName(/\$1\.20/);

  // The VIP page: level 0 and the way to the next level.
  await center.getByRole('tab', { name: message('memberCenter.page.vip') }).click();
  await expect(center.getByTestId('vip-level')).toHaveText('VIP 0 · Normal');
  await expect(center.getByRole('heading', { name: 'Progress to VIP 1 · Bronze' })).toBeVisible();
  await expect(center.getByRole('table', { name: message('vip.ladder') }).getByRole('row')).toHaveCount(9);
});
