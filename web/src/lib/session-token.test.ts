import { beforeEach, describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@plaza/contracts/constants';

import {
  clearSessionStorage,
  clearSessionToken,
  hasSessionToken,
  readSessionToken,
  storeSessionToken,
  subscribeSessionToken,
  TOKEN_STORAGE_KEY,
} from './session-token';

describe('session token', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('is absent without a stored token or a query token', () => {
    expect(hasSessionToken('')).toBe(false);
    expect(hasSessionToken('?gameCode=SEA')).toBe(false);
  });

  it('reads the token from session storage', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    expect(readSessionToken('')).toBe('stored');
  });

  it('accepts a token from the page address and keeps it for the session', () => {
    expect(readSessionToken('?gameCode=SEA&token=abc')).toBe('abc');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(hasSessionToken('')).toBe(true);
  });

  it('ignores an empty query token', () => {
    expect(hasSessionToken('?token=')).toBe(false);
  });

  it('tells subscribers when a token is stored or cleared', () => {
    let changes = 0;
    const unsubscribe = subscribeSessionToken(() => {
      changes += 1;
    });
    storeSessionToken('fresh');
    expect(readSessionToken('')).toBe('fresh');
    clearSessionToken();
    expect(hasSessionToken('')).toBe(false);
    unsubscribe();
    storeSessionToken('later');
    expect(changes).toBe(2);
  });

  it('clears the session on logout but keeps the merchant code', () => {
    sessionStorage.setItem(STORAGE_KEYS.merchant, 'PLAZA');
    sessionStorage.setItem('popupSeen', '1');
    storeSessionToken('member');
    clearSessionStorage();
    expect(hasSessionToken('')).toBe(false);
    expect(sessionStorage.getItem('popupSeen')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.merchant)).toBe('PLAZA');
  });
});
