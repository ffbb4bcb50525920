import { ERROR_MESSAGES } from '@plaza/contracts/error-messages';
import { boundAccountSchema, withdrawalSchema } from '@plaza/contracts/withdrawals';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

import {
  actOnWithdrawal,
  depositThroughSandbox,
  listMemberWithdrawals,
  logInOperator,
  message,
  openAsMember,
  postEncrypted,
  registerMember,
  wagerAtDemoVendor,
} from './wallet-helpers';

/** A 1×1 PNG image, the smallest proof the server accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PAYMENT_PASSWORD = 'Pay-123456';

function memberCenter(page: Page) {
  return page.getByRole('dialog', { name: message('memberCenter.title') });
}

/** The header balance button, named with the full amount. */
function headerBalance(page: Page, amount: string) {
  return page.getByRole('banner').getByRole('button', { name: `Balance ${amount}, open the member center` });
}

/** Opens the member center from the header balance and shows one of its pages. */
async function openMemberCenterPage(page: Page, tab: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Balance / })
    .click();
  const dialog = memberCenter(page);
  await dialog.getByRole('tab', { name: tab }).click();
  await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

test('a member deposits through SANDBOX and sees the balance change in the header; a bank transfer waits', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await openAsMember(page, member);
  await expect(headerBalance(page, '$0.00')).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: message('wallet.deposit') })
    .click();
  const dialog = memberCenter(page);
  await expect(dialog.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('radio', { name: /Sandbox/ })).toBeChecked();

  // The amount is checked against the channel before anything is sent.
  const amount = dialog.getByRole('textbox', { name: /^Amount/ });
  await amount.fill('0.5');
  await dialog.getByRole('button', { name: message('wallet.continue') }).click();
  await expect(dialog.getByText('The minimum is $1.00.')).toBeVisible();
  await amount.fill('12.345');
  await expect(dialog.getByText('Use at most 2 decimals.')).toBeVisible();
  await amount.fill('10000.01');
  await expect(dialog.getByText('The maximum is $10,000.00.')).toBeVisible();

  await amount.fill('25.50');
  await dialog.getByRole('button', { name: message('wallet.continue') }).click();
  await expect(dialog.getByText(message('wallet.confirmDepositTitle'))).toBeVisible();
  await expect(dialog.getByText('$25.50')).toBeVisible();
  // Nothing has moved before the confirmation.
  await expect(headerBalance(page, '$0.00')).toBeVisible();
  await dialog.getByRole('button', { name: message('wallet.confirmDeposit') }).click();
  await expect(dialog.getByText('$25.50 deposited')).toBeVisible();

  await expect(headerBalance(page, '$25.50')).toBeVisible();
  // The header shows the balance without decimals (docs/product/money.md#balances).
  await expect(page.getByTestId('header-balance')).toHaveText('$25');
  const records = dialog.getByRole('table', { name: message('wallet.depositRecords') });
  await expect(records.getByRole('row', { name: /Sandbox.*\$25\.50.*Completed/ })).toBeVisible();

  // A manual bank transfer shows where to pay and stays pending; the balance does not change.
  await dialog.getByRole('button', { name: message('wallet.newDepositButton') }).click();
  await dialog.getByText('Bank transfer').click();
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('40');
  await dialog.getByRole('button', { name: message('wallet.continue') }).click();
  await dialog.getByRole('button', { name: message('wallet.confirmDeposit') }).click();
  await expect(dialog.getByText('Deposit of $40.00 waiting for your payment')).toBeVisible();
  await expect(dialog.getByText('Plaza Demo Bank')).toBeVisible();
  await expect(dialog.getByText('0001 2345 6789')).toBeVisible();
  await expect(records.getByRole('row', { name: /Bank transfer.*\$40\.00.*Pending/ })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page
    .getByRole('banner')
    .getByRole('button', { name: message('wallet.refreshBalance') })
    .click();
  await expect(headerBalance(page, '$25.50')).toBeVisible();
});

