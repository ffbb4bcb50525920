import { ERROR_MESSAGES } from '@plaza/contracts/error-messages';

import { expect as baseExpect, test } from './fixtures';
import { signInToBackOffice } from './backoffice-helpers';
import { message, openAsMember, registerMember } from './wallet-helpers';

// The flow crosses the back office and the player's pages; a busy machine needs more than the default minute.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** A 1×1 PNG image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const LANGUAGE_TITLES = [
  ['English', 'Harvest moon gift'],
  ['Português', 'Presente da lua da colheita'],
  ['Tiếng Việt', 'Quà trăng thu hoạch'],
  ['ไทย', 'ของขวัญพระจันทร์เก็บเกี่ยว'],
  ['简体中文', '丰收月礼物'],
] as const;

test('an operator creates a promotion that players then see, and approves a claim that lands in the member’s reward center', async ({
  browser,
  page,
  request,
}) => {
  // The operator's promotion, with its texts in every language.
  await signInToBackOffice(page);
  await page.goto('/backoffice/rewards/promotions');
  await expect(
    page.getByRole('heading', { level: 1, name: message('backoffice.nav.promotionsList') }),
  ).toBeVisible();
  await page
    .getByRole('button', { name: message('backoffice.loyalty.createPromotion') })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: message('backoffice.loyalty.createPromotion') });
  await form
    .getByRole('textbox', { name: new RegExp(`^${message('backoffice.loyalty.rewardAmount')} \\(`) })
    .fill('12.50');
  // Saved with one language missing: refused, the missing language marked, nothing created.
  await form.getByRole('button', { name: message('backoffice.list.save') }).click();
  await expect(form.getByText(message('backoffice.loyalty.fixFields'))).toBeVisible();
  for (const [language, title] of LANGUAGE_TITLES) {
    await form.getByRole('tab', { name: language }).click();
    await form.getByLabel(`${message('backoffice.loyalty.text.title')} · ${language}`).fill(title);
  }
  // Its picture is uploaded: a gif is refused in the browser, a file that only claims to be a png by the server,
  // and the picture stays as it was; a real png is kept and shown.
  const cover = form.getByTestId('cover-file');
  await cover.setInputFiles({ name: 'moon.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(form.getByText('moon.gif: only png or jpg images.')).toBeVisible();
  await cover.setInputFiles({ name: 'moon.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(form.getByText(ERROR_MESSAGES.en['upload.invalid'])).toBeVisible();
  await expect(form.getByText(message('backoffice.loyalty.noCover'))).toBeVisible();
  await cover.setInputFiles({ name: 'moon.png', mimeType: 'image/png', buffer: PNG });
  const preview = form.getByRole('img', { name: message('backoffice.loyalty.coverPreview') });
  await expect(preview).toHaveAttribute('src', /^\/wps\/promotions\/covers\/\d+$/);
  const coverUrl = (await preview.getAttribute('src')) ?? '';
  await form.getByRole('button', { name: message('backoffice.list.save') }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: /Harvest moon gift/ });
  await expect(row).toContainText(message('backoffice.loyalty.phases.ACTIVE'));

  // Players see it on the promotions page, with its picture.
  const visitor = await browser.newPage();
  await visitor.goto('/promotions');
  await expect(visitor.getByRole('heading', { name: 'Harvest moon gift' })).toBeVisible();
  const picture = visitor.getByRole('article').filter({ hasText: 'Harvest moon gift' }).locator('img');
  await expect(picture).toHaveAttribute('src', coverUrl);
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await visitor.close();

  // A member joins the welcome gift and requests its reward.
  const member = await registerMember(request);
  const context = await browser.newContext();
  const player = await context.newPage();
  await openAsMember(player, member);
  await player.goto('/promotions');
  const card = player.getByRole('article').filter({ hasText: 'Welcome gift for new members' });
  await card.getByRole('button', { name: message('promotions.details') }).click();
  const detail = player.getByRole('dialog', { name: 'Welcome gift for new members' });
  await detail.getByRole('button', { name: message('promotions.join'), exact: true }).click();
  await detail.getByRole('textbox', { name: message('promotions.remark') }).fill('Harvest time at Plaza');
  await detail.getByRole('button', { name: message('promotions.requestReward') }).click();
  await expect(detail.getByText(message('promotions.applyingNote'))).toBeVisible();

  // The operator finds it in the claims queue by member and promotion, and approves it after a confirmation.
  await page.goto('/backoffice/rewards/claims?status=APPLYING');
  await page
    .getByRole('searchbox', { name: message('backoffice.loyalty.searchClaimMember') })
    .fill(member.username);
  await page.getByRole('button', { name: message('backoffice.list.search') }).click();
  await page
    .getByRole('combobox', { name: message('backoffice.loyalty.promotion') })
    .selectOption({ label: 'Welcome gift for new members' });
  await expect(page.getByRole('row')).toHaveCount(2);
  const claim = page.getByRole('row', { name: new RegExp(member.username) });
  await expect(claim).toContainText('Harvest time at Plaza');
  await claim.getByRole('button', { name: message('backoffice.finance.approve') }).click();
  const confirm = page.getByRole('dialog', { name: /#\d+/ });
  await expect(confirm).toContainText(member.username);
  await confirm.getByRole('button', { name: message('backoffice.finance.approve') }).click();
  await expect(confirm).toBeHidden();
  await page.goto('/backoffice/rewards/claims?status=APPROVED');
  await expect(page.getByRole('row', { name: new RegExp(member.username) })).toContainText(
    message('backoffice.loyalty.requestStatus.APPROVED'),
  );

  // The reward waits in the member's reward center.
  await player.reload();
  await detail.getByRole('button', { name: message('promotions.openRewardCenter') }).click();
  const center = player.getByRole('dialog', { name: message('memberCenter.title') });
  await expect(center.getByRole('row', { name: /Welcome gift for new members/ })).toContainText('$88.00');
  await context.close();
});
