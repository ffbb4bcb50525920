import { useSyncExternalStore } from 'react';

import { applyTheme, readStoredTheme } from './theme';
import type { Theme } from './theme';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getTheme(): Theme {
  return readStoredTheme(localStorage);
}

/** Switches the theme everywhere at once: storage, `<html data-theme>` and every switch on screen. */
export function setTheme(theme: Theme): void {
  applyTheme(localStorage, theme);
  for (const listener of listeners) {
    listener();
  }
}

/** The current theme. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, () => 'light');
}
