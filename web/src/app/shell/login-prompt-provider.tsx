import { useCallback } from 'react';
import type { ReactNode } from 'react';

import { useAccountModal } from '../../features/account/hooks/use-account-modal';
import { LoginPromptContext } from '../../lib/login-prompt';

/** Lets every feature ask a guest to log in: the account modal opens in login mode. */
export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const { openAccountModal } = useAccountModal();
  const promptLogin = useCallback(() => openAccountModal('login'), [openAccountModal]);
  return <LoginPromptContext value={promptLogin}>{children}</LoginPromptContext>;
}
