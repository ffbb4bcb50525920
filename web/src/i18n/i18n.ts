import { languageSchema } from '@plaza/contracts/languages';
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
 * its own entry loads (all-locales.ts), and the sections only screens loaded on demand read, which `?player-rest`
 * holds (docs/decisions/058-home-page-javascript.md).
 */
let LOCALE_LOADERS: Record<Language, () => Promise<{ default: LocaleMessages }>> = {
  en: () => import('./locales/en.json?player'),
  pt: () => import('./locales/pt.json?player'),
  vi: () => import('./locales/vi.json?player'),
  th: () => import('./locales/th.json?player'),
  'zh-CN': () => import('./locales/zh-CN.json?player'),
};

/** The rest of each language's messages; null where the first load brings them all (the back office). */
let REST_LOADERS: Record<Language, () => Promise<{ default: Record<string, unknown> }>> | null = {
  en: () => import('./locales/en.json?player-rest'),
  pt: () => import('./locales/pt.json?player-rest'),
  vi: () => import('./locales/vi.json?player-rest'),
  th: () => import('./locales/th.json?player-rest'),
  'zh-CN': () => import('./locales/zh-CN.json?player-rest'),
};

/** Replaces the locale loaders before the first start (the back office's entry loads the files whole). */
export function setLocaleLoaders(
  loaders: Record<Language, () => Promise<{ default: LocaleMessages }>>,
): void {
  LOCALE_LOADERS = loaders;
  REST_LOADERS = null;
}

export const i18n = i18next.createInstance();

/** Once a screen needed the rest of the messages, a language switched to loads them too. */
let isRestWanted = false;
const restLoads = new Map<Language, Promise<void>>();

function ensureRest(language: Language): Promise<void> {
  const loaders = REST_LOADERS;
  if (loaders === null) {
    return Promise.resolve();
  }
  let loading = restLoads.get(language);
  if (loading === undefined) {
    loading = loaders[language]().then((module) => {
      // Deep merge; react-i18next renders again on `added` (bindI18nStore below).
      i18n.addResourceBundle(language, 'translation', module.default, true, false);
    });
    // A failed load (the network) is tried again by the next screen that wants it.
    loading.catch(() => restLoads.delete(language));
    restLoads.set(language, loading);
  }
  return loading;
}

/**
 * Loads the messages of the screens that come on demand, in the current language (and in every language switched
 * to later). Lazy screens call it with their code; a key not found calls it too, so a message read before its
 * screen asked shows once it arrives.
 */
export function loadAllMessages(): Promise<void> {
  isRestWanted = true;
  if (!i18n.isInitialized) {
    // startI18n loads them with the first messages.
    return Promise.resolve();
  }
  const current = languageSchema.safeParse(i18n.language);
  return current.success ? ensureRest(current.data) : Promise.resolve();
}

async function ensureLocale(language: Language): Promise<void> {
  if (!(i18n.isInitialized && i18n.hasResourceBundle(language, 'translation'))) {
    const messages = (await LOCALE_LOADERS[language]()).default;
    if (i18n.isInitialized) {
      i18n.addResourceBundle(language, 'translation', messages);
    } else {
      await i18n.use(initReactI18next).init({
        lng: language,
        resources: { [language]: { translation: messages } },
        fallbackLng: false,
        interpolation: { escapeValue: false },
        react: { useSuspense: false, bindI18nStore: 'added' },
        saveMissing: true,
        missingKeyHandler: () => {
          void loadAllMessages();
        },
      });
    }
  }
  if (isRestWanted) {
    await ensureRest(language);
  }
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
