import { readStorage, writeStorage } from './safe-storage';

/** Session storage key: this session began with the member's first login (kept until logout clears the session). */
const FIRST_LOGIN_KEY = 'firstLogin';

/**
 * Marks the session as the member's first login: right after registering, or a login the server marks as the
 * first (`firstTimeLogin`, an account an operator made). Pop-ups of audience F show in it
 * (docs/product/content.md#pop-ups-and-their-audiences).
 */
export function markFirstLogin(storage: Storage): void {
  writeStorage(storage, FIRST_LOGIN_KEY, '1');
}

/** Whether this session began with the member's first login. */
export function isFirstLoginSession(storage: Storage): boolean {
  return readStorage(storage, FIRST_LOGIN_KEY) === '1';
}
