import { createHmac, randomInt, randomUUID } from 'node:crypto';

import { loginResponseSchema } from '@plaza/contracts/accounts';
import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { launchGameResponseSchema } from '@plaza/contracts/games';
import { operatorLoginResponseSchema } from '@plaza/contracts/operator';
import { publicKeySchema } from '@plaza/contracts/system';
import { operatorWithdrawalPageSchema, operatorWithdrawalSchema } from '@plaza/contracts/withdrawals';
import type { OperatorWithdrawal } from '@plaza/contracts/withdrawals';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { generate } from 'otplib';
import type { z } from 'zod';

import { DEMO_OPERATOR } from '../server/src/demo/demo-operator-account';
import { solveChallengeField } from '../server/src/test/solve-challenge';
import { readMessage } from './servers';

/**
 * Helpers of the wallet spec: members registered and operators acting through the server's real APIs (the
 * same calls a client or a back office makes), and the member's session handed to the browser.
 */

export const message = (key: string) => readMessage('en', key);

const MERCHANT_HEADERS = { Merchant: 'PLAZA', Language: 'en' };
/** The demo vendor's secret (docs/product/vendor-wallet.md#the-vendor-wallet-api). */
const DEMO_VENDOR_SECRET = 'demo-secret';

export interface TestMember {
  username: string;
  password: string;
  token: string;
  id: number;
}

/** The `value` of a success envelope, parsed with `schema`; fails the test on a failure envelope. */
async function readValue<Schema extends z.ZodType>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await response.text();
  expect(response.ok(), text).toBe(true);
  const payload: unknown = JSON.parse(text);
  if (typeof payload !== 'object' || payload === null || !('value' in payload)) {
    throw new Error(`Not an envelope: ${text}`);
  }
  return schema.parse(payload.value);
}

function isChallenge(value: unknown): value is Challenge {
  return typeof value === 'object' && value !== null && 'parameters' in value;
}

/**
 * Registers a new member by user name (challenge solved, payload encrypted) and answers its session; with an
 * invitation code, in that agent's team.
 */
export async function registerMember(
  request: APIRequestContext,
  options: { affiliateCode?: string } = {},
): Promise<TestMember> {
  const username = `w${Date.now().toString(36)}${randomInt(46_656).toString(36)}`.slice(0, 16);
  const password = 'Secret123';
  const challengeAnswer: unknown = await (
    await request.get('/wps/verification/challenge', { headers: MERCHANT_HEADERS })
  ).json();
  const challenge =
    typeof challengeAnswer === 'object' && challengeAnswer !== null && 'value' in challengeAnswer
      ? challengeAnswer.value
      : null;
  if (!isChallenge(challenge)) {
    throw new Error('No verification challenge');
  }
  const publicKey = await readValue(
    await request.get('/wps/system/publicKey', { headers: MERCHANT_HEADERS }),
    publicKeySchema,
  );
  const body = await encryptPayload(publicKey, {
    username,
    password,
    confirmPassword: password,
    isTermsAccepted: true,
    isAgeConfirmed: true,
    registerMethod: 'WEB',
    login: true,
    ...(options.affiliateCode === undefined ? {} : { affiliateCode: options.affiliateCode }),
    challenge: await solveChallengeField(challenge),
  });
  const registered = await readValue(
    await request.put('/wps/member/register', { headers: MERCHANT_HEADERS, data: body }),
    loginResponseSchema,
  );
  return { username, password, token: registered.token, id: registered.userInfo.id };
}

/** Opens the site in `page` already logged in as `member` (the token kept for the session, as a login does). */
export async function openAsMember(page: Page, member: TestMember): Promise<void> {
  await page.addInitScript((token) => {
    sessionStorage.setItem('token', token);
    // The announcement pop-ups of a logged-in visitor have been read.
    sessionStorage.setItem('announcementPopupClosed:A', '1');
    sessionStorage.setItem('announcementPopupClosed:F', '1');
  }, member.token);
  await page.goto('/');
}

