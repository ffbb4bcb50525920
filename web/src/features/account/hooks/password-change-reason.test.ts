import { describe, expect, it } from 'vitest';

import { readPasswordChangeReason } from './password-change-reason';

const NONE = { firstTimeLogin: false, isDefaultPassword: false, passwordExpired: false };

describe('readPasswordChangeReason', () => {
  it('names why a password login must change its password', () => {
    expect(readPasswordChangeReason({ ...NONE, firstTimeLogin: true }, true)).toBe('firstLogin');
    expect(readPasswordChangeReason({ ...NONE, isDefaultPassword: true }, true)).toBe('defaultPassword');
    expect(readPasswordChangeReason({ ...NONE, passwordExpired: true }, true)).toBe('expired');
    expect(readPasswordChangeReason(NONE, true)).toBeNull();
  });

  it('never forces a change after a login that was not by password', () => {
    expect(
      readPasswordChangeReason({ ...NONE, firstTimeLogin: true, passwordExpired: true }, false),
    ).toBeNull();
  });
});
