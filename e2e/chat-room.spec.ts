import { dismissPopups } from './account-helpers';
import { signInToBackOffice } from './backoffice-helpers';
import { expect as baseExpect, test } from './fixtures';
import { message, openAsMember, registerMember } from './wallet-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });

test('two members chat live in the room; a moderator removes a message for both and mutes one of them', async ({
  page,
  browser,
  request,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const ana = await registerMember(request);
  const ben = await registerMember(request);
  const stamp = Date.now().toString(36);

  // Ana reaches the room from the site's navigation; Ben opens it in a browser of his own.
  await dismissPopups(page);
  await openAsMember(page, ana);
  await page
    .getByRole('navigation', { name: message('shell.categories') })
    .getByRole('link', { name: message('navigation.chatRoom') })
    .click();
  await expect(page.getByRole('heading', { name: message('chatRoom.title') })).toBeVisible();
  const benContext = await browser.newContext({ baseURL });
  const benPage = await benContext.newPage();
  await dismissPopups(benPage);
  await openAsMember(benPage, ben);
  await benPage.goto('/chatRoom');
  const anaLog = page.getByRole('log', { name: message('chatRoom.messages') });
  const benLog = benPage.getByRole('log', { name: message('chatRoom.messages') });
  for (const tab of [page, benPage]) {
    await expect(tab.getByText(message('chatRoom.live'), { exact: true })).toBeVisible();
  }

  // Each one's message reaches the other at once, the own one marked.
  const hello = `Hello from Ana ${stamp}`;
  const anaInput = page.getByRole('textbox', { name: message('chatRoom.placeholder') });
  await anaInput.fill(hello);
  await anaInput.press('Enter');
  await expect(benLog.getByText(hello)).toBeVisible();
  await expect(anaLog.locator('.chat-room__message--own').filter({ hasText: hello })).toBeVisible();
  await expect(benLog.locator('.chat-room__message--own').filter({ hasText: hello })).toHaveCount(0);
  const reply = `Hi Ana, Ben here ${stamp}`;
  const benInput = benPage.getByRole('textbox', { name: message('chatRoom.placeholder') });
  await benInput.fill(reply);
  await benPage.getByRole('button', { name: message('chatRoom.send') }).click();
  await expect(anaLog.getByText(reply)).toBeVisible();

  // A moderator removes Ana's message from the back office: it disappears for both.
  const operatorContext = await browser.newContext({ baseURL });
  const backOffice = await operatorContext.newPage();
  await signInToBackOffice(backOffice);
  await backOffice.getByRole('link', { name: message('backoffice.nav.chatRoom') }).click();
  const room = backOffice.getByRole('region', { name: message('backoffice.chatRoom.messages') });
  await expect(room.getByText(hello)).toBeVisible();
  const anaRow = room.getByRole('row').filter({ hasText: hello });
  await anaRow.getByRole('button', { name: message('backoffice.chatRoom.remove') }).click();
  const removeDialog = backOffice.getByRole('dialog', { name: message('backoffice.chatRoom.removeTitle') });
  await removeDialog.getByRole('textbox').fill('Testing removal');
  await removeDialog.getByRole('button', { name: message('backoffice.chatRoom.remove') }).click();
  await expect(removeDialog).toHaveCount(0);
  for (const log of [anaLog, benLog]) {
    await expect(log.getByText(hello)).toHaveCount(0);
    await expect(log.getByText(message('chatRoom.removed'))).toBeVisible();
  }

  // The moderator mutes Ben for an hour: his page says so at once, and a post of his is refused.
  const benRow = room.getByRole('row').filter({ hasText: reply });
  await benRow.getByRole('button', { name: new RegExp(ben.username) }).click();
  const muteDialog = backOffice.getByRole('dialog', { name: new RegExp(ben.username) });
  await muteDialog.getByLabel(/^Reason/).fill('Cooling off');
  await muteDialog.getByRole('button', { name: message('backoffice.chatRoom.mute'), exact: true }).click();
  await expect(muteDialog).toHaveCount(0);
  await expect(benPage.getByText(/A moderator has muted you until/)).toBeVisible();
  await expect(benPage.getByText('Reason: Cooling off')).toBeVisible();
  await expect(benPage.getByRole('textbox', { name: message('chatRoom.placeholder') })).toHaveCount(0);
  const refused = await request.post('/wps/chat-room/rooms/en/messages', {
    headers: { Authorization: ben.token, Language: 'en' },
    data: { text: 'Can I still talk?' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ errorCode: 'chat.room.muted' });
  await expect(backOffice.getByRole('region', { name: message('backoffice.chatRoom.mutes') })).toContainText(
    ben.username,
  );

  await benContext.close();
  await operatorContext.close();
});
