import { STORAGE_KEYS } from '@plaza/contracts/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  clearPasswordChangeDue,
  markPasswordChangeDue,
  readPasswordChangeDue,
  subscribePasswordChangeDue,
} from './password-change-due';

describe('password change due', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('holds for the marked session only, with its reason, until cleared', () => {
    expect(readPasswordChangeDue('token-a')).toBeNull();
    markPasswordChangeDue('token-a', 'expired');
    expect(readPasswordChangeDue('token-a')).toBe('expired');
    expect(readPasswordChangeDue('token-b')).toBeNull();
    expect(readPasswordChangeDue(null)).toBeNull();
    clearPasswordChangeDue();
    expect(readPasswordChangeDue('token-a')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.passwordChangeDue)).toBeNull();
  });

  it('tells its subscribers when it is set and when it is cleared', () => {
    const listener = vi.fn();
    const unsubscribe = subscribePasswordChangeDue(listener);
    markPasswordChangeDue('token-a', 'firstLogin');
    clearPasswordChangeDue();
    clearPasswordChangeDue();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    markPasswordChangeDue('token-a', 'firstLogin');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads a damaged entry as nothing due', () => {
    sessionStorage.setItem(STORAGE_KEYS.passwordChangeDue, '{not json');
    expect(readPasswordChangeDue('token-a')).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.passwordChangeDue, JSON.stringify({ token: 'token-a', reason: 'x' }));
    expect(readPasswordChangeDue('token-a')).toBeNull();
  });
});
