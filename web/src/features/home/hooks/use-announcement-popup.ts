import type { PopupAudience } from '@plaza/contracts/content';
import { useState } from 'react';
import { useLocation } from 'react-router';

import { useAnnouncements } from '../../../lib/api/list-announcements';
import { isFirstLoginSession } from '../../../lib/first-login';
import { readStorage, writeStorage } from '../../../lib/safe-storage';
import { hasSessionToken } from '../../../lib/session-token';
import { usePasswordChangeDue } from '../../../lib/use-password-change-due';

/** Session storage key remembering that the pop-up of one audience was closed. */
export function getPopupStorageKey(audience: PopupAudience): string {
  return `announcementPopupClosed:${audience}`;
}

/**
 * The pop-up of an audience shows on every page load of the session until it is closed once
 * (docs/product/content.md#pop-ups-and-their-audiences).
 */
export function shouldShowPopup(storage: Storage, audience: PopupAudience): boolean {
  return readStorage(storage, getPopupStorageKey(audience)) !== '1';
}

/** Remembers for the rest of the session that the pop-up of `audience` was closed. */
export function markPopupClosed(storage: Storage, audience: PopupAudience): void {
  writeStorage(storage, getPopupStorageKey(audience), '1');
}

/**
 * The audience whose pop-up a visitor is due: B when anonymous; for a member, F first in the session of their first
 * login (until closed), then A.
 */
export function choosePopupAudience(storage: Storage, isLoggedIn: boolean): PopupAudience {
  if (!isLoggedIn) {
    return 'B';
  }
  return isFirstLoginSession(storage) && shouldShowPopup(storage, 'F') ? 'F' : 'A';
}

/**
 * The public announcement pop-up for the visitor: audience B when anonymous, A when logged in, F before A in the
 * session of a member's first login. Returns the items to show (none once closed this session, none while a
 * forced password change is pending: it comes once the password is changed) and the close action.
 */
export function useAnnouncementPopup() {
  const { search } = useLocation();
  const [closedAudience, setClosedAudience] = useState<PopupAudience | null>(null);
  // Read again after a close: closing F brings A.
  const audience = choosePopupAudience(sessionStorage, hasSessionToken(search));
  const isPasswordChangeDue = usePasswordChangeDue() !== null;
  const isWanted =
    !isPasswordChangeDue && closedAudience !== audience && shouldShowPopup(sessionStorage, audience);
  const popups = useAnnouncements({ type: 'PU', platform: 'W', execution: audience }, isWanted);

  return {
    items: isWanted ? (popups.data ?? []) : [],
    close: () => {
      markPopupClosed(sessionStorage, audience);
      setClosedAudience(audience);
    },
  };
}
