import { expect as baseExpect, test } from './fixtures';
import { signInToBackOffice } from './backoffice-helpers';
import { message, openAsMember, registerMember } from './wallet-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });

test('an operator answers a member live from the chat console, then answers their feedback from the inbox', async ({
  browser,
  page,
  request,
}) => {
  const member = await registerMember(request);
  await openAsMember(page, member);
  await page.goto('/support/chat');
  const input = page.getByRole('textbox', { name: message('support.chat.placeholder') });
  await input.fill('Where do I see my bonus turnover?');
  await input.press('Enter');
  const log = page.getByRole('log', { name: message('support.chat.messages') });
  await expect(log.getByText('Where do I see my bonus turnover?')).toBeVisible();

  const operatorContext = await browser.newContext();
  const console = await operatorContext.newPage();
  await signInToBackOffice(console);
  await console.getByRole('link', { name: message('backoffice.nav.liveChat') }).click();
  // The open console holds the live connection: the member sees customer service online.
  await expect(console.getByText(message('backoffice.support.live.open'))).toBeVisible();
  await expect(page.getByText(message('support.chat.online'))).toBeVisible();
  const conversations = console.getByRole('navigation', {
    name: message('backoffice.support.conversations'),
  });
  await conversations.getByRole('button', { name: new RegExp(member.username) }).click();
  const thread = console.getByRole('region', { name: member.username });
  await expect(thread.getByText('Where do I see my bonus turnover?')).toBeVisible();
  // Shown is read: the member's page says so.
  await expect(log.getByText(message('support.chat.read'), { exact: true })).toBeVisible();
  const answer = thread.getByRole('textbox', { name: message('backoffice.support.answerLabel') });
  await answer.fill('In Promotions, under My bonuses.');
  await answer.press('Enter');
  await expect(thread.getByText('In Promotions, under My bonuses.')).toBeVisible();
  await expect(log.getByText('In Promotions, under My bonuses.')).toBeVisible();

  // The feedback inbox: the member's question waits, is answered from the dialog, and shows as replied.
  const sent = await request.put('/wps/feedback', {
    headers: { Authorization: member.token, Merchant: 'PLAZA' },
    multipart: { questionType: 'PROMOTION', content: 'The weekend bonus did not arrive.' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await console.getByRole('link', { name: message('backoffice.nav.feedback') }).click();
  await console.getByRole('searchbox').fill(String(member.id));
  await console.getByRole('searchbox').press('Enter');
  // The question shows under its row (the table's detail line); the row itself names the member.
  await expect(console.getByText('The weekend bonus did not arrive.')).toBeVisible();
  const row = console
    .getByRole('row')
    .filter({ hasText: `(#${member.id})` })
    .filter({ has: console.getByRole('button') })
    .first();
  await expect(row.getByText(message('backoffice.support.waiting'))).toBeVisible();
  await row.getByRole('button', { name: message('backoffice.support.answer') }).click();
  const dialog = console.getByRole('dialog');
  // An empty answer is refused by the server's rule, named on the field; nothing is sent.
  await dialog.getByRole('button', { name: message('backoffice.support.send') }).click();
  await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox').fill('It is in your wallet now.');
  await dialog.getByRole('button', { name: message('backoffice.support.send') }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: message('backoffice.support.editReply') })).toBeVisible();
  const mine = await request.get('/wps/feedback', {
    headers: { Authorization: member.token, Merchant: 'PLAZA' },
  });
  expect(JSON.stringify(await mine.json())).toContain('It is in your wallet now.');
  await operatorContext.close();
});
