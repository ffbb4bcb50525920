import { useSyncExternalStore } from 'react';

/**
 * Why the member's session just ended, for the notice the shell shows after the member's own parts of the page
 * are gone (docs/decisions/057-session-time-limit.md): the server ended it at their session-time limit (with its
 * message in their language), or the browser signed them out after their chosen idle time.
 */
export type SessionEnd =
  { reason: 'time-limit'; message: string } | { reason: 'inactivity'; minutes: number };

let current: SessionEnd | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) {
    listener();
  }
}

/** Records why the session ended; the shell's notice shows it until dismissed. */
export function announceSessionEnd(end: SessionEnd): void {
  current = end;
  notify();
}

/** Forgets the notice once the member closed it. */
export function dismissSessionEnd(): void {
  current = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session end to tell the member about, or null. */
export function useSessionEnd(): SessionEnd | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
