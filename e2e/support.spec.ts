import { chatConversationListSchema, feedbackPageSchema } from '@plaza/contracts/support';
import type { APIRequestContext } from '@playwright/test';

import { expect as baseExpect, test } from './fixtures';
import { logInOperator, message, openAsMember, registerMember } from './wallet-helpers';

/** A 1×1 PNG image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const expect = baseExpect.configure({ timeout: 30_000 });

async function operatorCall(request: APIRequestContext, token: string, path: string, data?: object) {
  const response =
    data === undefined
      ? await request.get(path, { headers: { Authorization: token } })
      : await request.post(path, { headers: { Authorization: token }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: unknown }).value;
}

test('a member sends feedback with an image and reads the reply', async ({ page, request }) => {
  const member = await registerMember(request);
  await openAsMember(page, member);
  await page
    .getByRole('banner')
    .getByRole('button', { name: message('memberServices.inbox.open') })
    .click();
  const dialog = page.getByRole('dialog', { name: message('memberCenter.title') });
  await dialog.getByRole('tab', { name: message('memberCenter.page.feedback') }).click();

  await dialog.getByLabel(message('support.feedback.questionType')).selectOption('WITHDRAWAL');
  await dialog
    .getByRole('textbox', { name: message('support.feedback.content') })
    .fill('My withdrawal is slow today.');
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    { name: 'screen.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(dialog.getByText('notes.txt: only png or jpg images.')).toBeVisible();
  await dialog.getByRole('button', { name: message('support.feedback.send') }).click();
  await expect(dialog.getByText(message('support.feedback.sent'))).toBeVisible();
  await expect(dialog.getByText('My withdrawal is slow today.')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await expect(dialog.getByText(message('support.feedback.waiting'))).toBeVisible();

  // The operator answers through the operator API.
  const operatorToken = await logInOperator(request);
  const listed = feedbackPageSchema.parse(
    await operatorCall(request, operatorToken, `/ops/feedback?memberId=${member.id}`),
  );
  const mine = listed.content[0];
  expect(mine?.content).toBe('My withdrawal is slow today.');
  await operatorCall(request, operatorToken, `/ops/feedback/${mine?.id}/reply`, {
    reply: 'It was paid a minute ago.',
  });

  await dialog.getByRole('tab', { name: message('memberCenter.page.messageV2') }).click();
  await dialog.getByRole('tab', { name: message('memberCenter.page.feedback') }).click();
  await expect(dialog.getByText('It was paid a minute ago.')).toBeVisible();
});

test('a member chats with customer service, the operator answering through the API', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await openAsMember(page, member);
  await page.goto('/support/chat');
  await expect(page.getByRole('heading', { name: message('support.chat.title') })).toBeVisible();
  await expect(page.getByText(message('support.chat.empty'))).toBeVisible();

  const input = page.getByRole('textbox', { name: message('support.chat.placeholder') });
  await input.fill('Hello, how do I change my mobile number?');
  await input.press('Enter');
  const log = page.getByRole('log', { name: message('support.chat.messages') });
  await expect(log.getByText('Hello, how do I change my mobile number?')).toBeVisible();
  await expect(log.getByText(message('support.chat.sent'), { exact: true })).toBeVisible();

  const operatorToken = await logInOperator(request);
  const chats = chatConversationListSchema.parse(
    await operatorCall(request, operatorToken, '/ops/support/chats'),
  );
  const conversation = chats.list.find((entry) => entry.memberId === member.id);
  expect(conversation?.unread).toBe(1);
  // The operator's calls count as presence; typing and reading show live on the member's page.
  await expect(page.getByText(message('support.chat.online'))).toBeVisible();
  await operatorCall(request, operatorToken, `/ops/support/chats/${conversation?.id}/typing`, {});
  await expect(page.getByText(message('support.chat.typing'))).toBeVisible();
  const thread = (await operatorCall(request, operatorToken, `/ops/support/chats/${conversation?.id}`)) as {
    messages: Array<{ id: string }>;
  };
  await operatorCall(request, operatorToken, `/ops/support/chats/${conversation?.id}/read`, {
    upToId: thread.messages.at(-1)?.id,
  });
  await expect(log.getByText(message('support.chat.read'), { exact: true })).toBeVisible();
  await operatorCall(request, operatorToken, `/ops/support/chats/${conversation?.id}/messages`, {
    text: 'Open My account, then Security.',
  });
  await expect(log.getByText('Open My account, then Security.')).toBeVisible();

  // A picture goes the same way.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await expect(log.getByRole('img', { name: message('support.chat.picture') })).toBeVisible();
});