test('a member sets a payment password, binds a bank account, withdraws once the turnover is met, and confirms receipt', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await depositThroughSandbox(request, member, 5000);
  await openAsMember(page, member);
  await expect(headerBalance(page, '$50.00')).toBeVisible();

  const dialog = await openMemberCenterPage(page, 'Withdraw');
  await dialog.getByLabel(/^Login password/).fill(member.password);
  await dialog.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
  await dialog.getByLabel(/^Confirm payment password/).fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: message('wallet.setPaymentPassword') }).click();

  // The deposit must be wagered first (turnover multiplier 1 in the demo).
  await expect(dialog.getByText('$50.00 still to wager')).toBeVisible();
  await expect(dialog.getByText(message('wallet.turnoverBlocks'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: message('wallet.continue') })).toBeDisabled();

  await dialog.getByRole('button', { name: message('wallet.bindBankAccount') }).click();
  const bind = page.getByRole('dialog', { name: message('wallet.bindBankAccount') });
  await bind.getByLabel(/^Bank/).selectOption({ label: 'Citibank' });
  await bind.getByLabel(/^Account number/).fill('1234 5678 9012');
  await bind.getByLabel(/^Account holder/).fill('Wallet Tester');
  await bind.getByLabel(/^Payment password/).fill('wrong-password');
  await bind.getByRole('button', { name: message('wallet.bind') }).click();
  await expect(bind.getByText(/attempts left/)).toBeVisible();
  await bind.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
  await bind.getByRole('button', { name: message('wallet.bind') }).click();
  await expect(bind).toHaveCount(0);
  await expect(dialog.getByText('Citibank', { exact: true })).toBeVisible();

  // A bet of 50.00 that pays 50.00 back: the turnover is met and the balance unchanged.
  await wagerAtDemoVendor(request, member, 5000, 5000);
  await page.reload();
  await openMemberCenterPage(page, 'Withdraw');
  await expect(dialog.getByText(message('wallet.turnoverMet'), { exact: true })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '$50.00' })).toBeVisible();

  await dialog.getByRole('radio', { name: /Bank transfer/ }).check();
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('60');
  await dialog.getByRole('button', { name: message('wallet.continue') }).click();
  await expect(dialog.getByText('You have $50.00 in your main wallet.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('20');
  // The server's quote: the demo bank channel takes a fixed 1.00.
  await expect(dialog.getByText('$19.00')).toBeVisible();
  await dialog.getByRole('button', { name: message('wallet.continue') }).click();

  const confirm = page.getByRole('dialog', { name: message('wallet.confirmWithdrawalTitle') });
  await expect(confirm.getByText('$20.00')).toBeVisible();
  await expect(confirm.getByText('$1.00')).toBeVisible();
  await confirm.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
  await confirm.getByRole('button', { name: message('wallet.confirmWithdrawal') }).click();
  await expect(confirm).toHaveCount(0);
  await expect(dialog.getByText('Withdrawal of $20.00 requested; $19.00 will be paid')).toBeVisible();
  await expect(headerBalance(page, '$30.00')).toBeVisible();
  const records = dialog.getByRole('table', { name: message('wallet.withdrawalRecords') });
  await expect(records.getByText(message('wallet.withdrawalStatus.PENDING'))).toBeVisible();

  // The operator approves and pays it through the operator API.
  const operatorToken = await logInOperator(request);
  const [withdrawal] = await listMemberWithdrawals(request, operatorToken, member.id);
  expect(withdrawal).toMatchObject({ status: 'PENDING', amount: 2000, fee: 100, payoutAmount: 1900 });
  await actOnWithdrawal(request, operatorToken, `/ops/withdrawals/${withdrawal?.id}/approve`);
  const disbursed = await actOnWithdrawal(
    request,
    operatorToken,
    `/ops/withdrawals/${withdrawal?.id}/disburse`,
    {
      reference: `E2E-${Date.now()}`,
    },
  );
  expect(disbursed.status).toBe('DISBURSED');

  await page.reload();
  await openMemberCenterPage(page, 'Withdraw');
  await expect(records.getByText(message('wallet.withdrawalStatus.DISBURSED'))).toBeVisible();
  await expect(records.getByText(message('wallet.payoutStatus.AWAITING_CONFIRMATION'))).toBeVisible();
  await records.getByRole('button', { name: message('wallet.received'), exact: true }).click();
  const received = page.getByRole('dialog', { name: message('wallet.receivedTitle') });
  await expect(received.getByText(/Confirm that \$19\.00 arrived in Citibank/)).toBeVisible();
  await received.getByRole('button', { name: message('wallet.confirmReceived') }).click();
  await expect(received).toHaveCount(0);
  await expect(records.getByText(message('wallet.withdrawalStatus.COMPLETED'))).toBeVisible();
  await expect(
    records.getByRole('listitem').getByText(message('wallet.payoutStatus.RECEIVED'), { exact: true }),
  ).toBeVisible();

  const [completed] = await listMemberWithdrawals(request, operatorToken, member.id);
  expect(completed).toMatchObject({ status: 'COMPLETED', receivedAmount: 1900, remainingAmount: 0 });
});

