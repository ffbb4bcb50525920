import type { Balance } from '@plaza/contracts/wallet';

import type { DatabaseHandle } from '../../db/database';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { ledgerAccountCodes, listMemberAccounts } from '../ledger/ledger.service';

const VENDOR_WALLET_PREFIX = 'member:';

/**
 * A member's balance (GET /wps/v2/wallets/balance): the main wallet first, then each transfer-mode vendor
 * wallet, and their sum. A member who never received money has a main wallet of zero.
 */
export async function getMemberBalance(handle: DatabaseHandle, memberId: number): Promise<Balance> {
  const { currency } = await getDeploymentSettings(handle);
  const accounts = await listMemberAccounts(handle.db, memberId, ['member_main', 'member_vendor']);
  const mainCode = ledgerAccountCodes.memberMain(memberId);
  const main = accounts.find((account) => account.code === mainCode);
  const wallets = [
    { wallet: 'MAIN', vendorCode: null, availBalance: main?.balance ?? 0 },
    ...accounts
      .filter((account) => account.kind === 'member_vendor')
      .map((account) => {
        const vendorCode = account.code.slice(`${VENDOR_WALLET_PREFIX}${memberId}:vendor:`.length);
        return { wallet: vendorCode, vendorCode, availBalance: account.balance };
      }),
  ];
  return {
    sumBalance: wallets.reduce((sum, wallet) => sum + wallet.availBalance, 0),
    currency: currency.code,
    symbol: currency.symbol,
    decimals: currency.decimals,
    wallets,
  };
}
