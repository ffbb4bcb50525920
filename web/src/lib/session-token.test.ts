import { beforeEach, describe, expect, it } from 'vitest';

import { hasSessionToken, readSessionToken, TOKEN_STORAGE_KEY } from './session-token';

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
});
