import { STORAGE_KEYS } from '@plaza/contracts/constants';
import { languageSchema } from '@plaza/contracts/languages';
import type { Language } from '@plaza/contracts/languages';

import { readStorage, writeStorage } from '../lib/safe-storage';

/** The current interface language (docs/product/site.md#business-constants). */
export const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;
/** The language used before the last change. */
export const PREVIOUS_LANGUAGE_STORAGE_KEY = STORAGE_KEYS.previousLanguage;

/** The stored language when it is one Plaza ships; anything else reads as none. */
export function readStoredLanguage(storage: Storage): Language | undefined {
  const parsed = languageSchema.safeParse(readStorage(storage, LANGUAGE_STORAGE_KEY));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The language to show on this deployment (docs/product/site.md#routes-and-screens): the stored one when the
 * deployment offers it, otherwise the deployment's default, which is then written back to storage.
 */
export function resolveDeploymentLanguage(
  storage: Storage,
  supported: readonly Language[],
  defaultLanguage: Language,
): Language {
  const stored = readStoredLanguage(storage);
  if (stored !== undefined && supported.includes(stored)) {
    return stored;
  }
  writeStorage(storage, LANGUAGE_STORAGE_KEY, defaultLanguage);
  return defaultLanguage;
}

/** Records a change of language: the old one becomes `hisLang`, the new one `lang`. */
export function storeLanguageChange(storage: Storage, next: Language): void {
  const previous = readStoredLanguage(storage);
  if (previous === next) {
    return;
  }
  if (previous !== undefined) {
    writeStorage(storage, PREVIOUS_LANGUAGE_STORAGE_KEY, previous);
  }
  writeStorage(storage, LANGUAGE_STORAGE_KEY, next);
}
