import { signInProviderSchema } from '@plaza/contracts/social-sign-in';
import type { SignInProvider } from '@plaza/contracts/social-sign-in';
import { z } from 'zod';

const STORAGE_KEY = 'plaza.socialSignIn';

const pendingSchema = z.object({
  provider: signInProviderSchema,
  state: z.string(),
  browserKey: z.string(),
});

/** A sign-in that left for its provider from this tab. */
export type PendingSocialSignIn = z.infer<typeof pendingSchema>;

/** Keeps the sign-in that leaves for its provider (session storage: this tab only, gone with it). */
export function keepPendingSocialSignIn(storage: Storage, pending: PendingSocialSignIn): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(pending));
}

/** The sign-in that left for its provider from this tab, if any. */
export function readPendingSocialSignIn(storage: Storage): PendingSocialSignIn | null {
  const stored = storage.getItem(STORAGE_KEY);
  if (stored === null) {
    return null;
  }
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Forgets the pending sign-in once its answer is read: a state is answered once. */
export function forgetPendingSocialSignIn(storage: Storage): void {
  storage.removeItem(STORAGE_KEY);
}

/** Names a provider for buttons and texts. */
export const PROVIDER_NAMES: Record<SignInProvider, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook' };
