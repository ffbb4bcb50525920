import type { MemberInfo } from '@plaza/contracts/accounts';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';

import { AlertIcon, ChevronDownIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import { AGENT_CENTER_BASE, AGENT_CENTER_PAGE_ENTRIES, agentCenterPath } from '../agent-center-pages';
import type { AgentCenterPage } from '../agent-center-pages';
import { useAgentCenterPages, useCurrentAgentCenterPage } from '../hooks/use-agent-center-pages';
import { AGENT_CENTER_ICONS } from './agent-center-icons';
import './agent-center.css';

export interface AgentCenterLayoutProps {
  member: MemberInfo;
}

/**
 * The agent center (docs/product/agent-center.md): the menu of the pages this deployment's switches show (a sidebar
 * on wide screens, a menu that opens under its button on phones) and the page of the address. An address whose
 * page is switched off says so instead of showing it.
 */
export function AgentCenterLayout({ member }: AgentCenterLayoutProps) {
  const { t } = useTranslation();
  const pages = useAgentCenterPages();
  const current = useCurrentAgentCenterPage();
  const displayName = member.nickname ?? member.account;
  const isShown = current !== null && pages.includes(current);

  return (
    <div className="agent-center">
      <aside className="agent-center__side">
        <div className="agent-center__identity">
          <span className="agent-center__avatar" aria-hidden="true">
            {displayName.slice(0, 1).toUpperCase()}
          </span>
          <div>
            <h2 className="agent-center__welcome">{t('agent.welcome', { name: displayName })}</h2>
            <span className="agent-center__account">{member.account}</span>
          </div>
        </div>
        <AgentCenterMenu pages={pages} current={current} />
      </aside>
      <section className="agent-center__content" aria-labelledby="agent-center-page-title">
        <h2 id="agent-center-page-title" className="agent-center__title">
          {t(current === null ? 'pageTitle.notFound' : AGENT_CENTER_PAGE_ENTRIES[current].titleKey)}
        </h2>
        {isShown ? (
          <Outlet context={member} />
        ) : (
          <StateMessage
            icon={<AlertIcon />}
            title={t('agentCenter.unavailableTitle')}
            text={t('agentCenter.unavailableText')}
            action={
              <Link className="button button--primary" to={AGENT_CENTER_BASE}>
                {t('agentCenter.backToOverview')}
              </Link>
            }
          />
        )}
      </section>
    </div>
  );
}

/**
 * The page list. On phones it folds behind a button naming the current page; choosing a page, Escape or a tap
 * outside folds it again. Arrow keys move along the list.
 */
function AgentCenterMenu({
  pages,
  current,
}: {
  pages: readonly AgentCenterPage[];
  current: AgentCenterPage | null;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const { pathname } = useLocation();
  // The phone menu is open on the address it was opened at: a new address folds it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === pathname;
  const setIsOpen = (open: boolean) => setOpenAt(open ? pathname : null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) {
      return undefined;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) {
        setOpenAt(null);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setIsOpen(false);
      toggleRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') {
      return;
    }
    const links = Array.from(navRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const index = links.findIndex((link) => link === document.activeElement);
    if (index === -1) {
      return;
    }
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    links[(index + step + links.length) % links.length]?.focus();
  };

  const CurrentIcon = current === null ? null : AGENT_CENTER_ICONS[current];
  return (
    <nav ref={navRef} className="agent-center__nav" aria-label={t('agentCenter.menu')} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="agent-center__toggle"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen(!isOpen)}
      >
        {CurrentIcon === null ? null : <CurrentIcon className="agent-center__icon" />}
        <span className="agent-center__toggle-text">
          <span className="agent-center__toggle-label">{t('agentCenter.menu')}</span>
          <span>{current === null ? '' : t(AGENT_CENTER_PAGE_ENTRIES[current].titleKey)}</span>
        </span>
        <ChevronDownIcon className="agent-center__chevron" />
      </button>
      <ul id={listId} className="agent-center__menu" data-open={isOpen}>
        {pages.map((page) => {
          const Icon = AGENT_CENTER_ICONS[page];
          return (
            <li key={page}>
              <NavLink
                to={agentCenterPath(page)}
                end={page === 'agentTeamOverview'}
                className="agent-center__link"
                aria-current={page === current ? 'page' : undefined}
              >
                <Icon className="agent-center__icon" />
                <span>{t(AGENT_CENTER_PAGE_ENTRIES[page].titleKey)}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
