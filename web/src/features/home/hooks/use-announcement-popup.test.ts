import { beforeEach, describe, expect, it } from 'vitest';

import { markFirstLogin } from '../../../lib/first-login';
import {
  choosePopupAudience,
  getPopupStorageKey,
  markPopupClosed,
  shouldShowPopup,
} from './use-announcement-popup';

describe('announcement pop-up once per session', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('shows the pop-up until it is closed', () => {
    expect(shouldShowPopup(sessionStorage, 'B')).toBe(true);
    expect(shouldShowPopup(sessionStorage, 'B')).toBe(true);
    markPopupClosed(sessionStorage, 'B');
    expect(shouldShowPopup(sessionStorage, 'B')).toBe(false);
  });

  it('keeps one key per audience', () => {
    markPopupClosed(sessionStorage, 'B');
    expect(shouldShowPopup(sessionStorage, 'A')).toBe(true);
    expect(getPopupStorageKey('A')).not.toBe(getPopupStorageKey('B'));
  });

  it('shows a member audience F first in the session of their first login, then A', () => {
    expect(choosePopupAudience(sessionStorage, false)).toBe('B');
    expect(choosePopupAudience(sessionStorage, true)).toBe('A');
    markFirstLogin(sessionStorage);
    expect(choosePopupAudience(sessionStorage, false)).toBe('B');
    expect(choosePopupAudience(sessionStorage, true)).toBe('F');
    markPopupClosed(sessionStorage, 'F');
    expect(choosePopupAudience(sessionStorage, true)).toBe('A');
  });
});
