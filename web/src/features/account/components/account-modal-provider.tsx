import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { AccountModalContext } from '../hooks/use-account-modal';
import type { AccountMode } from '../hooks/use-account-modal';

// The modal's code loads when it is first opened, keeping it out of the home page's first download.
const AccountModal = lazy(() =>
  import('./account-modal').then((module) => ({ default: module.AccountModal })),
);

/** Holds the account modal's state for the whole shell and renders the modal while it is open. */
export function AccountModalProvider({ children }: { children: ReactNode }) {
  const [openMode, setOpenMode] = useState<AccountMode | null>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const closeAccountModal = useCallback(() => {
    setOpenMode(null);
    // /register shows home with the modal on top; once it is closed the address is home's.
    if (pathname.toLowerCase() === '/register') {
      void navigate('/', { replace: true });
    }
  }, [pathname, navigate]);

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
          <AccountModal mode={openMode} onModeChange={setOpenMode} onClose={closeAccountModal} />
        </Suspense>
      ) : null}
    </AccountModalContext>
  );
}
