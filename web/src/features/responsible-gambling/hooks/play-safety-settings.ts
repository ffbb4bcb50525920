import { useSyncExternalStore } from 'react';

/**
 * The member's play-safety settings in this browser (docs/product/member-services.md#responsible-gambling): a reality
 * check every N minutes (0: off) and a logout after M minutes without activity (30 by default).
 */
export interface PlaySafetySettings {
  realityCheckMinutes: number;
  inactivityMinutes: number;
}

export const REALITY_CHECK_CHOICES = [0, 15, 30, 60] as const;
export const INACTIVITY_CHOICES = [15, 30, 60, 120] as const;
export const DEFAULT_PLAY_SAFETY: PlaySafetySettings = { realityCheckMinutes: 0, inactivityMinutes: 30 };

const STORAGE_KEY = 'playSafety';
const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cached: PlaySafetySettings = DEFAULT_PLAY_SAFETY;

function readChoice(value: unknown, choices: readonly number[], fallback: number): number {
  return typeof value === 'number' && choices.includes(value) ? value : fallback;
}

function readSettings(): PlaySafetySettings {
  let text: string | null = null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: the defaults apply.
  }
  if (text === cachedText) {
    return cached;
  }
  cachedText = text;
  let stored: Partial<Record<keyof PlaySafetySettings, unknown>> = {};
  try {
    stored = text === null ? {} : (JSON.parse(text) as typeof stored);
  } catch {
    stored = {};
  }
  cached = {
    realityCheckMinutes: readChoice(stored.realityCheckMinutes, REALITY_CHECK_CHOICES, 0),
    inactivityMinutes: readChoice(stored.inactivityMinutes, INACTIVITY_CHOICES, 30),
  };
  return cached;
}

/** Saves the settings; every reader updates. */
export function savePlaySafety(settings: PlaySafetySettings): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage unavailable: the change lasts for this page only.
    cached = settings;
  }
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlaySafety(): PlaySafetySettings {
  return useSyncExternalStore(subscribe, readSettings, () => DEFAULT_PLAY_SAFETY);
}
