import type { Language } from '@plaza/contracts/languages';

import type { LocaleMessages } from './i18n';

/**
 * The locale files whole, the back office's strings (`backoffice`) included: only the back office's entry imports
 * this. The player's site loads them without that section (i18n.ts, web/vite.config.ts).
 */
export const ALL_LOCALE_LOADERS: Record<Language, () => Promise<{ default: LocaleMessages }>> = {
  en: () => import('./locales/en.json'),
  pt: () => import('./locales/pt.json'),
  vi: () => import('./locales/vi.json'),
  th: () => import('./locales/th.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
};
