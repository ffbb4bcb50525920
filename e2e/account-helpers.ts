import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { publicKeySchema } from '@plaza/contracts/system';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { Challenge } from 'altcha-lib';
import { randomInt } from 'node:crypto';

import { solveChallengeField } from '../server/src/test/solve-challenge';
import { MAIN_DATABASE, readMessage } from './servers';

/** Helpers of the account specs: the outbox, sign-ups through the API, the header's login and sign-out. */

export const message = (key: string) => readMessage('en', key);

/** A deployment the specs talk to: its address ('' for the main demo), merchant, database and headers. */
export interface Site {
  url: string;
  merchant: string;
  database: string;
  headers?: Record<string, string>;
}

export const MAIN_SITE: Site = { url: '', merchant: 'PLAZA', database: MAIN_DATABASE };

/** The newest message a demo sent to `recipient` ('+<dialing code><number>' or an e-mail address). */
export function readLastMessage(recipient: string, path = MAIN_DATABASE): string | null {
  const database = new Database(path, { readonly: true });
  try {
    const row: unknown = database
      .prepare('select body from message_outbox where recipient = ? order by id desc limit 1')
      .get(recipient);
    return typeof row === 'object' && row !== null && 'body' in row && typeof row.body === 'string'
      ? row.body
      : null;
  } finally {
    database.close();
  }
}

/** The six-digit code of the newest SMS sent to +<dialing code><number>. */
export function readSmsCode(countryDialingCode: string, mobile: string, path = MAIN_DATABASE): string {
  const code = /\b\d{6}\b/.exec(readLastMessage(`+${countryDialingCode}${mobile}`, path) ?? '')?.[0];
  if (code === undefined) {
    throw new Error(`No SMS code sent to +${countryDialingCode}${mobile}`);
  }
  return code;
}

/** A US number (ten digits) no other test uses, even in another worker or an earlier run. */
export function uniqueMobile(): string {
  return `5${String(randomInt(1_000_000_000)).padStart(9, '0')}`;
}

/** A user name (letter first, letters and digits, at most 16) no other test uses. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${randomInt(1296).toString(36)}`.slice(0, 16);
}

function readValue(payload: unknown): unknown {
  return typeof payload === 'object' && payload !== null && 'value' in payload ? payload.value : null;
}

function isChallenge(value: unknown): value is Challenge {
  return typeof value === 'object' && value !== null && 'parameters' in value;
}

/** Sends an encrypted registration (the challenge solved here) and expects it to succeed. */
async function putRegistration(
  request: APIRequestContext,
  site: Site,
  path: '/wps/member/register' | '/wps/member/register/mobile',
  fields: Record<string, string>,
): Promise<void> {
  const headers = { Merchant: site.merchant, ...site.headers };
  const challenge = readValue(
    await (await request.get(`${site.url}/wps/verification/challenge`, { headers })).json(),
  );
  if (!isChallenge(challenge)) {
    throw new Error('No verification challenge');
  }
  const publicKey = publicKeySchema.parse(
    readValue(await (await request.get(`${site.url}/wps/system/publicKey`, { headers })).json()),
  );
  const body = await encryptPayload(publicKey, {
    ...fields,
    isTermsAccepted: true,
    isAgeConfirmed: true,
    registerMethod: 'WEB',
    login: true,
    challenge: await solveChallengeField(challenge),
  });
  const registered = await request.put(`${site.url}${path}`, { headers, data: body });
  expect(registered.ok(), await registered.text()).toBe(true);
}

/** Registers a member by mobile (US number) through the API: the SMS code from the outbox, the challenge. */
export async function registerByMobileThroughApi(
  request: APIRequestContext,
  mobile: string,
  password: string,
  site: Site = MAIN_SITE,
): Promise<void> {
  const sent = await request.post(`${site.url}/wps/verification/sms/register`, {
    headers: { Merchant: site.merchant, ...site.headers },
    data: { mobileNo: mobile, countryDialingCode: '1', type: 'MOBILE' },
  });
  expect(sent.ok()).toBe(true);
  await putRegistration(request, site, '/wps/member/register/mobile', {
    mobileNum: mobile,
    countryDialingCode: '1',
    verificationCode: readSmsCode('1', mobile, site.database),
    password,
    confirmPassword: password,
  });
}

