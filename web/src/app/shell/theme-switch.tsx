import { useTranslation } from 'react-i18next';

import { MoonIcon, SunIcon } from '../../components/icons';
import { setTheme, useTheme } from '../../lib/use-theme';

/** Switches between the light and dark themes and remembers the choice. */
export function ThemeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'light' ? 'dark' : 'light';
  const label = next === 'dark' ? t('shell.darkTheme') : t('shell.lightTheme');
  return (
    <button
      type="button"
      className={['icon-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      onClick={() => setTheme(next)}
    >
      {theme === 'light' ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
