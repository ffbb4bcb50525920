import { useSyncExternalStore } from 'react';

import { readStoredSessionToken, subscribeSessionToken } from './session-token';

/** The stored session token, re-rendering on login, logout and a 401. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSessionToken, readStoredSessionToken, () => null);
}
