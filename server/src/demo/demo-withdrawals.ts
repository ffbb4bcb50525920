import type { WithdrawalSettings } from '@plaza/contracts/withdrawals';

import type { DatabaseHandle } from '../db/database';
import { findMemberById, findMemberByUsername } from '../modules/accounts/members.service';
import { getDeploymentSettings } from '../modules/deployment/deployment.service';
import { bindAccount } from '../modules/withdrawals/bound-accounts.service';
import { setPaymentPassword } from '../modules/withdrawals/payment-password.service';
import {
  addWithdrawalChannel,
  listWithdrawalChannels,
  requestWithdrawal,
} from '../modules/withdrawals/withdrawals.service';
import type { WithdrawalChannelInsert } from '../modules/withdrawals/withdrawals.service';

/** Counts as received a disbursed payment left unconfirmed for a day (docs/decisions/008-withdrawals.md). */
const AUTO_CONFIRM_MINUTES = 24 * 60;

/** Each demo merchant's banks and e-wallet types, and how many of each a member may bind. */
export const DEMO_WITHDRAWAL_SETTINGS: Record<'PLAZA' | 'PLAZABR', WithdrawalSettings> = {
  PLAZA: {
    autoConfirmMinutes: AUTO_CONFIRM_MINUTES,
    banks: [
      { code: 'CHASE', name: 'JPMorgan Chase' },
      { code: 'BOFA', name: 'Bank of America' },
      { code: 'CITI', name: 'Citibank' },
      { code: 'WELLS', name: 'Wells Fargo' },
      { code: 'HSBC', name: 'HSBC' },
    ],
    eWalletTypes: [
      { code: 'USDT_TRC20', name: 'USDT (TRC20)' },
      { code: 'PAYPAL', name: 'PayPal' },
    ],
    maxBankAccounts: 3,
    maxEWallets: 3,
  },
  PLAZABR: {
    autoConfirmMinutes: AUTO_CONFIRM_MINUTES,
    banks: [
      { code: '001', name: 'Banco do Brasil' },
      { code: '237', name: 'Bradesco' },
      { code: '341', name: 'Itaú Unibanco' },
      { code: '104', name: 'Caixa Econômica Federal' },
      { code: '260', name: 'Nubank' },
    ],
    eWalletTypes: [
      { code: 'PIX', name: 'Pix' },
      { code: 'PICPAY', name: 'PicPay' },
    ],
    maxBankAccounts: 3,
    maxEWallets: 3,
  },
};

const BANK_NAMES = {
  en: 'Bank transfer',
  pt: 'Transferência bancária',
  vi: 'Chuyển khoản ngân hàng',
  th: 'โอนเงินผ่านธนาคาร',
  'zh-CN': '银行转账',
};
const EWALLET_NAMES = {
  en: 'E-wallet',
  pt: 'Carteira digital',
  vi: 'Ví điện tử',
  th: 'อีวอลเล็ท',
  'zh-CN': '电子钱包',
};

/** The demo withdrawal channels (amounts in minor units of each merchant's currency). */
const DEMO_WITHDRAWAL_CHANNELS: Record<string, Omit<WithdrawalChannelInsert, 'updatedAt'>[]> = {
  PLAZA: [
    {
      code: 'BANK_PAYOUT',
      names: BANK_NAMES,
      accountKind: 'BANK',
      minAmount: 1_000,
      maxAmount: 5_000_000,
      dailyCountLimit: 5,
      feeFixed: 100,
      feePercentBasisPoints: 0,
      sortOrder: 0,
    },
    {
      code: 'EWALLET_PAYOUT',
      names: EWALLET_NAMES,
      accountKind: 'EWALLET',
      minAmount: 500,
      maxAmount: 1_000_000,
      dailyCountLimit: 3,
      feeFixed: 0,
      feePercentBasisPoints: 150,
      sortOrder: 1,
    },
  ],
  PLAZABR: [
    {
      code: 'BANK_PAYOUT',
      names: BANK_NAMES,
      accountKind: 'BANK',
      minAmount: 2_000,
      maxAmount: 10_000_000,
      dailyCountLimit: 5,
      feeFixed: 200,
      feePercentBasisPoints: 0,
      sortOrder: 0,
    },
    {
      code: 'PIX_PAYOUT',
      names: { ...EWALLET_NAMES, en: 'Pix and e-wallets', pt: 'Pix e carteiras digitais' },
      accountKind: 'EWALLET',
      minAmount: 1_000,
      maxAmount: 5_000_000,
      dailyCountLimit: 10,
      feeFixed: 0,
      feePercentBasisPoints: 100,
      sortOrder: 1,
    },
  ],
};

