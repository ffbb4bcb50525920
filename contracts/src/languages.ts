import { z } from 'zod';

/** Interface languages Plaza ships translations for. A deployment offers a subset of these. */
export const LANGUAGES = ['en', 'pt', 'vi', 'th', 'zh-CN'] as const;

export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** Native names shown in the language selector (never translated). */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  pt: 'Português',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  'zh-CN': '简体中文',
};

/** Returns the supported language matching a code such as `pt-BR` or `zh-cn`, or undefined. */
export function matchLanguage(code: string | undefined | null): Language | undefined {
  if (!code) {
    return undefined;
  }
  const normalized = code.trim().toLowerCase();
  const exact = LANGUAGES.find((language) => language.toLowerCase() === normalized);
  if (exact) {
    return exact;
  }
  const base = normalized.split(/[-_]/)[0];
  if (base === 'zh') {
    return 'zh-CN';
  }
  return LANGUAGES.find((language) => language === base);
}
