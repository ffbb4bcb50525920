import type { LoginResponse } from '@plaza/contracts/accounts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal';
import { useErrorText } from '../../../lib/use-error-text';
import { useFeature } from '../../../lib/use-feature';
import { useResetPasswordByEmailMutation } from '../api/reset-password-by-email';
import { useResetPasswordByPhoneMutation } from '../api/reset-password-by-phone';
import { FormField } from './form-field';
import { MobileWithCodeFields, useMobileWithCode } from './mobile-code-fields';
import './account-notice.css';

type ForgotMethod = 'mobile' | 'email';

export interface ForgotPasswordModalProps {
  onClose: () => void;
  /** The phone path set a new password and logged the member in. */
  onLoggedIn: (response: LoginResponse) => void;
  /** The e-mail was sent; the caller tells the visitor. */
  onEmailSent: () => void;
}

/** The forgot-password modal: by e-mail, and by mobile when SMS login is on, then the default (spec.md §2.4). */
export function ForgotPasswordModal({ onClose, onLoggedIn, onEmailSent }: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const hasMobile = useFeature('MOBILEVERCODELOGIN3');
  const methods: ForgotMethod[] = hasMobile ? ['mobile', 'email'] : ['email'];
  const [chosen, setChosen] = useState<ForgotMethod | null>(null);
  const method = chosen !== null && methods.includes(chosen) ? chosen : (methods[0] ?? 'email');
  const labels: Record<ForgotMethod, string> = {
    mobile: t('account.byMobile'),
    email: t('account.byEmail'),
  };

  return (
    <Modal title={t('account.forgotTitle')} onClose={onClose} className="account-notice">
      <div className="account-notice__body">
        {methods.length > 1 ? (
          <div className="account-forms__tabs" role="tablist" aria-label={t('account.forgotMethods')}>
            {methods.map((tab) => (
              <button
                key={tab}
                id={`${baseId}-${tab}-tab`}
                type="button"
                role="tab"
                className="account-forms__tab"
                aria-selected={tab === method}
                aria-controls={`${baseId}-panel`}
                tabIndex={tab === method ? 0 : -1}
                onClick={() => setChosen(tab)}
              >
                {labels[tab]}
              </button>
            ))}
          </div>
        ) : null}
        <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${method}-tab`}>
          {method === 'email' ? (
            <ForgotByEmailForm onEmailSent={onEmailSent} />
          ) : (
            <ForgotByMobileForm onLoggedIn={onLoggedIn} />
          )}
        </div>
      </div>
    </Modal>
  );
}

function ForgotByEmailForm({ onEmailSent }: { onEmailSent: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mutation = useResetPasswordByEmailMutation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'username' | 'email', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    const found: Partial<Record<'username' | 'email', string>> = {};
    if (username.trim() === '') {
      found.username = t('validation.required');
    }
    if (email.trim() === '') {
      found.email = t('validation.required');
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      return;
    }
    mutation.mutate(
      { username: username.trim(), email: email.trim() },
      { onSuccess: onEmailSent, onError: (error) => setFailure(errorText(error)) },
    );
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={mutation.isPending}>
      <FormField
        name="username"
        label={t('account.field.username')}
        value={username}
        onChange={setUsername}
        isRequired
        autoComplete="username"
        error={errors.username}
      />
      <FormField
        name="email"
        type="email"
        label={t('account.field.email')}
        value={email}
        onChange={setEmail}
        isRequired
        autoComplete="email"
        error={errors.email}
      />
      {failure !== null ? (
        <p className="account-form__alert" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary account-form__submit"
        disabled={mutation.isPending}
      >
        {t('account.sendEmail')}
      </button>
    </form>
  );
}

type MobileFormField = 'mobile' | 'code' | 'newPassword';

function ForgotByMobileForm({ onLoggedIn }: { onLoggedIn: (response: LoginResponse) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mutation = useResetPasswordByPhoneMutation();
  const number = useMobileWithCode();
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<MobileFormField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    const found: Partial<Record<MobileFormField, string>> = number.check();
    if (newPassword === '') {
      found.newPassword = t('validation.required');
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      return;
    }
    mutation.mutate(
      {
        mobileNum: number.mobile.trim(),
        countryDialingCode: number.countryDialingCode,
        verificationCode: number.code.trim(),
        newPassword,
      },
      {
        onSuccess: onLoggedIn,
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={mutation.isPending}>
      <MobileWithCodeFields
        state={number}
        purpose="PASSWORD"
        errors={errors}
        onInvalidMobile={() => setErrors((previous) => ({ ...previous, mobile: t('account.invalidMobile') }))}
      />
      <FormField
        name="newPassword"
        label={t('account.field.newPassword')}
        value={newPassword}
        onChange={setNewPassword}
        isRequired
        isSecret
        autoComplete="new-password"
        error={errors.newPassword}
      />
      {failure !== null ? (
        <p className="account-form__alert" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary account-form__submit"
        disabled={mutation.isPending}
      >
        {t('account.setNewPassword')}
      </button>
    </form>
  );
}
