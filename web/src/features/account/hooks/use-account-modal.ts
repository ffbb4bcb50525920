import { createContext, useContext } from 'react';

export type AccountMode = 'login' | 'register';

export interface AccountModalControls {
  /** The open tab, or null while the modal is closed. */
  openMode: AccountMode | null;
  openAccountModal: (mode: AccountMode) => void;
  switchAccountMode: (mode: AccountMode) => void;
  closeAccountModal: () => void;
}

export const AccountModalContext = createContext<AccountModalControls | null>(null);

/** Opens, switches and closes the account modal (login and register tabs, spec.md §2.4). */
export function useAccountModal(): AccountModalControls {
  const controls = useContext(AccountModalContext);
  if (controls === null) {
    throw new Error('useAccountModal needs an AccountModalProvider above it');
  }
  return controls;
}
