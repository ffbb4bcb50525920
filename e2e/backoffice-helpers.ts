import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { generate } from 'otplib';

import { DEMO_OPERATOR } from '../server/src/demo/demo-operator-account';
import { message } from './account-helpers';

/**
 * Signs the demo operator in to the back office of the server at `baseUrl` (the test's own by default): the
 * password, then the authenticator's code; done once the shell's sign-out button shows.
 */
export async function signInToBackOffice(page: Page, baseUrl = ''): Promise<void> {
  await page.goto(`${baseUrl}/backoffice`);
  await page.getByLabel(message('backoffice.signIn.username')).fill(DEMO_OPERATOR.username);
  await page.getByLabel(message('backoffice.signIn.password')).fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: message('backoffice.signIn.submit') }).click();
  await page
    .getByLabel(message('backoffice.signIn.code'))
    .fill(await generate({ secret: DEMO_OPERATOR.totpSecret }));
  await page.getByRole('button', { name: message('backoffice.signIn.submit') }).click();
  await expect(page.getByRole('button', { name: message('backoffice.shell.signOut') })).toBeVisible({
    timeout: 30_000,
  });
}
