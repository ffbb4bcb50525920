import { operatorMay } from '@plaza/contracts/operator';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

import { BackOfficePreferences } from '../../components/back-office/preferences';
import { LoadingIndicator } from '../../components/loading-indicator';
import { endOperatorSession, useOperator } from '../../lib/operator-session';
import { signOut } from '../../features/backoffice-session/api/operator-session';
import { BACK_OFFICE_SECTIONS } from './back-office-navigation';

function Navigation() {
  const { t } = useTranslation();
  const operator = useOperator();
  return (
    <nav className="back-office__nav" aria-label={t('backoffice.shell.navigation')}>
      {BACK_OFFICE_SECTIONS.map((section) => {
        const screens = section.screens.filter((screen) => operatorMay(operator.role, screen.permission));
        const later = section.later ?? [];
        if (screens.length === 0 && later.length === 0) {
          return null;
        }
        return (
          <div key={section.label} className="back-office__nav-section">
            <p className="back-office__nav-title">{t(section.label)}</p>
            <ul>
              {screens.map((screen) => (
                <li key={screen.path}>
                  <NavLink to={screen.path} className="back-office__nav-link">
                    {t(screen.label)}
                  </NavLink>
                </li>
              ))}
              {later.map((label) => (
                <li key={label}>
                  <span className="back-office__nav-link back-office__nav-link--later" aria-disabled="true">
                    {t(label)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** The signed-in back office: navigation by role, the operator and their preferences, and the screen. */
export function BackOfficeShell() {
  const { t } = useTranslation();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const leave = async () => {
    try {
      await signOut();
    } finally {
      queryClient.clear();
      endOperatorSession('signedOut');
    }
  };
  return (
    <div className="back-office">
      <a className="skip-link" href="#back-office-main">
        {t('backoffice.shell.skipToContent')}
      </a>
      <header className="back-office__header">
        <span className="back-office__brand">{t('backoffice.shell.title')}</span>
        <span className="back-office__spacer" />
        <BackOfficePreferences />
        <span className="back-office__operator">
          {operator.username} · {t(`backoffice.roles.${operator.role}`)}
        </span>
        <button type="button" className="button button--outline" onClick={() => void leave()}>
          {t('backoffice.shell.signOut')}
        </button>
      </header>
      <Navigation />
      <main id="back-office-main" className="back-office__main" tabIndex={-1}>
        {/* Amounts are in the deployment's currency (its whitelabel settings), loaded once by the first screen. */}
        <Suspense fallback={<LoadingIndicator label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
