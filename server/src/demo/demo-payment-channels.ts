import type { ReceivingAccount } from '@plaza/contracts/payments';

import type { DatabaseHandle } from '../db/database';
import { runInTransaction } from '../db/transaction';
import { addPaymentChannel } from '../modules/payments/payments.service';

/** Where the demo merchants ask bank transfers to be paid (invented, like the merchants). */
const DEMO_RECEIVING_ACCOUNTS: Record<string, ReceivingAccount> = {
  PLAZA: {
    bankName: 'Plaza Demo Bank',
    accountName: 'Plaza Entertainment Ltd',
    accountNumber: '0001 2345 6789',
    branch: 'Main branch',
  },
  PLAZABR: {
    bankName: 'Banco Demo',
    accountName: 'Plaza Brasil Ltda',
    accountNumber: '12345-6',
    branch: 'Agência 0001',
  },
};

/**
 * The demo deposit channels (docs/product/money.md#deposits): SANDBOX completes at once; BANK shows the merchant's
 * bank account and waits for an operator. Limits in minor units: 1.00 to 10,000.00 and 10.00 to 50,000.00.
 * Channels the deployment lacks are added on start; existing ones are never changed.
 */
export async function ensureDemoPaymentChannels(
  handle: DatabaseHandle,
  merchantCode: string,
  now: number = Date.now(),
): Promise<void> {
  const receivingAccount = DEMO_RECEIVING_ACCOUNTS[merchantCode] ?? DEMO_RECEIVING_ACCOUNTS.PLAZA;
  await runInTransaction(handle, async (db) => {
    await addPaymentChannel(db, {
      code: 'SANDBOX',
      kind: 'INSTANT',
      type: 'SANDBOX',
      name: JSON.stringify({
        en: 'Sandbox (demo, instant)',
        pt: 'Sandbox (demonstração, instantâneo)',
        vi: 'Sandbox (thử nghiệm, tức thì)',
        th: 'แซนด์บ็อกซ์ (ทดลอง, ทันที)',
        'zh-CN': '沙盒（演示，即时到账）',
      }),
      name_key: null,
      min_amount: 100,
      max_amount: 1_000_000,
      fixed_amounts: '[]',
      receiving_account: null,
      enabled: 1,
      sort_order: 0,
      updated_at: now,
    });
    await addPaymentChannel(db, {
      code: 'BANK',
      kind: 'MANUAL',
      type: 'BANK_TRANSFER',
      name: JSON.stringify({
        en: 'Bank transfer',
        pt: 'Transferência bancária',
        vi: 'Chuyển khoản ngân hàng',
        th: 'โอนผ่านธนาคาร',
        'zh-CN': '银行转账',
      }),
      name_key: null,
      min_amount: 1_000,
      max_amount: 5_000_000,
      fixed_amounts: '[]',
      receiving_account: JSON.stringify(receivingAccount),
      enabled: 1,
      sort_order: 1,
      updated_at: now,
    });
  });
}
