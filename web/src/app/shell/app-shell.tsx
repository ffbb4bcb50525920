import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { useMemberInfo } from '../../features/account/api/get-member-info';
import { AccountModalProvider } from '../../features/account/components/account-modal-provider';
import { useMediaQuery } from '../../lib/use-media-query';
import { useSessionToken } from '../../lib/use-session-token';
import { MemberCenterProvider } from '../member-center/member-center-provider';
import { useRouteHandle } from '../route-handle';
import { LoginPromptProvider } from './login-prompt-provider';
import { RightBar } from './right-bar';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SessionEndNotice } from './session-end-notice';
import { SiteHeader } from './site-header';
import { useDocumentTitle } from './use-document-title';
import { useNavigationEntries } from './use-navigation-entries';
import { useScrollToTarget } from './use-scroll-to-target';
import './shell.css';

const DOCKED_MENU_QUERY = '(min-width: 1024px)';

// Reality checks and the inactivity logout: loaded only once a member is logged in.
const PlaySafetyTimers = lazy(() =>
  import('../../features/responsible-gambling/components/play-safety-timers').then((module) => ({
    default: module.PlaySafetyTimers,
  })),
);

/**
 * The page shell (docs/product/site.md#routes-and-screens): header, side menu, main content, footer (except on
 * pages without one) and the right-hand bar. Entering a game page closes the side menu; on narrow screens any
 * navigation does.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const entries = useNavigationEntries();
  const isDocked = useMediaQuery(DOCKED_MENU_QUERY);
  const token = useSessionToken();
  const isTrial = useMemberInfo().data?.isTrial ?? true;
  const [isMenuOpen, setIsMenuOpen] = useState(
    () =>
      !handle.isGamePage &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(DOCKED_MENU_QUERY).matches,
  );
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    if (handle.isGamePage || !isDocked) {
      setIsMenuOpen(false);
    }
  }

  useDocumentTitle(handle.pageKey);
  useScrollToTarget();

  const layoutClass = [
    'app-shell',
    isMenuOpen ? 'app-shell--menu-open' : 'app-shell--menu-closed',
    handle.isGamePage ? 'app-shell--game-page' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <AccountModalProvider>
      <LoginPromptProvider>
        <MemberCenterProvider>
          <div className={layoutClass}>
            <a className="skip-link" href="#main">
              {t('shell.skipToContent')}
            </a>
            <SiteHeader
              entries={entries}
              isMenuOpen={isMenuOpen}
              onToggleMenu={() => setIsMenuOpen((isOpen) => !isOpen)}
              isGamePage={handle.isGamePage}
            />
            <SideMenu
              entries={entries}
              isOpen={isMenuOpen}
              isDocked={isDocked}
              onOpen={() => setIsMenuOpen(true)}
              onClose={() => setIsMenuOpen(false)}
            />
            <div className="app-shell__body">
              <main id="main" className="app-shell__main" tabIndex={-1}>
                <Outlet />
              </main>
              {handle.hasFooter ? <SiteFooter /> : null}
            </div>
            <RightBar />
            {token === null ? null : (
              <Suspense fallback={null}>
                <PlaySafetyTimers key={token} isTrial={isTrial} />
              </Suspense>
            )}
            <SessionEndNotice />
          </div>
        </MemberCenterProvider>
      </LoginPromptProvider>
    </AccountModalProvider>
  );
}
