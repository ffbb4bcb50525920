import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import { dismissPopups, memberButton, openLogin, signOut, uniqueUsername } from './account-helpers';
import { expect, test } from './fixtures';
import { message, postEncrypted } from './wallet-helpers';

/**
 * The agent center (docs/product/agent-center.md): the demo agent signs in at /agent and lands on the team
 * overview, creates a member in its team, sends it money with the payment password; the member signs in with the
 * initial password, must change it, and sees the money; the agent's team figures count the new member.
 */

const AGENT = { username: 'demoagent', password: 'Agent1234' };
const PAYMENT_PASSWORD = '482915';
const HEADERS = { Merchant: 'PLAZA', Language: 'en' };

/** The figure a team overview card shows under `label`, as a number. */
async function readFigure(page: Page, label: string): Promise<number> {
  const card = page.locator('.agent-figures__item', { has: page.getByText(label, { exact: true }) }).first();
  const text = (await card.locator('dd').textContent()) ?? '';
  return Number(text.replace(/[^\d.-]/g, ''));
}

test('an agent creates a downline and sends it money; the downline signs in and sees it', async ({
  page,
  request,
}) => {
  await dismissPopups(page);
  await page.goto('/agent');
  const login = page.getByRole('region', { name: message('agent.loginTitle') });
  await login.getByRole('textbox', { name: /^User name/ }).fill(AGENT.username);
  await login.getByLabel(/^Password/).fill(AGENT.password);
  await login.getByRole('button', { name: message('account.login'), exact: true }).click();

  // Spec.md §4 Login 6: the agent login lands on the agent home, the team overview.
  const pageTitle = page.getByRole('heading', {
    level: 2,
    name: message('agentCenter.page.agentTeamOverview'),
  });
  await expect(pageTitle).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('img', { name: /last \d+ days/ })).toBeVisible({ timeout: 30_000 });
  const teamSizeBefore = await readFigure(page, message('agentCenter.figure.teamSize'));

  // The agent's money and payment password, set up through the API with the browser's session.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).not.toBeNull();
  const agent = { username: AGENT.username, password: AGENT.password, token: token ?? '', id: 0 };
  const status: unknown = await (
    await request.get('/wps/member/paymentPassword', { headers: { ...HEADERS, Authorization: agent.token } })
  ).json();
  if (!JSON.stringify(status).includes('"isSet":true')) {
    await postEncrypted(request, agent, '/wps/member/paymentPassword', {
      loginPassword: AGENT.password,
      newPassword: PAYMENT_PASSWORD,
      confirmNewPassword: PAYMENT_PASSWORD,
    });
  }
  const deposit = await request.post('/wps/payment/deposit', {
    headers: { ...HEADERS, Authorization: agent.token },
    data: { channelCode: 'SANDBOX', amount: 50_000, requestId: randomUUID() },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);

  // Register center: a member in the agent's own team, with an initial password.
  const menu = page.getByRole('navigation', { name: message('agentCenter.menu') });
  await menu.getByRole('link', { name: message('agentCenter.page.registerCenter') }).click();
  const downline = uniqueUsername('dl');
  await page.getByRole('textbox', { name: /^User name/ }).fill(downline);
  await page.getByLabel(/^Initial password/).fill('Start1234');
  await page.getByLabel(/^Confirm the password/).fill('Start1234');
  await page.getByRole('button', { name: message('agentCenter.register.create') }).click();
  await expect(page.getByText(`${downline} was created in your team.`)).toBeVisible({ timeout: 20_000 });

  // Transfer to downline, the new member already chosen; confirmed with the payment password.
  await page.getByRole('link', { name: message('agentCenter.transfer.toThisMember') }).click();
  await expect(page).toHaveURL(/\/agent\/transfer\?/);
  await expect(page.getByText(downline, { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: /^Amount/ }).fill('25');
  await page.getByRole('button', { name: message('agentCenter.transfer.continue') }).click();
  const confirm = page.getByRole('dialog', { name: message('agentCenter.transfer.confirmTitle') });
  await expect(confirm.getByText('$25.00')).toBeVisible();
  await confirm.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
  await confirm.getByRole('button', { name: message('agentCenter.transfer.confirm') }).click();
  await expect(page.getByText(new RegExp(`\\$25\\.00 sent to ${downline}\\.`))).toBeVisible({
    timeout: 20_000,
  });
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('table').getByText(downline)).toBeVisible({ timeout: 20_000 });

  // The team overview counts the new member.
  await menu.getByRole('link', { name: message('agentCenter.page.agentTeamOverview') }).click();
  await expect(pageTitle).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(pageTitle).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('.agent-figures__item').first()).toBeVisible({ timeout: 30_000 });
        return readFigure(page, message('agentCenter.figure.teamSize'));
      },
      { timeout: 90_000 },
    )
    // Another spec may sign up through the demo agent's invitation code at the same time: at least one more.
    .toBeGreaterThan(teamSizeBefore);
  await signOut(page, AGENT.username);

  // The downline signs in with the initial password, must choose its own, and sees the money.
  await page.goto('/');
  const memberLogin = await openLogin(page);
  await memberLogin.getByRole('textbox', { name: /^User name/ }).fill(downline);
  await memberLogin.getByLabel(/^Password/).fill('Start1234');
  await memberLogin.getByRole('button', { name: message('account.login'), exact: true }).click();
  const change = page.getByRole('dialog', { name: message('account.changePasswordTitle') });
  await expect(change).toBeVisible({ timeout: 20_000 });
  await change.getByLabel(/^Current password/).fill('Start1234');
  await change.getByLabel(/^New password/).fill('Mine56789');
  await change.getByLabel(/^Confirm new password/).fill('Mine56789');
  await change.getByRole('button', { name: message('account.changePassword') }).click();
  await expect(change).toHaveCount(0, { timeout: 20_000 });
  await expect(memberButton(page, downline)).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('$25', { timeout: 20_000 });
});
