import type { LoginResponse } from '@plaza/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { storeSessionToken } from '../../../lib/session-token';
import { memberInfoQueryKey } from '../api/get-member-info';
import { AccountModalContext } from '../hooks/use-account-modal';
import type { AccountMode } from '../hooks/use-account-modal';

// The modal's code loads when it is first opened, keeping it out of the home page's first download.
const AccountModal = lazy(() =>
  import('./account-modal').then((module) => ({ default: module.AccountModal })),
);
const PasswordChangeNotice = lazy(() =>
  import('./password-change-notice').then((module) => ({ default: module.PasswordChangeNotice })),
);

/** Holds the account modal's state for the whole shell and renders the modal while it is open. */
export function AccountModalProvider({ children }: { children: ReactNode }) {
  const [openMode, setOpenMode] = useState<AccountMode | null>(null);
  const [isPasswordChangeDue, setIsPasswordChangeDue] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const closeAccountModal = useCallback(() => {
    setOpenMode(null);
    // /register shows home with the modal on top; once it is closed the address is home's.
    if (pathname.toLowerCase() === '/register') {
      void navigate('/', { replace: true });
    }
  }, [pathname, navigate]);

  // Spec.md §4 Login 4–8 and Registration 6: keep the token, close the modal, go home, load the member.
  const completeLogin = useCallback(
    (response: LoginResponse) => {
      queryClient.setQueryData(memberInfoQueryKey(response.token), response.userInfo);
      storeSessionToken(response.token);
      void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey(response.token) });
      setOpenMode(null);
      setIsPasswordChangeDue(
        response.firstTimeLogin || response.isDefaultPassword || response.passwordExpired,
      );
      void navigate('/');
    },
    [queryClient, navigate],
  );

  const controls = useMemo(
    () => ({
      openMode,
      openAccountModal: setOpenMode,
      switchAccountMode: setOpenMode,
      closeAccountModal,
    }),
    [openMode, closeAccountModal],
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
      {isPasswordChangeDue ? (
        <Suspense fallback={null}>
          <PasswordChangeNotice onClose={() => setIsPasswordChangeDue(false)} />
        </Suspense>
      ) : null}
    </AccountModalContext>
  );
}
