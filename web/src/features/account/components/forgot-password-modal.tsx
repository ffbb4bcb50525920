import type { LoginResponse } from '@plaza/contracts/accounts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal';
import { useFeature } from '../../../lib/use-feature';
import { useResetPasswordByEmailMutation } from '../api/reset-password-by-email';
import { useResetPasswordByPhoneMutation } from '../api/reset-password-by-phone';
import {
  AccountForm,
  findBlankFields,
  FormAlert,
  methodTabId,
  MethodTabs,
  SubmitButton,
  useAccountForm,
  UsernameField,
  useChosenMethod,
} from './account-form-parts';
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

/**
 * The forgot-password modal: by e-mail, and by mobile when SMS login is on, then the default
 * (docs/product/accounts.md#forgot-password).
 */
export function ForgotPasswordModal({ onClose, onLoggedIn, onEmailSent }: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const hasMobile = useFeature('MOBILEVERCODELOGIN3');
  const methods: [ForgotMethod, ...ForgotMethod[]] = hasMobile ? ['mobile', 'email'] : ['email'];
  const [method, setMethod] = useChosenMethod(methods);
  const labels: Record<ForgotMethod, string> = {
    mobile: t('account.byMobile'),
    email: t('account.byEmail'),
  };

  return (
    <Modal title={t('account.forgotTitle')} onClose={onClose} className="account-notice">
      <div className="account-notice__body">
        {methods.length > 1 ? (
          <MethodTabs
            baseId={baseId}
            label={t('account.forgotMethods')}
            methods={methods}
            selected={method}
            labels={labels}
            onSelect={setMethod}
          />
        ) : null}
        <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={methodTabId(baseId, method)}>
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
  const mutation = useResetPasswordByEmailMutation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const { errors, failure, fail, submit } = useAccountForm<'username' | 'email'>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      isPending: mutation.isPending,
      check: () =>
        findBlankFields(
          [
            ['username', username],
            ['email', email],
          ],
          t('validation.required'),
        ),
      send: () =>
        mutation.mutate(
          { username: username.trim(), email: email.trim() },
          { onSuccess: onEmailSent, onError: fail },
        ),
    });

  return (
    <AccountForm onSubmit={onSubmit} isPending={mutation.isPending}>
      <UsernameField value={username} onChange={setUsername} error={errors.username} />
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
      <FormAlert message={failure} />
      <SubmitButton label={t('account.sendEmail')} isPending={mutation.isPending} />
    </AccountForm>
  );
}

type MobileFormField = 'mobile' | 'code' | 'newPassword';

function ForgotByMobileForm({ onLoggedIn }: { onLoggedIn: (response: LoginResponse) => void }) {
  const { t } = useTranslation();
  const mutation = useResetPasswordByPhoneMutation();
  const number = useMobileWithCode();
  const [newPassword, setNewPassword] = useState('');
  const { errors, setErrors, failure, fail, submit } = useAccountForm<MobileFormField>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      isPending: mutation.isPending,
      check: () => ({
        ...number.check(),
        ...(newPassword === '' ? { newPassword: t('validation.required') } : {}),
      }),
      send: () =>
        mutation.mutate(
          {
            mobileNum: number.mobile.trim(),
            countryDialingCode: number.countryDialingCode,
            verificationCode: number.code.trim(),
            newPassword,
          },
          { onSuccess: onLoggedIn, onError: fail },
        ),
    });

  return (
    <AccountForm onSubmit={onSubmit} isPending={mutation.isPending}>
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
      <FormAlert message={failure} />
      <SubmitButton label={t('account.setNewPassword')} isPending={mutation.isPending} />
    </AccountForm>
  );
}