/** Registers a member by user name through the API, with an e-mail address when given. */
export async function registerByUsernameThroughApi(
  request: APIRequestContext,
  member: { username: string; password: string; email?: string },
  site: Site = MAIN_SITE,
): Promise<void> {
  await putRegistration(request, site, '/wps/member/register', {
    username: member.username,
    password: member.password,
    confirmPassword: member.password,
    ...(member.email === undefined ? {} : { email: member.email }),
  });
}

/** Asks for a temporary password by e-mail (forgot password) and returns the one the outbox received. */
export async function requestTemporaryPassword(
  request: APIRequestContext,
  username: string,
  email: string,
  site: Site = MAIN_SITE,
): Promise<string> {
  const previous = readLastMessage(email, site.database);
  const sent = await request.post(`${site.url}/wps/member/password/email`, {
    headers: { Merchant: site.merchant, Language: 'en', ...site.headers },
    form: { username, email },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await expect.poll(() => readLastMessage(email, site.database)).not.toBe(previous);
  const password = /temporary password is (\S+)/.exec(readLastMessage(email, site.database) ?? '')?.[1];
  if (password === undefined) {
    throw new Error(`No temporary password sent to ${email}`);
  }
  return password;
}

/**
 * Closes the announcement pop-up whenever it covers the page: it opens again after a login or a logout, and
 * can arrive after another dialog has opened. It also goes by itself when a dialog opens over it (it waits behind
 * any other dialog, and the account modal's own code can arrive after the pop-up): then nothing is left to close.
 */
export async function dismissPopups(page: Page, text: (key: string) => string = message): Promise<void> {
  const popup = page.getByRole('dialog', { name: text('popup.title') });
  const closeButton = popup.getByRole('button', { name: text('common.close') }).first();
  await page.addLocatorHandler(popup, async () => {
    await expect(async () => {
      if (await closeButton.isVisible()) {
        await closeButton.click({ timeout: 5_000 });
      }
      await expect(popup).toHaveCount(0, { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
  });
}

/**
 * Opens the account modal from the header's button and waits until its form takes input (the modal's code is
 * loaded on the first open: on a busy machine that took seconds). The announcement pop-up never covers it (it waits
 * behind any dialog) and dismissPopups closes it when it comes first.
 */
async function openAccountModal(page: Page, buttonKey: string, titleKey: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: message(buttonKey), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: message(titleKey) });
  await expect(dialog.getByRole('textbox').first()).toBeEditable({ timeout: 30_000 });
  return dialog;
}

/** Opens the account modal on the login tab from the header. */
export async function openLogin(page: Page) {
  return openAccountModal(page, 'account.login', 'account.loginTitle');
}

/** Opens the account modal on the sign-up tab from the header. */
export async function openRegister(page: Page) {
  return openAccountModal(page, 'account.register', 'account.registerTitle');
}

/** Logs in by user name and password from the header's login button (the modal may stay for a next step). */
export async function logIn(page: Page, username: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: /^User name/ }).fill(username);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: message('account.login'), exact: true }).click();
  return dialog;
}

/** The header's member button, named by the account. */
export function memberButton(page: Page, account: string) {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(account) });
}

/**
 * Chooses `item` in the avatar menu. The announcement pop-up may come over the open menu (after a login, or on the
 * home page) and close it as it is dismissed: the menu is opened again until the item is chosen.
 */
export async function chooseFromMemberMenu(page: Page, account: string, item: string): Promise<void> {
  const menuItem = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await menuItem.isVisible())) {
      await memberButton(page, account).click();
    }
    await menuItem.click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Signs out through the avatar menu and its confirmation. */
export async function signOut(page: Page, account: string): Promise<void> {
  await chooseFromMemberMenu(page, account, message('account.signOut'));
  const confirm = page.getByRole('dialog', { name: message('account.signOutTitle') });
  await confirm.getByRole('button', { name: message('account.signOut') }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: message('account.login'), exact: true }),
  ).toBeVisible();
}
