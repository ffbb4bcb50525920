import { STORAGE_KEYS } from '@plaza/contracts/constants';

import { readStorage, writeStorage } from './safe-storage';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_STORAGE_KEY = STORAGE_KEYS.theme;

function isTheme(value: string | null): value is Theme {
  return value !== null && (THEMES as readonly string[]).includes(value);
}

/** The stored theme; a missing or invalid value means light (docs/product/site.md#routes-and-screens). */
export function readStoredTheme(storage: Storage): Theme {
  const stored = readStorage(storage, THEME_STORAGE_KEY);
  return isTheme(stored) ? stored : 'light';
}

/** Stores the theme and applies it to the document: `<html data-theme>` switches every colour token. */
export function applyTheme(storage: Storage, theme: Theme): void {
  writeStorage(storage, THEME_STORAGE_KEY, theme);
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}
