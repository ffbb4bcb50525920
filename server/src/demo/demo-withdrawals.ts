import type { WithdrawalSettings } from '@plaza/contracts/withdrawals';

import type { DatabaseHandle } from '../db/database';
import { addWithdrawalChannel } from '../modules/withdrawals/withdrawals.service';
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
