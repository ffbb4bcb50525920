import { STORAGE_KEYS } from '@plaza/contracts/constants';

import { readStorage, writeStorage } from './safe-storage';

export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;
const TOKEN_QUERY_PARAMETER = 'token';

/**
 * The member session token: kept in session storage, and also accepted from the page address query `?token=`
 * (spec.md §3 "Login response value"), in which case it is stored for the rest of the session.
 */
export function readSessionToken(search: string): string | null {
  const fromQuery = new URLSearchParams(search).get(TOKEN_QUERY_PARAMETER);
  if (fromQuery !== null && fromQuery.trim() !== '') {
    const token = fromQuery.trim();
    writeStorage(sessionStorage, TOKEN_STORAGE_KEY, token);
    return token;
  }
  const stored = readStorage(sessionStorage, TOKEN_STORAGE_KEY);
  return stored !== null && stored !== '' ? stored : null;
}

/** Whether a member session token is at hand (stored, or in the page address query). */
export function hasSessionToken(search: string): boolean {
  return readSessionToken(search) !== null;
}