/**
 * Adds the demo withdrawal channels a database lacks (a new one, or one made before withdrawals existed);
 * a channel the operator already has is left as it is.
 */
export async function ensureDemoWithdrawalChannels(
  handle: DatabaseHandle,
  merchantCode: string,
  now: number,
): Promise<void> {
  for (const channel of DEMO_WITHDRAWAL_CHANNELS[merchantCode] ?? []) {
    await addWithdrawalChannel(handle.db, { ...channel, updatedAt: now });
  }
}

/** The login password of the demo team's members (demo-team.ts). */
const TEAM_LOGIN_PASSWORD = 'Player1234';
/** The payment password the members below set before they bind an account and withdraw. */
const PENDING_PAYMENT_PASSWORD = '735102';

/**
 * Two members of the demo team who won at the demo studio (demo-wins.ts) and ask to withdraw, in minor units: the
 * back office's withdrawal queue has them to review on a fresh start.
 */
const DEMO_PENDING_WITHDRAWALS = [
  {
    username: 'demomember1',
    kind: 'BANK',
    holderName: 'Daniel Moreira',
    accountNumber: '4410 2290 7731',
    amount: 350_000,
  },
  { username: 'demomember3', kind: 'EWALLET', address: 'TQ7n2demoWALLETm3x9Lk4pQ', amount: 80_000 },
] as const;

/**
 * Each member above sets a payment password, binds an account and requests a withdrawal through the real services:
 * the amount leaves the main wallet for the member's withdrawal hold (and the fee for the house) in the ledger, as a
 * request from the member center does, and waits in the operator's queue. Run once, on a new demo deployment, after
 * the demo rounds met the members' turnover (main.ts); a member missing, or one who already has a withdrawal, is
 * left alone.
 */
export async function seedDemoPendingWithdrawals(handle: DatabaseHandle, now: number): Promise<void> {
  const settings = (await getDeploymentSettings(handle)).withdrawal;
  for (const [index, demo] of DEMO_PENDING_WITHDRAWALS.entries()) {
    const at = now + index * 60_000;
    const found = await findMemberByUsername(handle.db, demo.username);
    if (found === undefined || (await hasWithdrawals(handle, found.id))) {
      continue;
    }
    const { channels } = await listWithdrawalChannels(handle, found, 'en', at);
    const channel = channels.find((each) => each.accountKind === demo.kind);
    if (channel === undefined) {
      continue;
    }
    if (found.payment_password_hash === null) {
      await setPaymentPassword(
        handle,
        found,
        {
          loginPassword: TEAM_LOGIN_PASSWORD,
          newPassword: PENDING_PAYMENT_PASSWORD,
          confirmNewPassword: PENDING_PAYMENT_PASSWORD,
        },
        at,
      );
    }
    const member = await findMemberById(handle.db, found.id);
    if (member === undefined) {
      continue;
    }
    const account = await bindAccount(
      handle,
      member,
      demo.kind === 'BANK'
        ? {
            kind: 'BANK',
            bankCode: settings.banks[0]?.code ?? '',
            accountNumber: demo.accountNumber.replaceAll(' ', ''),
            holderName: demo.holderName,
            paymentPassword: PENDING_PAYMENT_PASSWORD,
          }
        : {
            kind: 'EWALLET',
            walletType: settings.eWalletTypes[0]?.code ?? '',
            address: demo.address,
            paymentPassword: PENDING_PAYMENT_PASSWORD,
          },
      at,
    );
    const bound = await findMemberById(handle.db, found.id);
    if (bound === undefined) {
      continue;
    }
    await requestWithdrawal(
      handle,
      bound,
      {
        channelCode: channel.code,
        boundAccountId: String(account.id),
        amount: demo.amount,
        paymentPassword: PENDING_PAYMENT_PASSWORD,
      },
      'en',
      at + 30_000,
    );
  }
}

async function hasWithdrawals(handle: DatabaseHandle, memberId: number): Promise<boolean> {
  const row = await handle.db
    .selectFrom('withdrawal')
    .select('id')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
