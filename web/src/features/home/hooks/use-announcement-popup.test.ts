import { beforeEach, describe, expect, it } from 'vitest';

import { markFirstLogin } from '../../../lib/first-login';
import {
  choosePopupAudiences,
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

  it('shows a member audience F before A in the session of their first login', () => {
    expect(choosePopupAudiences(sessionStorage, false)).toEqual(['B']);
    expect(choosePopupAudiences(sessionStorage, true)).toEqual(['A']);
    markFirstLogin(sessionStorage);
    expect(choosePopupAudiences(sessionStorage, false)).toEqual(['B']);
    expect(choosePopupAudiences(sessionStorage, true)).toEqual(['F', 'A']);
  });
});
