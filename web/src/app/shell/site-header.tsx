import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { MenuIcon } from '../../components/icons';
import { loadAccountModal } from '../../features/account/components/load-account-modal';
import { useAccountModal } from '../../features/account/hooks/use-account-modal';
import { useWhitelabel } from '../../lib/api/get-whitelabel';
import type { NavigationEntry } from '../../lib/game-navigation';
import { buildImageUrl } from '../../lib/image-url';
import { readStoredSessionToken } from '../../lib/session-token';
import { useFeature } from '../../lib/use-feature';
import { useSessionToken } from '../../lib/use-session-token';
import { HeaderNavigation } from './header-navigation';
import { LanguageSelector } from './language-selector';
import { ThemeSwitch } from './theme-switch';

const SCROLLED_AFTER_PX = 8;

// A member's items (balance, notices, messages, the avatar menu) are a chunk of their own: a guest's first screen
// goes without them (docs/decisions/049-home-page-first-screen.md). A member who arrives logged in starts loading
// them with the shell, not after it has drawn; a guest, once logged in.
const loadMemberHeaderItems = () =>
  import('./member-header-items').then((module) => ({ default: module.MemberHeaderItems }));
if (readStoredSessionToken() !== null) {
  void loadMemberHeaderItems();
}
const MemberHeaderItems = lazy(loadMemberHeaderItems);

/** On the intent to log in or register (pointer over, focus): the account modal starts loading before the click. */
const preloadAccountModal = () => {
  void loadAccountModal();
};

export interface SiteHeaderProps {
  entries: NavigationEntry[];
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  isGamePage: boolean;
}

/**
 * The header (docs/product/site.md#routes-and-screens): menu toggle, logo, category navigation, theme switch, for
 * guests login and register (register only with DIRECTREG3), for members the balance with its refresh and deposit
 * buttons, the notice button, the messages button and the avatar menu, and the language selector. It gets its background once the page is
 * scrolled, and always on game pages.
 */
export function SiteHeader({ entries, isMenuOpen, onToggleMenu, isGamePage }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { brandName, logoUrl, imageCDN } = useWhitelabel();
  const canRegister = useFeature('DIRECTREG3');
  const { openAccountModal } = useAccountModal();
  const isLoggedIn = useSessionToken() !== null;
  const [isScrolled, setIsScrolled] = useState(() => window.scrollY > SCROLLED_AFTER_PX);

  useEffect(() => {
    const onScroll = () => setIsScrolled(window.scrollY > SCROLLED_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      className={`site-header${isScrolled || isGamePage ? ' site-header--solid' : ''}${isLoggedIn ? ' site-header--member' : ''}`}
    >
      <div className="site-header__start">
        <button
          type="button"
          className="icon-button"
          aria-label={isMenuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          aria-expanded={isMenuOpen}
          aria-controls="side-menu"
          onClick={onToggleMenu}
        >
          <MenuIcon />
        </button>
        <Link className="site-header__logo" to="/" aria-label={t('shell.homeLink', { brand: brandName })}>
          <img src={buildImageUrl(imageCDN, logoUrl)} alt={brandName} width={140} height={36} />
        </Link>
      </div>
      <HeaderNavigation entries={entries} />
      <div className="site-header__end">
        <ThemeSwitch className="site-header__theme" />
        {isLoggedIn ? (
          <Suspense fallback={<span className="site-header__member-placeholder" aria-hidden="true" />}>
            <MemberHeaderItems />
          </Suspense>
        ) : (
          <>
            <button
              type="button"
              className="button button--quiet"
              onPointerEnter={preloadAccountModal}
              onFocus={preloadAccountModal}
              onClick={() => openAccountModal('login')}
            >
              {t('account.login')}
            </button>
            {canRegister ? (
              <button
                type="button"
                className="button button--primary"
                onPointerEnter={preloadAccountModal}
                onFocus={preloadAccountModal}
                onClick={() => openAccountModal('register')}
              >
                {t('account.register')}
              </button>
            ) : null}
          </>
        )}
        <LanguageSelector />
      </div>
    </header>
  );
}
