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
 * The audiences whose pop-ups a visitor is due, in order: B when anonymous; for a member A, with F before it in the
 * session of their first login. One pop-up lists them together, so a new member meets one dialog, not two.
 */
export function choosePopupAudiences(storage: Storage, isLoggedIn: boolean): PopupAudience[] {
  if (!isLoggedIn) {
    return ['B'];
  }
  return isFirstLoginSession(storage) ? ['F', 'A'] : ['A'];
}

/**
 * The public announcement pop-up for the visitor: audience B when anonymous, A when logged in, F's items before A's
 * in the session of a member's first login. Returns the items to show (those of the audiences not closed this
 * session, none while a forced password change is pending: they come once the password is changed) and the close
 * action, which closes every audience shown.
 */
export function useAnnouncementPopup() {
  const { search } = useLocation();
  const [closedKey, setClosedKey] = useState<string | null>(null);
  const isPasswordChangeDue = usePasswordChangeDue() !== null;
  const audiences = choosePopupAudiences(sessionStorage, hasSessionToken(search)).filter((audience) =>
    shouldShowPopup(sessionStorage, audience),
  );
  const key = audiences.join('');
  const isWanted = !isPasswordChangeDue && audiences.length > 0 && closedKey !== key;
  const first = useAnnouncements(
    { type: 'PU', platform: 'W', execution: audiences[0] ?? 'A' },
    isWanted && audiences[0] !== undefined,
  );
  const second = useAnnouncements(
    { type: 'PU', platform: 'W', execution: audiences[1] ?? 'A' },
    isWanted && audiences[1] !== undefined,
  );
  const items = [...(first.data ?? []), ...(audiences[1] === undefined ? [] : (second.data ?? []))];

  return {
    // Together once each has answered, so the list does not grow under the reader.
    items: isWanted && !first.isPending && (audiences[1] === undefined || !second.isPending) ? items : [],
    close: () => {
      for (const audience of audiences) {
        markPopupClosed(sessionStorage, audience);
      }
      setClosedKey(key);
    },
  };
}
