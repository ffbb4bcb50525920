// The back office's own entry (/backoffice, web/backoffice.html): nothing of it is in the player's bundle.
import './styles/tokens.css';
import './styles/base.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { BackOfficeApp } from './app/backoffice/back-office-app';
import { ALL_LOCALE_LOADERS } from './i18n/all-locales';
import { setLocaleLoaders, startI18n } from './i18n/i18n';
import { readStoredLanguage } from './i18n/language-storage';
import { applyTheme, readStoredTheme } from './lib/theme';

applyTheme(localStorage, readStoredTheme(localStorage));
setLocaleLoaders(ALL_LOCALE_LOADERS);

function render(): void {
  const container = document.getElementById('root');
  if (container === null) {
    throw new Error('backoffice.html has no #root element');
  }
  createRoot(container).render(
    <StrictMode>
      <BackOfficeApp />
    </StrictMode>,
  );
}

void startI18n(readStoredLanguage(localStorage) ?? 'en')
  .catch(() => startI18n('en'))
  .catch((error: unknown) => console.error('translations failed to load', error))
  .finally(render);
