import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { MenuIcon } from '../../components/icons';
import { useMemberInfo } from '../../features/account/api/get-member-info';
import { MemberMenu } from '../../features/account/components/member-menu';
import { useAccountModal } from '../../features/account/hooks/use-account-modal';
import { NoticeButton } from '../../features/home/components/notice-button';
import { InboxButton } from '../../features/inbox/components/inbox-button';
import { HeaderBalance } from '../../features/wallet/components/header-balance';
import { useWhitelabel } from '../../lib/api/get-whitelabel';
import type { NavigationEntry } from '../../lib/game-navigation';
import { buildImageUrl } from '../../lib/image-url';
import { useFeature } from '../../lib/use-feature';
import { useSessionToken } from '../../lib/use-session-token';
import { HeaderNavigation } from './header-navigation';
import { LanguageSelector } from './language-selector';
import { ThemeSwitch } from './theme-switch';

const SCROLLED_AFTER_PX = 8;

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
  // Until the member is known they count as a trial member: a trial member's unread count is never fetched.
  const isTrial = useMemberInfo().data?.isTrial ?? true;
  const hasInbox = useFeature('INBOX3');
  const [isScrolled, setIsScrolled] = useState(() => window.scrollY > SCROLLED_AFTER_PX);

  useEffect(() => {
    const onScroll = () => setIsScrolled(window.scrollY > SCROLLED_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header className={`site-header${isScrolled || isGamePage ? ' site-header--solid' : ''}`}>
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
          <>
            <HeaderBalance />
            <NoticeButton />
            {hasInbox ? <InboxButton isTrial={isTrial} /> : null}
            <MemberMenu />
          </>
        ) : (
          <>
            <button type="button" className="button button--quiet" onClick={() => openAccountModal('login')}>
              {t('account.login')}
            </button>
            {canRegister ? (
              <button
                type="button"
                className="button button--primary"
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
