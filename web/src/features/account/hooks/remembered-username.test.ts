import { REMEMBER_ME_MS, STORAGE_KEYS } from '@plaza/contracts/constants';
import { beforeEach, describe, expect, it } from 'vitest';

import { forgetUsername, readRememberedUsername, rememberUsername } from './remembered-username';

describe('remembered user name', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('is read back until one day has passed, then removed', () => {
    rememberUsername(localStorage, 'demoplayer', 1_000);
    expect(readRememberedUsername(localStorage, 1_000 + REMEMBER_ME_MS - 1)).toBe('demoplayer');
    expect(readRememberedUsername(localStorage, 1_000 + REMEMBER_ME_MS)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.rememberedUsername)).toBeNull();
  });

  it('is absent when forgotten, never stored or unreadable', () => {
    expect(readRememberedUsername(localStorage, 0)).toBeNull();
    rememberUsername(localStorage, 'demoplayer', 0);
    forgetUsername(localStorage);
    expect(readRememberedUsername(localStorage, 0)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.rememberedUsername, '{not json');
    expect(readRememberedUsername(localStorage, 0)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.rememberedUsername, JSON.stringify({ username: 'x' }));
    expect(readRememberedUsername(localStorage, 0)).toBeNull();
  });
});
