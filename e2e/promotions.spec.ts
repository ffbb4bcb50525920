import { operatorRewardRequestPageSchema } from '@plaza/contracts/promotions';
import type { Page } from '@playwright/test';

import { expect as baseExpect, test } from './fixtures';
import { logInOperator, message, openAsMember, registerMember } from './wallet-helpers';

/** A 1×1 PNG image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// Eight sessions share two cores: a page may take longer than the default 5 s to show a state.
const expect = baseExpect.configure({ timeout: 30_000 });

function headerBalance(page: Page, amount: string) {
  return page.getByRole('banner').getByRole('button', { name: `Balance ${amount}, open the member center` });
}

test('a member joins a promotion, the operator approves it, and the reward shows in the reward center and the balance', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await openAsMember(page, member);
  await expect(headerBalance(page, '$0.00')).toBeVisible();

  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: 'Welcome gift for new members' })).toBeVisible();
  // The filter by type.
  await page.getByRole('button', { name: 'Daily', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome gift for new members' })).toHaveCount(0);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  const card = page.getByRole('article').filter({ hasText: 'Welcome gift for new members' });
  await card.getByRole('button', { name: message('promotions.details') }).click();

  const detail = page.getByRole('dialog', { name: 'Welcome gift for new members' });
  await expect(detail.getByText('Accounts registered in the last 30 days', { exact: true })).toBeVisible();
  await expect(detail.getByText('$88.00', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: message('promotions.join'), exact: true }).click();

  // Joined: the request form. A remark over 140 characters is refused before anything is sent.
  const remark = detail.getByRole('textbox', { name: message('promotions.remark') });
  await remark.fill('x'.repeat(141));
  await expect(detail.getByText('The remark is limited to 140 characters.')).toBeVisible();
  await expect(detail.getByRole('button', { name: message('promotions.requestReward') })).toBeDisabled();
  await remark.fill('I just joined Plaza');
  await detail.locator('input[type="file"]').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    { name: 'welcome.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(detail.getByText('notes.txt: only png or jpg images.')).toBeVisible();
  await expect(detail.getByRole('list', { name: message('support.images.chosen') })).toContainText(
    'welcome.png',
  );
  await detail.getByRole('button', { name: message('promotions.requestReward') }).click();
  await expect(detail.getByText(message('promotions.applyingNote'))).toBeVisible();

  // The operator approves it through the operator API.
  const operatorToken = await logInOperator(request);
  const listed = await request.get('/ops/promotions/requests?status=APPLYING&pageSize=100', {
    headers: { Authorization: operatorToken },
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  const requests = operatorRewardRequestPageSchema.parse(((await listed.json()) as { value: unknown }).value);
  const mine = requests.content.find((each) => each.memberId === member.id);
  expect(mine?.remark).toBe('I just joined Plaza');
  expect(mine?.imageCount).toBe(1);
  const approved = await request.post(`/ops/promotions/requests/${mine?.id}/approve`, {
    headers: { Authorization: operatorToken },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // The member sees the status change and the reward waiting in the reward center, with its badge.
  await page.reload();
  await detail.getByRole('button', { name: message('promotions.openRewardCenter') }).click();
  const center = page.getByRole('dialog', { name: message('memberCenter.title') });
  const tab = center.getByRole('tab', { name: /Reward center/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toContainText('1');
  const row = center.getByRole('row', { name: /Welcome gift for new members/ });
  await expect(row).toContainText('$88.00');
  await row.getByRole('button', { name: message('promotions.claim') }).click();

  // Confirmation before money moves.
  const confirm = page.getByRole('dialog', { name: message('promotions.claimTitle') });
  await expect(
    confirm.getByText('Claim $88.00 (Welcome gift for new members) into your main wallet?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: message('promotions.confirmClaim') }).click();
  await expect(confirm.getByText('$88.00 is in your main wallet.')).toBeVisible();
  await confirm.getByRole('button', { name: message('promotions.backToRewards') }).click();
  await expect(center.getByText(message('promotions.noRewards'))).toBeVisible();
  await expect(tab).not.toContainText('1');
  await expect(headerBalance(page, '$88.00')).toBeVisible();

  // Bonus details lists it.
  await center.getByRole('tab', { name: message('memberCenter.page.bonusDetails') }).click();
  await expect(center.getByRole('row', { name: /Welcome gift for new members/ })).toBeVisible();
});
