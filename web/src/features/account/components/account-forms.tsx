import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { LoginResponse } from '@plaza/contracts/accounts';

import { useFeature } from '../../../lib/use-feature';
import type { AccountMode, LoginMethod } from '../hooks/use-account-modal';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export interface AccountFormsProps {
  mode: AccountMode;
  onModeChange: (mode: AccountMode) => void;
  /** A login or registration succeeded. */
  onLoggedIn: (response: LoginResponse, method?: LoginMethod) => void;
}

/** The login and register tabs of the account modal (register only with DIRECTREG3) and the open form. */
export function AccountForms({ mode, onModeChange, onLoggedIn }: AccountFormsProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const canRegister = useFeature('DIRECTREG3');
  const modes: AccountMode[] = canRegister ? ['login', 'register'] : ['login'];
  const selected = modes.includes(mode) ? mode : 'login';
  const labels: Record<AccountMode, string> = { login: t('account.login'), register: t('account.register') };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') {
      return;
    }
    const index = modes.indexOf(selected);
    const next = modes[(index + (event.key === 'ArrowRight' ? 1 : modes.length - 1)) % modes.length];
    if (next !== undefined) {
      onModeChange(next);
      document.getElementById(`${baseId}-${next}-tab`)?.focus();
    }
  };

  return (
    <div className="account-forms">
      <div
        className="account-forms__tabs"
        role="tablist"
        aria-label={t('account.tabs')}
        onKeyDown={onKeyDown}
      >
        {modes.map((tabMode) => (
          <button
            key={tabMode}
            id={`${baseId}-${tabMode}-tab`}
            type="button"
            role="tab"
            className="account-forms__tab"
            aria-selected={tabMode === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tabMode === selected ? 0 : -1}
            onClick={() => onModeChange(tabMode)}
          >
            {labels[tabMode]}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        className="account-forms__panel"
        role="tabpanel"
        aria-labelledby={`${baseId}-${selected}-tab`}
      >
        {selected === 'login' ? (
          <LoginForm
            onLoggedIn={onLoggedIn}
            onRegister={canRegister ? () => onModeChange('register') : undefined}
          />
        ) : (
          <RegisterForm onRegistered={onLoggedIn} onLogin={() => onModeChange('login')} />
        )}
      </div>
    </div>
  );
}
