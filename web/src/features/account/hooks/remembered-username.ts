import { REMEMBER_ME_MS, STORAGE_KEYS } from '@plaza/contracts/constants';
import { z } from 'zod';

import { readStorage, writeStorage } from '../../../lib/safe-storage';

const KEY = STORAGE_KEYS.rememberedUsername;
const rememberedSchema = z.object({ username: z.string(), expiresAt: z.number() });

/** Remembers the login's user name for one day (docs/product/accounts.md#login-by-password). */
export function rememberUsername(storage: Storage, username: string, now: number = Date.now()): void {
  writeStorage(storage, KEY, JSON.stringify({ username, expiresAt: now + REMEMBER_ME_MS }));
}

/** Forgets the remembered user name. */
export function forgetUsername(storage: Storage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Storage unavailable: nothing was remembered.
  }
}

/** The remembered user name while it has not expired; an expired or unreadable entry is removed. */
export function readRememberedUsername(storage: Storage, now: number = Date.now()): string | null {
  const stored = readStorage(storage, KEY);
  if (stored === null) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    parsed = null;
  }
  const remembered = rememberedSchema.safeParse(parsed);
  if (!remembered.success || remembered.data.expiresAt <= now) {
    forgetUsername(storage);
    return null;
  }
  return remembered.data.username;
}
