import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { LoadingIndicator } from '../../../components/loading-indicator';
import { Modal } from '../../../components/modal';
import { useMemberCenter } from '../../../lib/member-center';
import { clearSessionStorage } from '../../../lib/session-token';
import { useFeature } from '../../../lib/use-feature';
import { useMemberInfo } from '../api/get-member-info';
import { useLogoutMutation } from '../api/logout';
import { AGENT_PATH, useAccountModal } from '../hooks/use-account-modal';
import { InfoDialog } from './info-dialog';
import './account-notice.css';
import './member-menu.css';

/** The member-center pages the avatar menu lists, in order (docs/product/accounts.md#the-agent-area). */
const MENU_PAGES = ['securityCenter', 'transactionHistory', 'personalProfit', 'personalHistoryCopy'] as const;

/** One entry of the avatar menu. */
function MenuItem({ label, onSelect }: { label: string; onSelect: () => void }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" className="member-menu__item" onClick={onSelect}>
        {label}
      </button>
    </li>
  );
}

/**
 * The logged-in header's avatar menu (docs/product/accounts.md#the-agent-area): the account name, an Agent or
 * Trial badge, for agents the agent button and the "Agent center" entry (the agent area), change password (a real
 * account is needed) and sign out behind a confirmation (docs/product/accounts.md#logout).
 */
export function MemberMenu() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const menuId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isRealAccountNeeded, setIsRealAccountNeeded] = useState(false);
  const { openPasswordChange } = useAccountModal();
  const { openMemberCenter } = useMemberCenter();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const hasPoints = useFeature('PTSYS3');

  useEffect(() => {
    if (!isOpen) {
      return undefined;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) {
        setIsOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  if (member.data === undefined) {
    return member.isPending ? <LoadingIndicator label={t('common.loading')} /> : null;
  }
  const { account, nickname, isAgent, isTrial } = member.data;
  const displayName = nickname ?? account;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setIsOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <>
      {isAgent ? (
        <Link className="button button--outline member-menu__agent-link" to={AGENT_PATH}>
          {t('pageTitle.agent')}
        </Link>
      ) : null}
      <div ref={containerRef} className="member-menu" onKeyDown={onKeyDown}>
        <button
          ref={buttonRef}
          type="button"
          className="member-menu__button"
          aria-haspopup="menu"
          aria-expanded={isOpen}
          aria-controls={menuId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span className="member-menu__avatar" aria-hidden="true">
            {displayName.slice(0, 1).toUpperCase()}
          </span>
          <span className="member-menu__name">{account}</span>
          {isAgent ? <span className="member-menu__badge">{t('account.agentBadge')}</span> : null}
          {isTrial ? <span className="member-menu__badge">{t('account.trialBadge')}</span> : null}
        </button>
        {isOpen ? (
          <ul id={menuId} className="member-menu__list" role="menu" aria-label={t('account.memberMenu')}>
            {isAgent ? (
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  className="member-menu__item"
                  onClick={() => {
                    setIsOpen(false);
                    void navigate(AGENT_PATH);
                  }}
                >
                  {t('pageTitle.agent')}
                </button>
              </li>
            ) : null}
            {/* Member-center pages of the avatar menu (docs/product/accounts.md#the-agent-area); a trial
                member is told a real account is needed. */}
            {MENU_PAGES.map((page) => (
              <MenuItem
                key={page}
                label={t(`memberCenter.page.${page}`)}
                onSelect={() => {
                  setIsOpen(false);
                  openMemberCenter(page);
                }}
              />
            ))}
            {/* The points mall, when the deployment has points (PTSYS3). */}
            {hasPoints ? (
              <MenuItem
                label={t('pageTitle.pointMall')}
                onSelect={() => {
                  setIsOpen(false);
                  void navigate('/pointMall');
                }}
              />
            ) : null}
            <li role="none">
              <button
                type="button"
                role="menuitem"
                className="member-menu__item"
                onClick={() => {
                  setIsOpen(false);
                  // Member-only actions tell a trial member a real account is needed
                  // (docs/product/games.md#launch).
                  if (isTrial) {
                    setIsRealAccountNeeded(true);
                  } else {
                    openPasswordChange();
                  }
                }}
              >
                {t('account.changePassword')}
              </button>
            </li>
            <li role="none">
              <button
                type="button"
                role="menuitem"
                className="member-menu__item"
                onClick={() => {
                  setIsOpen(false);
                  setIsConfirming(true);
                }}
              >
                {t('account.signOut')}
              </button>
            </li>
          </ul>
        ) : null}
        {isConfirming ? <SignOutDialog onClose={() => setIsConfirming(false)} /> : null}
        {isRealAccountNeeded ? (
          <InfoDialog message={t('account.needTrueAccount')} onClose={() => setIsRealAccountNeeded(false)} />
        ) : null}
      </div>
    </>
  );
}

/** Asks before signing out, then ends the session, keeps only the merchant keys and goes home. */
function SignOutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logoutMutation = useLogoutMutation();

  const signOut = () => {
    logoutMutation.mutate(undefined, {
      // The local session ends even if the server could not be told (it expires there on its own).
      onSettled: () => {
        clearSessionStorage();
        queryClient.removeQueries({ queryKey: ['member'] });
        onClose();
        void navigate('/');
      },
    });
  };

  return (
    <Modal title={t('account.signOutTitle')} onClose={onClose} className="account-notice">
      <div className="account-notice__body">
        <p>{t('account.signOutText')}</p>
        {logoutMutation.isPending ? <LoadingIndicator label={t('account.signingOut')} /> : null}
        <div className="account-notice__actions">
          <button
            type="button"
            className="button button--outline"
            onClick={onClose}
            disabled={logoutMutation.isPending}
          >
            {t('account.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={signOut}
            disabled={logoutMutation.isPending}
          >
            {t('account.signOut')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
