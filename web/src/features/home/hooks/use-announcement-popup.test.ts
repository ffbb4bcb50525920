import { beforeEach, describe, expect, it } from 'vitest';

import { getPopupStorageKey, markPopupClosed, shouldShowPopup } from './use-announcement-popup';

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
});
