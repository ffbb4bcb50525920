import { useSyncExternalStore } from 'react';

import { readPasswordChangeDue, subscribePasswordChangeDue } from './password-change-due';
import type { PasswordChangeReason } from './password-change-due';
import { readStoredSessionToken, subscribeSessionToken } from './session-token';

function subscribe(listener: () => void): () => void {
  const unsubscribeMark = subscribePasswordChangeDue(listener);
  const unsubscribeToken = subscribeSessionToken(listener);
  return () => {
    unsubscribeMark();
    unsubscribeToken();
  };
}

/**
 * Why the current session must change its password before anything else, or null. Re-renders when the mark
 * is set or cleared and when the session ends (logout, 401). The change-password dialog is forced while it
 * is set, and the announcement pop-up waits for it.
 */
export function usePasswordChangeDue(): PasswordChangeReason | null {
  return useSyncExternalStore(
    subscribe,
    () => readPasswordChangeDue(readStoredSessionToken()),
    () => null,
  );
}
