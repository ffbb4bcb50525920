// The sign-in steps the screenshot scripts (scripts/take-*-screenshots.ts) share: the demo operator into the back
// office, and a member's session carried into a fresh browser context.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { generate } from 'otplib';

import { dismissPopups, logIn } from '../e2e/account-helpers';
import { DEMO_OPERATOR } from '../server/src/demo/demo-operator-account';

/**
 * Signs the demo operator in on `page` (at /backoffice: password, then the authenticator code) and waits for the
 * back office. One sign-in serves a whole script: a code serves once, so each shot reuses the page.
 */
export async function signInDemoOperator(page: Page): Promise<void> {
  await page.goto('/backoffice');
  await page.getByLabel('User name').fill(DEMO_OPERATOR.username);
  await page.getByLabel('Password').fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Authenticator code').fill(await generate({ secret: DEMO_OPERATOR.totpSecret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).first().waitFor({ timeout: 60_000 });
}

/** Logs a member in through the site's header once, and answers its session token for `openMemberContext`. */
export async function logInMemberToken(
  browser: Browser,
  baseURL: string,
  username: string,
  password: string,
): Promise<string> {
  const login = await browser.newPage({ baseURL });
  await dismissPopups(login);
  await login.goto('/');
  await logIn(login, username, password);
  await login.waitForFunction(() => sessionStorage.getItem('token') !== null);
  const token = await login.evaluate(() => sessionStorage.getItem('token') ?? '');
  await login.close();
  return token;
}

/**
 * A browser context whose pages open signed in as the member of `token` (none: a guest), in `theme`, with the
 * announcement pop-ups already closed so they do not cover the shot.
 */
export async function openMemberContext(
  browser: Browser,
  options: {
    viewport: { width: number; height: number };
    baseURL: string;
    token: string | null;
    theme: string;
    serviceWorkers?: 'allow' | 'block';
  },
): Promise<BrowserContext> {
  const { token, theme, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  await context.addInitScript(
    ({ token, stored }) => {
      if (token !== null) {
        sessionStorage.setItem('token', token);
      }
      sessionStorage.setItem('announcementPopupClosed:A', '1');
      sessionStorage.setItem('announcementPopupClosed:B', '1');
      sessionStorage.setItem('announcementPopupClosed:F', '1');
      localStorage.setItem('theme', stored);
    },
    { token, stored: theme },
  );
  return context;
}
