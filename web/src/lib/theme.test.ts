import { beforeEach, describe, expect, it } from 'vitest';

import { applyTheme, readStoredTheme, THEME_STORAGE_KEY } from './theme';

describe('theme storage', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('starts light when nothing is stored', () => {
    expect(readStoredTheme(localStorage)).toBe('light');
  });

  it('keeps a stored dark theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readStoredTheme(localStorage)).toBe('dark');
  });

  it('falls back to light for an invalid value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme(localStorage)).toBe('light');
  });

  it('stores the theme and sets it on the html element', () => {
    applyTheme(localStorage, 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
