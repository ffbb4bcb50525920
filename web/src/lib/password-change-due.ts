import { STORAGE_KEYS } from '@plaza/contracts/constants';
import { z } from 'zod';

import { readStorage, writeStorage } from './safe-storage';

const KEY = STORAGE_KEYS.passwordChangeDue;

/** Why a login must change its password before anything else (docs/product/accounts.md#forced-password-change). */
export const PASSWORD_CHANGE_REASONS = ['firstLogin', 'defaultPassword', 'expired'] as const;
export type PasswordChangeReason = (typeof PASSWORD_CHANGE_REASONS)[number];

const dueSchema = z.object({ token: z.string(), reason: z.enum(PASSWORD_CHANGE_REASONS) });
const listeners = new Set<() => void>();

function notifyListeners(): void {
  for (const listener of listeners) {
    listener();
  }
}

/**
 * Marks the session of `token` as having to change its password. The mark lives in session storage beside the
 * token, so a reload keeps the change forced; it names the token, so it never applies to a later session, and a
 * logout (which clears session storage) ends it.
 */
export function markPasswordChangeDue(token: string, reason: PasswordChangeReason): void {
  writeStorage(sessionStorage, KEY, JSON.stringify({ token, reason }));
  notifyListeners();
}

/** Why the session of `token` must still change its password, or null when it need not. */
export function readPasswordChangeDue(token: string | null): PasswordChangeReason | null {
  const stored = readStorage(sessionStorage, KEY);
  if (token === null || stored === null) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  const due = dueSchema.safeParse(parsed);
  return due.success && due.data.token === token ? due.data.reason : null;
}

/** Removes the mark: the password was changed, or the member signed out instead. */
export function clearPasswordChangeDue(): void {
  if (readStorage(sessionStorage, KEY) === null) {
    return;
  }
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
  notifyListeners();
}

/** Calls `listener` whenever the mark changes in this page; returns the unsubscribe function. */
export function subscribePasswordChangeDue(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