/** Deposits through the instant SANDBOX channel with the member's session, as the deposit page does. */
export async function depositThroughSandbox(
  request: APIRequestContext,
  member: TestMember,
  amount: number,
): Promise<void> {
  const response = await request.post('/wps/payment/deposit', {
    headers: { ...MERCHANT_HEADERS, Authorization: member.token },
    data: { channelCode: 'SANDBOX', amount, requestId: randomUUID() },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Wagers `amount` at the demo vendor the way a game does: a launch through the member API, then a signed
 * seamless bet and its settlement paying `winAmount`. The bet counts toward the member's turnover. With
 * `expectedBetStatus` other than OK the bet must be refused with it, and nothing follows.
 */
export async function wagerAtDemoVendor(
  request: APIRequestContext,
  member: TestMember,
  amount: number,
  winAmount = 0,
  expectedBetStatus = 'OK',
): Promise<void> {
  const launchResponse = await request.post('/wps/game/launchGame', {
    headers: { ...MERCHANT_HEADERS, Authorization: member.token },
    data: { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' },
  });
  const { launchToken } = await readValue(launchResponse, launchGameResponseSchema);
  const callVendor = async (operation: string, body: Record<string, unknown>) => {
    const payload = JSON.stringify(body);
    const response = await request.post(`/gateway/seamless/DEMO/${operation}`, {
      headers: {
        'Content-Type': 'application/json',
        'X-Signature': createHmac('sha256', DEMO_VENDOR_SECRET).update(payload).digest('hex'),
      },
      data: payload,
    });
    const answer: unknown = await response.json();
    return typeof answer === 'object' && answer !== null ? answer : {};
  };
  const balance = await callVendor('balance', { requestId: randomUUID(), token: launchToken });
  const playerId = 'playerId' in balance ? balance.playerId : undefined;
  const currency = 'currency' in balance ? balance.currency : undefined;
  if (typeof playerId !== 'string' || typeof currency !== 'string') {
    throw new Error(`No player behind the launch token: ${JSON.stringify(balance)}`);
  }
  const roundId = `round-${randomUUID()}`;
  const betId = `bet-${randomUUID()}`;
  const common = { playerId, currency, gameCode: 'DEMO_SLOT', roundId };
  const bet = await callVendor('bet', {
    ...common,
    requestId: randomUUID(),
    token: launchToken,
    transactionId: betId,
    amount,
  });
  expect(bet).toMatchObject({ status: expectedBetStatus });
  if (expectedBetStatus !== 'OK') {
    return;
  }
  const win = await callVendor('win', {
    ...common,
    requestId: randomUUID(),
    token: launchToken,
    transactionId: `win-${randomUUID()}`,
    refTransactionId: betId,
    amount: winAmount,
  });
  expect(win).toMatchObject({ status: 'OK' });
}

/** Sends an encrypted call (E) with the member's session, as the web app does, and expects success. */
export async function postEncrypted(
  request: APIRequestContext,
  member: TestMember,
  path: string,
  payload: Record<string, unknown>,
): Promise<unknown> {
  const publicKey = await readValue(
    await request.get('/wps/system/publicKey', { headers: MERCHANT_HEADERS }),
    publicKeySchema,
  );
  const body = await encryptPayload(publicKey, payload);
  const response = await request.post(path, {
    headers: { ...MERCHANT_HEADERS, Authorization: member.token },
    data: body,
  });
  const text = await response.text();
  expect(response.ok(), text).toBe(true);
  const answer: unknown = JSON.parse(text);
  return typeof answer === 'object' && answer !== null && 'value' in answer ? answer.value : null;
}

/** The demo operator's session on the operator API. */
export async function logInOperator(request: APIRequestContext): Promise<string> {
  const session = await readValue(
    await request.post('/ops/session/login', {
      headers: MERCHANT_HEADERS,
      data: {
        username: DEMO_OPERATOR.username,
        password: DEMO_OPERATOR.password,
        code: await generate({ secret: DEMO_OPERATOR.totpSecret }),
      },
    }),
    operatorLoginResponseSchema,
  );
  return session.token;
}

/** The member's withdrawals as the operator lists them, newest first. */
export async function listMemberWithdrawals(
  request: APIRequestContext,
  operatorToken: string,
  memberId: number,
): Promise<OperatorWithdrawal[]> {
  const page = await readValue(
    await request.get(`/ops/withdrawals?memberId=${memberId}`, {
      headers: { ...MERCHANT_HEADERS, Authorization: operatorToken },
    }),
    operatorWithdrawalPageSchema,
  );
  return page.content;
}

/** An operator action on a withdrawal (approve, disburse, …) with a JSON body; answers the withdrawal. */
export async function actOnWithdrawal(
  request: APIRequestContext,
  operatorToken: string,
  path: string,
  body: Record<string, unknown> = {},
): Promise<OperatorWithdrawal> {
  return readValue(
    await request.post(path, {
      headers: { ...MERCHANT_HEADERS, Authorization: operatorToken },
      data: body,
    }),
    operatorWithdrawalSchema,
  );
}
