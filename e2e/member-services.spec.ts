import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

import { logInOperator, message, openAsMember, registerMember } from './wallet-helpers';

function memberCenter(page: Page) {
  return page.getByRole('dialog', { name: message('memberCenter.title') });
}

test("a member reads an operator's message and the unread badge clears", async ({ page, request }) => {
  const member = await registerMember(request);
  const operatorToken = await logInOperator(request);
  const sent = await request.post('/ops/messages', {
    headers: { Authorization: operatorToken },
    data: {
      audience: 'MEMBER',
      memberId: member.id,
      texts: {
        en: { title: 'Your VIP manager', content: 'Hello, I am your VIP manager. Write to me any time.' },
      },
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await openAsMember(page, member);
  const header = page.getByRole('banner');
  await expect(header.getByLabel('1 unread message')).toBeVisible({ timeout: 30_000 });
  await header.getByRole('button', { name: message('memberServices.inbox.open') }).click();

  const dialog = memberCenter(page);
  await expect(dialog.getByRole('tab', { name: /Messages/ })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: /Your VIP manager/ }).click();
  await expect(dialog.getByText('Hello, I am your VIP manager. Write to me any time.')).toBeVisible();
  await expect(header.getByLabel('1 unread message')).toBeHidden({ timeout: 30_000 });
  await expect(dialog.getByText('0 unread messages')).toBeVisible();
});

test('the unread badge follows a message sent while the page is open (pushed, decision 101)', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  const operatorToken = await logInOperator(request);
  const send = async (title: string) => {
    const sent = await request.post('/ops/messages', {
      headers: { Authorization: operatorToken },
      data: { audience: 'MEMBER', memberId: member.id, texts: { en: { title, content: `${title}.` } } },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  };
  await send('Welcome');
  await openAsMember(page, member);
  const header = page.getByRole('banner');
  // The page asked for its count once it opened.
  await expect(header.getByLabel('1 unread message')).toBeVisible({ timeout: 30_000 });
  await send('A second message');
  // Well inside the fallback poll (60 s, 2 minutes while the live connection is open): the server pushed it.
  await expect(header.getByLabel('2 unread messages')).toBeVisible({ timeout: 20_000 });
});

test('a member sets a deposit limit and a deposit past it is refused', async ({ page, request }) => {
  const member = await registerMember(request);
  await openAsMember(page, member);
  await page
    .getByRole('banner')
    .getByRole('button', { name: message('memberServices.inbox.open') })
    .click();
  const dialog = memberCenter(page);
  await dialog.getByRole('tab', { name: message('memberCenter.page.responsibleGambling') }).click();

  const deposits = dialog.getByRole('region', { name: message('memberServices.gambling.kindTitle.DEPOSIT') });
  const daily = deposits.getByRole('listitem').filter({ hasText: '24 hours' });
  await daily
    .getByLabel(message('memberServices.gambling.kindNewLimit.DEPOSIT').replace('{{period}}', '24 hours'))
    .fill('10');
  await daily.getByRole('button', { name: message('memberServices.gambling.save') }).click();
  await expect(daily.getByText('$10.00')).toBeVisible({ timeout: 30_000 });

  const headers = { Authorization: member.token, Language: 'en' };
  const first = await request.post('/wps/payment/deposit', {
    headers,
    data: { channelCode: 'SANDBOX', amount: 800 },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const refused = await request.post('/wps/payment/deposit', {
    headers,
    data: { channelCode: 'SANDBOX', amount: 500 },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ success: false, errorCode: 'gambling.limit.reached' });
});

test('a member limits the session time and the page shows when the session ends', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await openAsMember(page, member);
  await page
    .getByRole('banner')
    .getByRole('button', { name: message('memberServices.inbox.open') })
    .click();
  const dialog = memberCenter(page);
  await dialog.getByRole('tab', { name: message('memberCenter.page.responsibleGambling') }).click();

  await dialog.getByLabel(message('memberServices.gambling.sessionLimit')).selectOption('60');
  await expect(dialog.getByText(/^This session ends at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.$/)).toBeVisible({
    timeout: 30_000,
  });
  // Kept on the server: the member's API answers the same limit.
  const controls = await request.get('/wps/member/gamblingControls', {
    headers: { Authorization: member.token, Language: 'en' },
  });
  expect(await controls.json()).toMatchObject({ value: { playSettings: { sessionMinutes: 60 } } });

  // A raise waits 24 hours for its confirmation; the page says so and the limit in force stays.
  await dialog.getByLabel(message('memberServices.gambling.sessionLimit')).selectOption('120');
  await expect(dialog.getByText(/^Change to 2 hours waiting/)).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByLabel(message('memberServices.gambling.sessionLimit'))).toHaveValue('60');
});
