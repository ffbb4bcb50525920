import { dismissPopups } from './account-helpers';
import { expect, test } from './fixtures';
import {
  depositThroughSandbox,
  logInOperator,
  message,
  openAsMember,
  registerMember,
  wagerAtDemoVendor,
} from './wallet-helpers';

/**
 * Contracts (docs/product/agent-contracts.md): the demo agent offers a daily salary to a new direct downline, the
 * downline accepts it in the member center, bets, the operator settles the day as it stands, and both see the
 * payment (the demo agent is the top of its tree: the house pays).
 */

const AGENT = { username: 'demoagent', password: 'Agent1234' };

test('an agent offers a daily salary, the downline accepts, bets, and both see the payment', async ({
  page,
  browser,
  request,
}) => {
  const downline = await registerMember(request, { affiliateCode: 'PLAZA1' });

  await dismissPopups(page);
  await page.goto('/agent');
  const login = page.getByRole('region', { name: message('agent.loginTitle') });
  await login.getByRole('textbox', { name: /^User name/ }).fill(AGENT.username);
  await login.getByLabel(/^Password/).fill(AGENT.password);
  await login.getByRole('button', { name: message('account.login'), exact: true }).click();
  const menu = page.getByRole('navigation', { name: message('agentCenter.menu') });
  await menu.getByRole('link', { name: message('contracts.page.contractRequests') }).click();

  // The offer: 1 % of the team's valid bet from 1.00 with one active member; confirmed before it is sent.
  await page.getByRole('textbox', { name: message('contracts.offer.memberId') }).fill(String(downline.id));
  await page.getByRole('textbox', { name: message('contracts.field.validBet') }).fill('1');
  await page.getByRole('textbox', { name: message('contracts.field.activeMembers') }).fill('1');
  await page.getByRole('textbox', { name: message('contracts.field.ratePercent') }).fill('1');
  await page.getByRole('button', { name: message('contracts.offer.submit') }).click();
  await page
    .getByRole('dialog', { name: message('contracts.offer.confirmTitle') })
    .getByRole('button', { name: message('contracts.offer.send') })
    .click();
  await expect(page.getByText(message('contracts.offer.sent'))).toBeVisible();
  const given = page.getByRole('article', { name: new RegExp(downline.username) });
  await expect(given.getByText(message('contracts.status.OFFERED'), { exact: true })).toBeVisible();

  // The downline accepts in the member center.
  const member = await (await browser.newContext()).newPage();
  await dismissPopups(member);
  await openAsMember(member, downline);
  await member
    .getByRole('banner')
    .getByRole('button', { name: /^Balance / })
    .click();
  await member.getByRole('tab', { name: message('contracts.page.myContracts') }).click();
  const received = member.getByRole('article', { name: /demoagent/ });
  await received.getByRole('button', { name: message('contracts.action.ACCEPT') }).click();
  await member
    .getByRole('dialog', { name: message('contracts.confirm.ACCEPT') })
    .getByRole('button', { name: message('contracts.action.ACCEPT') })
    .click();
  await expect(received.getByText(message('contracts.status.ACTIVE'), { exact: true })).toBeVisible();

  // A lost bet of 50.00, then the operator settles today's daily salary as it stands.
  await depositThroughSandbox(request, downline, 10_000);
  await wagerAtDemoVendor(request, downline, 5_000, 0);
  const operator = await logInOperator(request);
  const settled = await request.post('/ops/contracts/settle', {
    headers: { Merchant: 'PLAZA', Authorization: operator },
    data: { kind: 'DAILYSAL3', at: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(settled.ok(), await settled.text()).toBe(true);

  // Both see it: 1 % of 50.00 is 0.50.
  await member.reload();
  await member
    .getByRole('banner')
    .getByRole('button', { name: /^Balance / })
    .click();
  await member.getByRole('tab', { name: message('contracts.page.myContracts') }).click();
  const bill = member.getByRole('row', { name: /0\.50/ });
  await expect(bill.getByText(message('contracts.billStatus.PAID'), { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: message('contracts.page.dailyWages') }).click();
  await expect(
    page
      .getByRole('row', { name: new RegExp(`${downline.username}.*0\\.50`) })
      .getByText(message('contracts.billStatus.PAID'), { exact: true }),
  ).toBeVisible();
});
