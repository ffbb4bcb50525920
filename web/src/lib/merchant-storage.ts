import { STORAGE_KEYS } from '@plaza/contracts/constants';

import { setRequestMerchant } from './api-client';
import { writeStorage } from './safe-storage';

export const MERCHANT_CODE_STORAGE_KEY = STORAGE_KEYS.merchant;

/**
 * Keeps the deployment's merchant code in session and local storage (docs/product/site.md#whitelabel) and
 * sends it with every later call.
 */
export function rememberMerchantCode(merchantCode: string): void {
  writeStorage(sessionStorage, MERCHANT_CODE_STORAGE_KEY, merchantCode);
  writeStorage(localStorage, MERCHANT_CODE_STORAGE_KEY, merchantCode);
  setRequestMerchant(merchantCode);
}
