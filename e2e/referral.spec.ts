import { generate } from 'otplib';

import { DEMO_OPERATOR } from '../server/src/demo/demo-operator-account';
import { expect as baseExpect, test } from './fixtures';
import { dismissPopups, memberButton, openRegister, uniqueUsername } from './account-helpers';
import { message, openAsMember, registerMember } from './wallet-helpers';

// Sessions share two cores: a page may take longer than the default to show a state.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a friend registers through the invite link; the member sees them, not counted from the same address', async ({
  page,
  browser,
}) => {
  const inviter = await registerMember(page.request);
  await openAsMember(page, inviter);
  const balanceButton = page.getByRole('banner').getByRole('button', { name: /^Balance / });
  const center = page.getByRole('dialog', { name: message('memberCenter.title') });
  await balanceButton.click();
  await center.getByRole('tab', { name: message('memberCenter.page.inviteFriends') }).click();
  const code = (await center.getByText(/^F[A-Z2-9]{7}$/).textContent()) ?? '';
  await expect(center.getByRole('link', { name: new RegExp(`referralCode=${code}$`) })).toBeVisible();
  await expect(center.getByText(message('referral.emptyTitle'))).toBeVisible();

  // The friend opens the link in a browser of their own and registers.
  const friendContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const friendPage = await friendContext.newPage();
  await dismissPopups(friendPage);
  await friendPage.goto(`/?referralCode=${code}`);
  const dialog = await openRegister(friendPage);
  const username = uniqueUsername('fr');
  await dialog.getByRole('textbox', { name: /^User name/ }).fill(username);
  await dialog.getByLabel(/^Password/).fill('Secret123');
  await dialog.getByLabel(/^Confirm password/).fill('Secret123');
  for (const checkbox of await dialog.getByRole('checkbox').all()) {
    await checkbox.check();
  }
  await dialog.getByRole('button', { name: message('account.createAccount') }).click();
  await expect(dialog).toHaveCount(0, { timeout: 60_000 });
  await expect(memberButton(friendPage, username)).toBeVisible();
  await friendContext.close();

  // The inviter sees the friend, masked. Both browsers come from this machine's address, which the inviter logged in
  // from: the anti-abuse rule (docs/decisions/042-referral-rewards.md) records the friend as not counted.
  await page.reload();
  await balanceButton.click();
  await center.getByRole('tab', { name: message('memberCenter.page.inviteFriends') }).click();
  const friends = center.getByRole('table', { name: message('referral.friends') });
  const masked = `${username.slice(0, 2)}****${username.slice(-2)}`;
  await expect(friends.getByRole('row').filter({ hasText: masked })).toContainText(
    message('referral.status.sameAddress'),
  );
});

test('an operator changes the invite friends reward after a confirmation; members read the new rules', async ({
  page,
}) => {
  // The back office's session from an API sign-in, kept where the back office keeps it.
  const signIn = await page.request.post('/ops/session/login', {
    headers: { Merchant: 'PLAZA' },
    data: {
      username: DEMO_OPERATOR.username,
      password: DEMO_OPERATOR.password,
      code: await generate({ secret: DEMO_OPERATOR.totpSecret }),
    },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const session = ((await signIn.json()) as { value: unknown }).value;
  await page.addInitScript((stored) => {
    sessionStorage.setItem('plaza.backoffice.session', stored);
  }, JSON.stringify(session));
  await page.goto('/backoffice');
  await page.getByRole('link', { name: message('backoffice.nav.referral') }).click();
  const reward = page.getByLabel(/^Reward per friend/);
  await expect(reward).toHaveValue('10.00');
  await reward.fill('12.50');
  await page.getByRole('button', { name: message('backoffice.rewards.save') }).click();
  const confirm = page.getByRole('dialog', { name: message('backoffice.rewards.confirmTitle') });
  await expect(confirm).toContainText('$12.50');
  await confirm.getByRole('button', { name: message('backoffice.rewards.save') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: message('backoffice.rewards.saved') }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Reward per friend/)).toHaveValue('12.50');

  // A member's invite page states the new reward.
  const member = await registerMember(page.request);
  const memberPage = await page.context().newPage();
  await openAsMember(memberPage, member);
  await memberPage
    .getByRole('banner')
    .getByRole('button', { name: /^Balance / })
    .click();
  const center = memberPage.getByRole('dialog', { name: message('memberCenter.title') });
  await center.getByRole('tab', { name: message('memberCenter.page.inviteFriends') }).click();
  await expect(center.getByRole('heading', { name: 'Invite a friend, earn $12.50' })).toBeVisible();
});
