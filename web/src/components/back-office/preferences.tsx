import { LANGUAGES, languageSchema } from '@plaza/contracts/languages';
import { useTranslation } from 'react-i18next';

import { showLanguage } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';
import { setTheme, useTheme } from '../../lib/use-theme';
import { MoonIcon, SunIcon } from '../icons';

/** Each language named in itself, as the language menu lists them. */
const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  pt: 'Português',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  'zh-CN': '简体中文',
};

/** The back office's language and theme switches (the same stored choices as the player's site). */
export function BackOfficePreferences() {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  return (
    <div className="back-office-preferences">
      <label>
        <span className="visually-hidden">{t('backoffice.shell.language')}</span>
        <select
          className="field__input"
          value={language}
          onChange={(event) => {
            const chosen = languageSchema.safeParse(event.target.value);
            if (chosen.success) {
              void showLanguage(chosen.data);
            }
          }}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="icon-button"
        aria-label={theme === 'dark' ? t('backoffice.shell.lightTheme') : t('backoffice.shell.darkTheme')}
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      </button>
    </div>
  );
}
