import type { LoginResponse } from '@plaza/contracts/accounts';
import { createContext, useContext } from 'react';

/**
 * The agent area, reached by the agent button and landing on the agent home (docs/product/accounts.md#the-agent-area);
 * docs/decisions/011-agent-area-and-forced-password-change.md.
 */
export const AGENT_PATH = '/agent';

export type AccountMode = 'login' | 'register';

/**
 * How a login was made: a forced password change follows only a password login
 * (docs/product/accounts.md#forced-password-change).
 */
/**
 * How a member came in: `register` is the login a registration makes (their first); `social` a sign-in through a
 * provider (docs/decisions/059-social-sign-in.md).
 */
export type LoginMethod = 'password' | 'sms' | 'trial' | 'register' | 'social';

export interface AccountModalControls {
  /** The open tab, or null while the modal is closed. */
  openMode: AccountMode | null;
  openAccountModal: (mode: AccountMode) => void;
  switchAccountMode: (mode: AccountMode) => void;
  closeAccountModal: () => void;
  /** Keeps the session of a successful login, forces the password change when due, and goes home. */
  completeLogin: (response: LoginResponse, method?: LoginMethod) => void;
  /** Opens the change-password modal from the avatar menu (closable). */
  openPasswordChange: () => void;
  /** Opens the forgot-password modal, closing the account modal. */
  openForgotPassword: () => void;
}

export const AccountModalContext = createContext<AccountModalControls | null>(null);

/**
 * Opens, switches and closes the account modal (login and register tabs,
 * docs/product/accounts.md#login-by-password) and its siblings.
 */
export function useAccountModal(): AccountModalControls {
  const controls = useContext(AccountModalContext);
  if (controls === null) {
    throw new Error('useAccountModal needs an AccountModalProvider above it');
  }
  return controls;
}
