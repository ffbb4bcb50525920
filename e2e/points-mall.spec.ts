import { operatorPointRedemptionPageSchema } from '@plaza/contracts/points';

import { chooseFromMemberMenu } from './account-helpers';
import { expect as baseExpect, test } from './fixtures';
import {
  depositThroughSandbox,
  logInOperator,
  message,
  openAsMember,
  postEncrypted,
  registerMember,
  wagerAtDemoVendor,
} from './wallet-helpers';

// Sessions share two cores: a page may take longer than the default 5 s to show a state.
const expect = baseExpect.configure({ timeout: 30_000 });

const PAYMENT_PASSWORD = 'Pay123456';

test('a member earns points by playing and redeems them in the mall', async ({ page, request }) => {
  const member = await registerMember(request);
  await postEncrypted(request, member, '/wps/member/paymentPassword', {
    loginPassword: member.password,
    newPassword: PAYMENT_PASSWORD,
    confirmNewPassword: PAYMENT_PASSWORD,
  });
  // $600 of valid bet at the demo vendor: 600 points at the demo rate of 1 point per $1.00.
  await depositThroughSandbox(request, member, 60_000);
  await wagerAtDemoVendor(request, member, 60_000);

  await openAsMember(page, member);
  await chooseFromMemberMenu(page, member.username, message('pageTitle.pointMall'));
  await expect(page).toHaveURL(/\/pointMall$/);
  await expect(page.getByTestId('points-balance')).toHaveText('600');

  // The $50 voucher needs more points and valid bet; the $5 one can be redeemed.
  const large = page.getByRole('listitem').filter({ hasText: '$50 cash voucher' });
  await expect(large.getByRole('button', { name: 'Redeem $50 cash voucher' })).toBeDisabled();
  await page.getByRole('button', { name: 'Redeem $5 cash voucher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem: $5 cash voucher' });
  await expect(dialog.getByText('100', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: message('pointsMall.confirm') }).click();
  await expect(dialog.getByText(message('validation.required'))).toBeVisible();
  await dialog.getByLabel(message('pointsMall.paymentPassword')).fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: message('pointsMall.confirm') }).click();
  await expect(dialog.getByRole('status')).toContainText('is in process');
  await dialog.getByRole('button', { name: message('pointsMall.backToMall') }).click();
  await expect(page.getByTestId('points-balance')).toHaveText('100');

  await page.getByRole('tab', { name: message('pointsMall.tab.history') }).click();
  await expect(
    page.getByRole('cell', { name: message('pointsMall.redemptionStatus.IN_PROCESS') }),
  ).toBeVisible();

  // The operator approves it; the history says so and the $5.00 is in the balance.
  const operatorToken = await logInOperator(request);
  const listed = await request.get('/ops/points/redemptions?status=IN_PROCESS&pageSize=100', {
    headers: { Authorization: operatorToken },
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  const queue = operatorPointRedemptionPageSchema.parse(((await listed.json()) as { value: unknown }).value);
  const mine = queue.content.find((each) => each.memberId === member.id);
  const approved = await request.post(`/ops/points/redemptions/${mine?.id}/approve`, {
    headers: { Authorization: operatorToken },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: message('pointsMall.tab.history') }).click();
  await expect(
    page.getByRole('cell', { name: message('pointsMall.redemptionStatus.APPROVED') }),
  ).toBeVisible();

  await page.getByRole('tab', { name: message('pointsMall.tab.details') }).click();
  await expect(page.getByRole('cell', { name: '+600' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '-500' })).toBeVisible();
});