test('a member reports a payment not received with proof images checked before upload, then confirms all received', async ({
  page,
  request,
}) => {
  // Set up through the member API: an operator credit (no turnover), a payment password, a bound e-wallet and a
  // withdrawal paid in two parts.
  const member = await registerMember(request);
  const operatorToken = await logInOperator(request);
  const credit = await request.post(`/ops/members/${member.id}/adjustments`, {
    headers: { Authorization: operatorToken },
    data: { amount: 10_000, reason: 'e2e funds' },
  });
  expect(credit.ok(), await credit.text()).toBe(true);
  await postEncrypted(request, member, '/wps/member/paymentPassword', {
    loginPassword: member.password,
    newPassword: PAYMENT_PASSWORD,
    confirmNewPassword: PAYMENT_PASSWORD,
  });
  const wallet = boundAccountSchema.parse(
    await postEncrypted(request, member, '/wps/member/boundAccounts', {
      kind: 'EWALLET',
      walletType: 'PAYPAL',
      address: 'wallet-tester@example.com',
      paymentPassword: PAYMENT_PASSWORD,
    }),
  );
  const requested = withdrawalSchema.parse(
    await postEncrypted(request, member, '/wps/payment/withdrawal', {
      channelCode: 'EWALLET_PAYOUT',
      boundAccountId: wallet.id,
      amount: 4000,
      paymentPassword: PAYMENT_PASSWORD,
    }),
  );
  await actOnWithdrawal(request, operatorToken, `/ops/withdrawals/${requested.id}/approve`);
  const reference = `E2E-${Date.now()}`;
  await actOnWithdrawal(request, operatorToken, `/ops/withdrawals/${requested.id}/disburse`, {
    reference: `${reference}-1`,
    amount: 1000,
  });
  await actOnWithdrawal(request, operatorToken, `/ops/withdrawals/${requested.id}/disburse`, {
    reference: `${reference}-2`,
  });

  await openAsMember(page, member);
  const dialog = await openMemberCenterPage(page, 'Withdraw');
  const records = dialog.getByRole('table', { name: message('wallet.withdrawalRecords') });
  const firstPayout = records.getByRole('listitem').filter({ hasText: '$10.00 sent' });
  await firstPayout.getByRole('button', { name: message('wallet.notReceived') }).click();

  const report = page.getByRole('dialog', { name: message('wallet.notReceivedTitle') });
  const picker = report.getByLabel(/^Proof images/);
  // Refused in the browser: another type, more than 5 MB, a fourth image.
  await picker.setInputFiles([
    { name: 'statement.gif', mimeType: 'image/gif', buffer: PNG },
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
  ]);
  await expect(report.getByText('statement.gif: only PNG or JPG images can be sent.')).toBeVisible();
  await expect(report.getByText('huge.png: larger than 5 MB.')).toBeVisible();
  await report.getByRole('button', { name: message('wallet.sendReport') }).click();
  await expect(report.getByText(message('wallet.proofRequired'))).toBeVisible();

  // A file that claims to be a png but is not: the browser lets it through, the server refuses it.
  await picker.setInputFiles([
    { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') },
  ]);
  const remark = report.getByRole('textbox', { name: /^Remark/ });
  await remark.fill('x'.repeat(141));
  await expect(report.getByText('The remark can have at most 140 characters.')).toBeVisible();
  await expect(report.getByRole('button', { name: message('wallet.sendReport') })).toBeDisabled();
  await remark.fill('Nothing arrived in my PayPal account.');
  await report.getByRole('button', { name: message('wallet.sendReport') }).click();
  await expect(report.getByText(ERROR_MESSAGES.en['upload.invalid'])).toBeVisible();

  await report.getByRole('button', { name: 'Remove fake.png' }).click();
  await picker.setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: PNG },
    { name: 'two.png', mimeType: 'image/png', buffer: PNG },
    { name: 'three.png', mimeType: 'image/png', buffer: PNG },
    { name: 'four.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(report.getByText('four.png: at most 3 images can be sent.')).toBeVisible();
  await expect(report.getByText('3/3')).toBeVisible();
  await report.getByRole('button', { name: message('wallet.sendReport') }).click();
  await expect(report).toHaveCount(0);
  await expect(
    records.getByRole('cell', { name: message('wallet.withdrawalStatus.DISPUTED'), exact: true }),
  ).toBeVisible();
  await expect(firstPayout.getByText('Reported with 3 images; our team is checking it.')).toBeVisible();

  // It arrived after all, with the second part: both are confirmed at once.
  await records.getByRole('button', { name: message('wallet.allReceived') }).click();
  const allReceived = page.getByRole('dialog', { name: message('wallet.allReceivedTitle') });
  await expect(allReceived.getByText(/Confirm that \$39\.40 arrived/)).toBeVisible();
  await allReceived.getByRole('button', { name: message('wallet.confirmReceived') }).click();
  await expect(records.getByText(message('wallet.withdrawalStatus.COMPLETED'))).toBeVisible();

  const [completed] = await listMemberWithdrawals(request, operatorToken, member.id);
  expect(completed?.payouts.map((payout) => payout.status)).toEqual(['RECEIVED', 'RECEIVED']);
  expect(completed?.payouts.find((payout) => payout.amount === 1000)?.proofIds).toHaveLength(3);
});

test('a member moves money to a game wallet and brings it all back', async ({ page, request }) => {
  const member = await registerMember(request);
  await depositThroughSandbox(request, member, 10_000);
  await openAsMember(page, member);
  const dialog = await openMemberCenterPage(page, message('memberCenter.page.transferFund'));
  const wallets = dialog.getByRole('list', { name: message('wallet.wallets') });

  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('30');
  await dialog.getByRole('button', { name: message('wallet.continue') }).click();
  await expect(dialog.getByText(message('wallet.confirmTransferTitle'))).toBeVisible();
  await dialog.getByRole('button', { name: message('wallet.confirmTransfer') }).click();
  await expect(dialog.getByText('$30.00 from Main wallet to DEMOTW wallet')).toBeVisible();
  await expect(wallets.getByRole('listitem').filter({ hasText: 'DEMOTW wallet' })).toContainText('$30.00');
  await expect(wallets.getByRole('listitem').filter({ hasText: 'Main wallet' })).toContainText('$70.00');
  // The total does not change: the money only moved.
  await expect(headerBalance(page, '$100.00')).toBeVisible();

  await dialog.getByRole('button', { name: message('wallet.newTransfer') }).click();
  await dialog.getByRole('button', { name: message('wallet.returnAll') }).click();
  await dialog.getByRole('button', { name: message('wallet.confirmTransfer') }).click();
  await expect(dialog.getByText('$30.00 from DEMOTW wallet to Main wallet')).toBeVisible();
  await expect(wallets.getByRole('listitem').filter({ hasText: 'Main wallet' })).toContainText('$100.00');
  await expect(wallets.getByRole('listitem').filter({ hasText: 'DEMOTW wallet' })).toContainText('$0.00');
});
