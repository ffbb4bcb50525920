import type { LoginResponse } from '@plaza/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { loadAllMessages } from '../../../i18n/i18n';
import { markFirstLogin } from '../../../lib/first-login';
import { clearPasswordChangeDue, markPasswordChangeDue } from '../../../lib/password-change-due';
import { storeSessionToken } from '../../../lib/session-token';
import { usePasswordChangeDue } from '../../../lib/use-password-change-due';
import { memberInfoQueryKey } from '../api/get-member-info';
import { AccountModalContext, AGENT_PATH } from '../hooks/use-account-modal';
import { readPasswordChangeReason } from '../hooks/password-change-reason';
import { InfoDialog } from './info-dialog';
import { loadAccountModal } from './load-account-modal';
import type { AccountMode, LoginMethod } from '../hooks/use-account-modal';

// The modal's code (and the messages its forms read: validation) loads when it is first opened or about to be,
// keeping it out of the home page's first download.
const AccountModal = lazy(() => loadAccountModal().then((module) => ({ default: module.AccountModal })));
const ChangePasswordModal = lazy(() =>
  Promise.all([import('./change-password-modal'), loadAllMessages()]).then(([module]) => ({
    default: module.ChangePasswordModal,
  })),
);
const ForgotPasswordModal = lazy(() =>
  Promise.all([import('./forgot-password-modal'), loadAllMessages()]).then(([module]) => ({
    default: module.ForgotPasswordModal,
  })),
);

/** Holds the account modal's state for the whole shell and renders the modal while it is open. */
export function AccountModalProvider({ children }: { children: ReactNode }) {
  const [openMode, setOpenMode] = useState<AccountMode | null>(null);
  const [isPasswordChangeOpen, setIsPasswordChangeOpen] = useState(false);
  // Kept in session storage with the token: a reload keeps the dialog forced, a logout or a 401 ends it.
  const forcedReason = usePasswordChangeDue();
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const [isEmailSentShown, setIsEmailSentShown] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  const closeAccountModal = useCallback(() => {
    setOpenMode(null);
    // /register shows home with the modal on top; once it is closed the address is home's.
    if (pathname.toLowerCase() === '/register') {
      void navigate('/', { replace: true });
    }
  }, [pathname, navigate]);

  // After a login or a registration: keep the token, close the modal, go home (the agent page keeps its place:
  // it becomes the agent home, docs/product/accounts.md#the-agent-area), load the member.
  const completeLogin = useCallback(
    (response: LoginResponse, method: LoginMethod = 'password') => {
      queryClient.setQueryData(memberInfoQueryKey(response.token), response.userInfo);
      // A registration logs in with the password just chosen: the same checks as a password login.
      const reason = readPasswordChangeReason(response, method === 'password' || method === 'register');
      if (reason !== null) {
        markPasswordChangeDue(response.token, reason);
      } else {
        clearPasswordChangeDue();
      }
      // Audience F's pop-ups (docs/product/content.md#pop-ups-and-their-audiences): after a registration, or the
      // first login of an account made by an operator. Marked before the token, whose storing renders the logged-in
      // page.
      if (method === 'register' || response.firstTimeLogin) {
        markFirstLogin(sessionStorage);
      }
      storeSessionToken(response.token);
      void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey(response.token) });
      setOpenMode(null);
      setIsForgotOpen(false);
      setIsPasswordChangeOpen(false);
      // Spec.md §4 Login 6: a login made in the agent area lands on the agent home, anywhere else on home.
      if (pathname.startsWith(`${AGENT_PATH}/`)) {
        void navigate(AGENT_PATH);
      } else if (pathname !== AGENT_PATH) {
        void navigate('/');
      }
    },
    [queryClient, navigate, pathname],
  );

  // After a password change: reload the member, close, go home (docs/product/accounts.md#change-password).
  const completePasswordChange = useCallback(() => {
    clearPasswordChangeDue();
    setIsPasswordChangeOpen(false);
    void queryClient.invalidateQueries({ queryKey: ['member'] });
    void navigate('/');
  }, [queryClient, navigate]);

  // Closed without a change: dismissed, or (when forced) the member signed out instead.
  const closePasswordChange = useCallback(() => {
    if (forcedReason !== null) {
      clearPasswordChangeDue();
    }
    setIsPasswordChangeOpen(false);
  }, [forcedReason]);

  const controls = useMemo(
    () => ({
      openMode,
      openAccountModal: setOpenMode,
      switchAccountMode: setOpenMode,
      closeAccountModal,
      completeLogin,
      openPasswordChange: () => setIsPasswordChangeOpen(true),
      openForgotPassword: () => {
        setOpenMode(null);
        setIsForgotOpen(true);
      },
    }),
    [openMode, closeAccountModal, completeLogin],
  );

  return (
    <AccountModalContext value={controls}>
      {children}
      {openMode !== null ? (
        <Suspense fallback={null}>
          <AccountModal
            mode={openMode}
            onModeChange={setOpenMode}
            onClose={closeAccountModal}
            onLoggedIn={completeLogin}
          />
        </Suspense>
      ) : null}
      {isForgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordModal
            onClose={() => setIsForgotOpen(false)}
            onLoggedIn={(response) => completeLogin(response, 'sms')}
            onEmailSent={() => {
              setIsForgotOpen(false);
              setIsEmailSentShown(true);
            }}
          />
        </Suspense>
      ) : null}
      {isEmailSentShown ? (
        <InfoDialog message={t('account.emailSent')} onClose={() => setIsEmailSentShown(false)} />
      ) : null}
      {forcedReason !== null || isPasswordChangeOpen ? (
        <Suspense fallback={null}>
          <ChangePasswordModal
            forcedReason={forcedReason}
            onClose={closePasswordChange}
            onChanged={completePasswordChange}
          />
        </Suspense>
      ) : null}
    </AccountModalContext>
  );
}
