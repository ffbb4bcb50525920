import type { LoginResponse } from '@plaza/contracts/accounts';

import type { PasswordChangeReason } from '../../../lib/password-change-due';

/**
 * Why the password of a login must change before anything else, or null. Only a login by password is forced
 * (docs/product/accounts.md#forced-password-change: not after an SMS or third-party login).
 */
export function readPasswordChangeReason(
  response: Pick<LoginResponse, 'firstTimeLogin' | 'isDefaultPassword' | 'passwordExpired'>,
  isPasswordLogin: boolean,
): PasswordChangeReason | null {
  if (!isPasswordLogin) {
    return null;
  }
  if (response.isDefaultPassword) {
    return 'defaultPassword';
  }
  if (response.passwordExpired) {
    return 'expired';
  }
  return response.firstTimeLogin ? 'firstLogin' : null;
}
