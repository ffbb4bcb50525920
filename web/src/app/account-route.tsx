import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { useAccountModal } from '../features/account/hooks/use-account-modal';
import type { AccountMode } from '../features/account/hooks/use-account-modal';
import { HomePage } from '../features/home/components/home-page';

/**
 * /login and /register: home with the account modal opened in that mode on load; /login also moves the
 * address to / (docs/product/site.md#routes-and-screens), replacing the entry so that Back does not reopen the
 * modal.
 */
export function AccountRoute({ mode }: { mode: AccountMode }) {
  const { openAccountModal } = useAccountModal();
  const navigate = useNavigate();

  useEffect(() => {
    openAccountModal(mode);
    if (mode === 'login') {
      void navigate('/', { replace: true });
    }
  }, [mode, openAccountModal, navigate]);

  return <HomePage />;
}
