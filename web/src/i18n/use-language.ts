import { languageSchema } from '@plaza/contracts/languages';
import type { Language } from '@plaza/contracts/languages';
import { useTranslation } from 'react-i18next';

/** The current interface language; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const parsed = languageSchema.safeParse(i18n.language);
  return parsed.success ? parsed.data : 'en';
}
