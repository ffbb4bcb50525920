import { PAYMENT_PASSWORD_MAX_LENGTH, PAYMENT_PASSWORD_MIN_LENGTH } from '@plaza/contracts/withdrawals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field, SecretInput } from '../../../components/field';
import { LockIcon } from '../../../components/money-icons';
import { useSetPaymentPasswordMutation } from '../api/set-payment-password';
import { useServerErrorText } from '../hooks/use-server-error';

type FieldName = 'loginPassword' | 'newPassword' | 'confirmNewPassword';
const FIELD_NAMES: readonly FieldName[] = ['loginPassword', 'newPassword', 'confirmNewPassword'];

/**
 * Sets the first payment password (decision 008): the login password proves the member is at the keyboard;
 * the new one has 6 to 64 characters, matches its confirmation and differs from the login password.
 */
export function PaymentPasswordSetup() {
  const { t } = useTranslation();
  const serverErrorText = useServerErrorText();
  const mutation = useSetPaymentPasswordMutation();
  const [values, setValues] = useState<Record<FieldName, string>>({
    loginPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [isChecked, setIsChecked] = useState(false);

  const localErrors: Partial<Record<FieldName, string>> = {};
  if (values.loginPassword === '') {
    localErrors.loginPassword = t('validation.required');
  }
  if (values.newPassword.length < PAYMENT_PASSWORD_MIN_LENGTH) {
    localErrors.newPassword = t('wallet.paymentPasswordRule', {
      min: PAYMENT_PASSWORD_MIN_LENGTH,
      max: PAYMENT_PASSWORD_MAX_LENGTH,
    });
  } else if (values.newPassword === values.loginPassword) {
    localErrors.newPassword = t('wallet.paymentPasswordSameAsLogin');
  }
  if (values.confirmNewPassword !== values.newPassword) {
    localErrors.confirmNewPassword = t('validation.mismatch');
  }
  const server = serverErrorText(mutation.error, FIELD_NAMES);
  const errorOf = (name: FieldName) =>
    (isChecked ? localErrors[name] : undefined) ?? server.fields[name] ?? null;

  const update = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    mutation.reset();
  };

  return (
    <form
      className="wallet-card wallet-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setIsChecked(true);
        if (Object.keys(localErrors).length === 0) {
          mutation.mutate(values);
        }
      }}
    >
      <div className="wallet-card__intro">
        <span className="wallet-card__intro-icon" aria-hidden="true">
          <LockIcon />
        </span>
        <div>
          <p className="wallet-card__intro-title">{t('wallet.setPaymentPasswordTitle')}</p>
          <p className="wallet-muted">{t('wallet.setPaymentPasswordText')}</p>
        </div>
      </div>
      <Field label={t('wallet.loginPassword')} error={errorOf('loginPassword')} isRequired>
        {(control) => (
          <SecretInput
            {...control}
            name="loginPassword"
            autoComplete="current-password"
            maxLength={128}
            value={values.loginPassword}
            onChange={(event) => update('loginPassword', event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('wallet.newPaymentPassword')}
        hint={t('wallet.paymentPasswordRule', {
          min: PAYMENT_PASSWORD_MIN_LENGTH,
          max: PAYMENT_PASSWORD_MAX_LENGTH,
        })}
        error={errorOf('newPassword')}
        isRequired
      >
        {(control) => (
          <SecretInput
            {...control}
            name="newPaymentPassword"
            autoComplete="new-password"
            maxLength={PAYMENT_PASSWORD_MAX_LENGTH}
            value={values.newPassword}
            onChange={(event) => update('newPassword', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('wallet.confirmPaymentPassword')} error={errorOf('confirmNewPassword')} isRequired>
        {(control) => (
          <SecretInput
            {...control}
            name="confirmPaymentPassword"
            autoComplete="new-password"
            maxLength={PAYMENT_PASSWORD_MAX_LENGTH}
            value={values.confirmNewPassword}
            onChange={(event) => update('confirmNewPassword', event.target.value)}
          />
        )}
      </Field>
      {server.general !== null ? (
        <p className="wallet-alert" role="alert">
          {server.general}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary wallet-form__submit"
        disabled={mutation.isPending}
      >
        {mutation.isPending ? t('wallet.saving') : t('wallet.setPaymentPassword')}
      </button>
    </form>
  );
}
