import { beforeEach, describe, expect, it } from 'vitest';

import {
  LANGUAGE_STORAGE_KEY,
  PREVIOUS_LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  resolveDeploymentLanguage,
  storeLanguageChange,
} from './language-storage';

describe('language storage', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('keeps a stored language the deployment supports', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'vi');
    expect(resolveDeploymentLanguage(localStorage, ['en', 'vi'], 'en')).toBe('vi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('vi');
  });

  it('writes the default back when the stored language is not offered by the deployment', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'th');
    expect(resolveDeploymentLanguage(localStorage, ['pt', 'en'], 'pt')).toBe('pt');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
  });

  it('writes the default when nothing or garbage is stored', () => {
    expect(resolveDeploymentLanguage(localStorage, ['en', 'pt'], 'en')).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(readStoredLanguage(localStorage)).toBeUndefined();
    expect(resolveDeploymentLanguage(localStorage, ['en', 'pt'], 'pt')).toBe('pt');
  });

  it('remembers the previous language as hisLang on a change', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    storeLanguageChange(localStorage, 'zh-CN');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
    expect(localStorage.getItem(PREVIOUS_LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('leaves hisLang alone when the language does not change', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    localStorage.setItem(PREVIOUS_LANGUAGE_STORAGE_KEY, 'pt');
    storeLanguageChange(localStorage, 'en');
    expect(localStorage.getItem(PREVIOUS_LANGUAGE_STORAGE_KEY)).toBe('pt');
  });
});
