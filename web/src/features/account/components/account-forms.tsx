import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { LoginResponse } from '@plaza/contracts/accounts';

import { useFeature } from '../../../lib/use-feature';
import type { AccountMode, LoginMethod } from '../hooks/use-account-modal';
import { methodTabId, MethodTabs } from './account-form-parts';
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

  return (
    <div className="account-forms">
      <MethodTabs
        baseId={baseId}
        label={t('account.tabs')}
        methods={modes}
        selected={selected}
        labels={labels}
        onSelect={onModeChange}
      />
      <div
        id={`${baseId}-panel`}
        className="account-forms__panel"
        role="tabpanel"
        aria-labelledby={methodTabId(baseId, selected)}
      >
        {selected === 'login' ? (
          <LoginForm
            onLoggedIn={onLoggedIn}
            onRegister={canRegister ? () => onModeChange('register') : undefined}
          />
        ) : (
          <RegisterForm
            onRegistered={(response) => onLoggedIn(response, 'register')}
            onLogin={() => onModeChange('login')}
          />
        )}
      </div>
    </div>
  );
}
