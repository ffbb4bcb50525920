// Takes the screenshots of the member center's my wallet, deposit, withdraw and betting record pages, light and dark, desktop and phone.
// Needs a running demo server (SCREENSHOT_URL, default http://127.0.0.1:3000). A fresh member is registered and
// given a history through the real APIs (a deposit, wagers at the demo vendor, a payment password, bound accounts,
// a withdrawal the demo operator approved and paid, one awaiting review). Writes PNG files to OUTPUT (default
// .tmp/screenshots/; docs/screenshots/wallet-*.png keeps a chosen four). Each run registers a member: the
// registration limit (10 a minute per address) allows ten runs a minute.
import { mkdirSync } from 'node:fs';

import { boundAccountSchema, withdrawalSchema } from '@plaza/contracts/withdrawals';
import { chromium, request as playwrightRequest } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { openMemberContext } from './screenshot-sign-in';
import {
  actOnWithdrawal,
  depositThroughSandbox,
  logInOperator,
  postEncrypted,
  registerMember,
  wagerAtDemoVendor,
} from '../e2e/wallet-helpers';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;
const PAGES = {
  wallet: 'My wallet',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  bets: 'Betting record',
} as const;
const PAYMENT_PASSWORD = 'Pay-123456';
/** ONLY=bets,withdraw takes those pages alone. */
const ONLY = process.env.ONLY?.split(',') ?? null;

const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
const member = await registerMember(request);
await depositThroughSandbox(request, member, 250_000);
await wagerAtDemoVendor(request, member, 120_000, 95_500);
await wagerAtDemoVendor(request, member, 140_000, 165_000);
await postEncrypted(request, member, '/wps/member/paymentPassword', {
  loginPassword: member.password,
  newPassword: PAYMENT_PASSWORD,
  confirmNewPassword: PAYMENT_PASSWORD,
});
const unique = String(Date.now()).slice(-10);
const bank = boundAccountSchema.parse(
  await postEncrypted(request, member, '/wps/member/boundAccounts', {
    kind: 'BANK',
    bankCode: 'CHASE',
    accountNumber: `55${unique}`,
    holderName: 'Alex Morgan',
    paymentPassword: PAYMENT_PASSWORD,
  }),
);
await postEncrypted(request, member, '/wps/member/boundAccounts', {
  kind: 'EWALLET',
  walletType: 'USDT_TRC20',
  address: `TQ${unique}x9Lr`,
  paymentPassword: PAYMENT_PASSWORD,
});
// Some money in the demo transfer-wallet vendor's wallet, so my wallet shows two wallets.
const moved = await request.post('/wps/relay/GCS_walletTransfer', {
  headers: { Merchant: 'PLAZA', Authorization: member.token },
  data: { fromWallet: 'MAIN', toWallet: 'DEMOTW', amount: 30_000 },
});
if (!moved.ok()) {
  throw new Error(`wallet transfer failed: ${await moved.text()}`);
}
const operatorToken = await logInOperator(request);
const paid = withdrawalSchema.parse(
  await postEncrypted(request, member, '/wps/payment/withdrawal', {
    channelCode: 'BANK_PAYOUT',
    boundAccountId: bank.id,
    amount: 50_000,
    paymentPassword: PAYMENT_PASSWORD,
  }),
);
await actOnWithdrawal(request, operatorToken, `/ops/withdrawals/${paid.id}/approve`);
await actOnWithdrawal(request, operatorToken, `/ops/withdrawals/${paid.id}/disburse`, {
  reference: `SHOT-${unique}`,
});
await postEncrypted(request, member, '/wps/payment/withdrawal', {
  channelCode: 'BANK_PAYOUT',
  boundAccountId: bank.id,
  amount: 12_000,
  paymentPassword: PAYMENT_PASSWORD,
});
await request.dispose();

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      for (const [name, tab] of Object.entries(PAGES).filter(
        ([name]) => ONLY === null || ONLY.includes(name),
      )) {
        const context = await openMemberContext(browser, {
          viewport,
          baseURL: BASE_URL,
          token: member.token,
          theme: theme,
        });
        const page = await context.newPage();
        await page.goto('/');
        await page.waitForLoadState('networkidle');
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Balance / })
          .click();
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForLoadState('networkidle');
        if (name === 'deposit' || name === 'withdraw') {
          const amount = page.getByRole('textbox', { name: /^Amount/ });
          await amount.fill(name === 'deposit' ? '150' : '200');
          await amount.blur();
          await page.waitForLoadState('networkidle');
        }
        if (name === 'withdraw') {
          // The fee quote under the amount is what the page is about.
          await page.getByText('You receive').evaluate((element) => {
            // Scroll the page inside the member center only (scrollIntoView would move the dialog too).
            const container = element.closest('.member-center__page');
            if (container !== null) {
              const offset = element.getBoundingClientRect().top - container.getBoundingClientRect().top;
              container.scrollTop += offset - container.clientHeight / 2;
            }
          });
        }
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUTPUT}/${name}-${device}-${theme}.png` });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots written to ${OUTPUT}/`);
