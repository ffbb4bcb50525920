// Global styles first, so that component styles loaded after them win.
import './styles/tokens.css';
import './styles/base.css';
import './app/shell/boot-shell.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { startI18n } from './i18n/i18n';
import { readStoredLanguage } from './i18n/language-storage';
import { applyTheme, readStoredTheme } from './lib/theme';

applyTheme(localStorage, readStoredTheme(localStorage));

function render(): void {
  const container = document.getElementById('root');
  if (container === null) {
    throw new Error('index.html has no #root element');
  }
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Start in the stored language; once the brand settings arrive, the deployment's language rule applies.
void startI18n(readStoredLanguage(localStorage) ?? 'en')
  .catch(() => startI18n('en'))
  .catch((error: unknown) => console.error('translations failed to load', error))
  .finally(render);
