import type { Language } from '@plaza/contracts/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { setRequestLanguage } from '../lib/api-client';
import { storeLanguageChange } from './language-storage';
import type en from './locales/en.json';

export type LocaleMessages = typeof en;

/**
 * One chunk per language, so a visitor downloads only the messages they read. The type makes every locale
 * file carry every key of en.json. `?player` leaves out the back office's strings (web/vite.config.ts), which
 * its own entry loads (all-locales.ts).
 */
let LOCALE_LOADERS: Record<Language, () => Promise<{ default: LocaleMessages }>> = {
  en: () => import('./locales/en.json?player'),
  pt: () => import('./locales/pt.json?player'),
  vi: () => import('./locales/vi.json?player'),
  th: () => import('./locales/th.json?player'),
  'zh-CN': () => import('./locales/zh-CN.json?player'),
};

/** Replaces the locale loaders before the first start (the back office's entry loads the files whole). */
export function setLocaleLoaders(
  loaders: Record<Language, () => Promise<{ default: LocaleMessages }>>,
): void {
  LOCALE_LOADERS = loaders;
}

export const i18n = i18next.createInstance();

async function ensureLocale(language: Language): Promise<void> {
  if (i18n.isInitialized && i18n.hasResourceBundle(language, 'translation')) {
    return;
  }
  const messages = (await LOCALE_LOADERS[language]()).default;
  if (i18n.isInitialized) {
    i18n.addResourceBundle(language, 'translation', messages);
    return;
  }
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: messages } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  setRequestLanguage(language);
}

/** Loads the messages of `language` and starts i18next with it; called once before the first render. */
export async function startI18n(language: Language): Promise<void> {
  await ensureLocale(language);
  applyDocumentLanguage(language);
}

/**
 * Shows the interface in `language`: loads its messages, switches i18next, `<html lang>` and the `Language`
 * header. Queries keyed by language refetch on their own. `shouldStore` records the change (lang, hisLang).
 */
export async function showLanguage(language: Language, shouldStore = true): Promise<void> {
  await ensureLocale(language);
  if (shouldStore) {
    storeLanguageChange(localStorage, language);
  }
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
}
