import { boundAccountSchema, withdrawalSchema } from '@plaza/contracts/withdrawals';
import { generate } from 'otplib';

import { DEMO_OPERATOR } from '../server/src/demo/demo-operator-account';
import { expect, test } from './fixtures';
import { logInOperator, message, postEncrypted, registerMember } from './wallet-helpers';

const PAYMENT_PASSWORD = 'Pay-123456';

test('an operator signs in with the second factor, approves a withdrawal, edits a home banner, and finds the actions in the audit log', async ({
  page,
  request,
}) => {
  // A whole working session in one test: generous on a busy machine; every step waits for a state.
  test.setTimeout(240_000);
  // A member with a withdrawal waiting for review, set up through the member and operator APIs.
  const member = await registerMember(request);
  const apiToken = await logInOperator(request);
  const credit = await request.post(`/ops/members/${member.id}/adjustments`, {
    headers: { Authorization: apiToken },
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
      address: 'backoffice-tester@example.com',
      paymentPassword: PAYMENT_PASSWORD,
    }),
  );
  const withdrawal = withdrawalSchema.parse(
    await postEncrypted(request, member, '/wps/payment/withdrawal', {
      channelCode: 'EWALLET_PAYOUT',
      boundAccountId: wallet.id,
      amount: 4000,
      paymentPassword: PAYMENT_PASSWORD,
    }),
  );

  // Sign in: the password, then the authenticator's code the server asks for.
  await page.goto('/backoffice');
  await page.getByLabel(message('backoffice.signIn.username')).fill(DEMO_OPERATOR.username);
  await page.getByLabel(message('backoffice.signIn.password')).fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: message('backoffice.signIn.submit') }).click();
  const code = page.getByLabel(message('backoffice.signIn.code'));
  await code.fill(await generate({ secret: DEMO_OPERATOR.totpSecret }));
  await page.getByRole('button', { name: message('backoffice.signIn.submit') }).click();
  await expect(page.getByRole('button', { name: message('backoffice.shell.signOut') })).toBeVisible();
  // The dashboard it lands on says when its earlier days were summarized (decision 068).
  await expect(page.getByTestId('summarized-at')).toBeVisible();

  // Approve the withdrawal from the queue, after the confirmation (the navigation's entry: the dashboard the operator
  // lands on has a "Withdrawals to review" link of its own).
  await page.getByRole('link', { name: message('backoffice.nav.withdrawals'), exact: true }).click();
  await page.getByRole('searchbox').fill(String(member.id));
  await page.getByRole('searchbox').press('Enter');
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row.getByText(message('backoffice.finance.withdrawalStatus.PENDING'))).toBeVisible();
  await row.getByRole('button', { name: message('backoffice.finance.approve') }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(member.username);
  await confirm.getByRole('button', { name: message('backoffice.finance.approve') }).click();
  await expect(row.getByText(message('backoffice.finance.withdrawalStatus.APPROVED'))).toBeVisible();

  // Edit the first English home banner: the player's home page shows the new title.
  const bannerTitle = `Welcome bonus ${Date.now() % 100_000}`;
  await page.getByRole('link', { name: message('backoffice.nav.content') }).click();
  const contentScreen = page.getByRole('main');
  await contentScreen.getByLabel(message('backoffice.content.type')).selectOption('B');
  await contentScreen.getByLabel(message('backoffice.content.language')).selectOption('en');
  await page.getByRole('searchbox').fill('Welcome bonus');
  await page.getByRole('searchbox').press('Enter');
  const bannerRow = page.getByRole('row').filter({ hasText: 'Welcome bonus' }).first();
  await bannerRow.getByRole('button', { name: message('backoffice.content.editShort') }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(message('backoffice.content.title')).fill(bannerTitle);
  await form.getByRole('button', { name: message('backoffice.list.save') }).click();
  await expect(form).toBeHidden();
  const home = await page.context().newPage();
  await home.goto('/');
  await expect(home.getByText(bannerTitle).first()).toBeVisible();
  await home.close();

  // The actions are in the audit log, by the operator who signed in.
  await page.getByRole('link', { name: message('backoffice.nav.audit') }).click();
  const search = page.getByRole('searchbox');
  await search.fill('withdrawal.approve');
  await search.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: `withdrawal #${withdrawal.id}` })).toBeVisible();
  await search.fill('content.update');
  await search.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: bannerTitle })).toHaveCount(1);
});
