import { REMEMBER_ME_MS } from '@plaza/contracts/constants';
import { afterEach, describe, expect, it } from 'vitest';

import {
  clearSessionStorage,
  clearSessionToken,
  keepSessionToken,
  KEPT_TOKEN_STORAGE_KEY,
  readStoredSessionToken,
  TOKEN_STORAGE_KEY,
} from './session-token';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('keeping a session for a day across tabs', () => {
  it('gives a new tab (empty session storage) the kept token for one day, then forgets it', () => {
    keepSessionToken('kept-token', 1_000);
    expect(readStoredSessionToken(1_000 + REMEMBER_ME_MS - 1)).toBe('kept-token');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('kept-token');

    sessionStorage.clear();
    expect(readStoredSessionToken(1_000 + REMEMBER_ME_MS)).toBeNull();
    expect(localStorage.getItem(KEPT_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps nothing unless asked, and forgets the kept token on logout or when the session ends', () => {
    expect(readStoredSessionToken()).toBeNull();
    keepSessionToken('kept-token');
    clearSessionStorage();
    expect(readStoredSessionToken()).toBeNull();
    keepSessionToken('kept-token');
    clearSessionToken();
    expect(localStorage.getItem(KEPT_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
