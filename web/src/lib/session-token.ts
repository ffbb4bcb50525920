import { REMEMBER_ME_MS, STORAGE_KEYS } from '@plaza/contracts/constants';

import { readStorage, writeStorage } from './safe-storage';

export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;
/** The token a member asked to stay signed in with, and until when (local storage, shared by every tab). */
export const KEPT_TOKEN_STORAGE_KEY = 'keptSession';
const TOKEN_QUERY_PARAMETER = 'token';
/** Session keys that outlive a logout (docs/product/accounts.md#logout: the merchant keys are restored). */
const KEPT_ON_LOGOUT = [STORAGE_KEYS.merchant] as const;

const listeners = new Set<() => void>();

function notifyListeners(): void {
  for (const listener of listeners) {
    listener();
  }
}

/**
 * The member session token: kept in session storage, and also accepted from the page address query `?token=`
 * (docs/product/accounts.md#sessions), in which case it is stored for the rest of the session.
 */
export function readSessionToken(search: string): string | null {
  const fromQuery = new URLSearchParams(search).get(TOKEN_QUERY_PARAMETER);
  if (fromQuery !== null && fromQuery.trim() !== '') {
    const token = fromQuery.trim();
    // Read during render (route guards), so subscribers are not notified here: React forbids updating other
    // components mid-render, and the header reads the stored token on its next render anyway.
    writeStorage(sessionStorage, TOKEN_STORAGE_KEY, token);
    return token;
  }
  return readStoredSessionToken();
}

/** The token a member asked to stay signed in with, while its day lasts; an expired one is forgotten. */
function readKeptToken(now: number): string | null {
  const kept = readStorage(localStorage, KEPT_TOKEN_STORAGE_KEY);
  if (kept === null) {
    return null;
  }
  try {
    const value: unknown = JSON.parse(kept);
    const token: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'token') : null;
    const until: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'until') : null;
    if (typeof token === 'string' && token !== '' && typeof until === 'number' && until > now) {
      return token;
    }
  } catch {
    // A broken entry is forgotten below.
  }
  forgetKeptToken();
  return null;
}

function forgetKeptToken(): void {
  try {
    localStorage.removeItem(KEPT_TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/**
 * The token kept in session storage, else the one kept for a day by "Keep me signed in"
 * (docs/product/accounts.md#login-by-password: one day), which a new tab takes into its session storage; or null.
 */
export function readStoredSessionToken(now: number = Date.now()): string | null {
  const stored = readStorage(sessionStorage, TOKEN_STORAGE_KEY);
  if (stored !== null && stored !== '') {
    return stored;
  }
  const kept = readKeptToken(now);
  if (kept !== null) {
    writeStorage(sessionStorage, TOKEN_STORAGE_KEY, kept);
  }
  return kept;
}

/** Keeps `token` for REMEMBER_ME_MS in local storage, so that every new tab of the site starts signed in. */
export function keepSessionToken(token: string, now: number = Date.now()): void {
  writeStorage(localStorage, KEPT_TOKEN_STORAGE_KEY, JSON.stringify({ token, until: now + REMEMBER_ME_MS }));
}

/** Whether a member session token is at hand (stored, or in the page address query). */
export function hasSessionToken(search: string): boolean {
  return readSessionToken(search) !== null;
}

/** Keeps the token of a successful login or registration for the session. */
export function storeSessionToken(token: string): void {
  writeStorage(sessionStorage, TOKEN_STORAGE_KEY, token);
  notifyListeners();
}

/** Forgets the token only (the server answered 401: the session is over). */
export function clearSessionToken(): void {
  forgetKeptToken();
  if (readStorage(sessionStorage, TOKEN_STORAGE_KEY) === null) {
    return;
  }
  try {
    sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
  notifyListeners();
}

/**
 * Clears the whole session storage after a logout, restoring the merchant keys (docs/product/accounts.md#logout).
 */
export function clearSessionStorage(): void {
  forgetKeptToken();
  const kept = KEPT_ON_LOGOUT.map((key) => [key, readStorage(sessionStorage, key)] as const);
  try {
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was kept.
  }
  for (const [key, value] of kept) {
    if (value !== null) {
      writeStorage(sessionStorage, key, value);
    }
  }
  notifyListeners();
}

/** Calls `listener` whenever the stored token changes in this page; returns the unsubscribe function. */
export function subscribeSessionToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
