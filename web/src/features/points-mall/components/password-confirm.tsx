import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Field, SecretInput } from '../../../components/field';
import { useErrorText } from '../../../lib/use-error-text';

interface PasswordConfirmProps {
  /** What the member confirms: the facts of the redemption or conversion. */
  children: ReactNode;
  isPending: boolean;
  error: Error | null;
  onSubmit: (paymentPassword: string) => void;
  onCancel: () => void;
  onEdit: () => void;
}

/**
 * The last step before points are spent: the facts, the payment password, cancel or confirm. A server refusal
 * (wrong password with the attempts left, too few points, out of stock) shows above the buttons.
 */
export function PasswordConfirm({
  children,
  isPending,
  error,
  onSubmit,
  onCancel,
  onEdit,
}: PasswordConfirmProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  return (
    <form
      className="points-dialog"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setIsChecked(true);
        if (password !== '' && !isPending) {
          onSubmit(password);
        }
      }}
    >
      {children}
      <Field
        label={t('pointsMall.paymentPassword')}
        error={isChecked && password === '' ? t('validation.required') : null}
        isRequired
      >
        {(control) => (
          <SecretInput
            {...control}
            name="paymentPassword"
            autoComplete="off"
            maxLength={64}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              onEdit();
            }}
          />
        )}
      </Field>
      {error === null ? null : (
        <p className="points-dialog__error" role="alert">
          {errorText(error)}
        </p>
      )}
      <div className="points-dialog__buttons">
        <button type="button" className="button button--outline" onClick={onCancel} disabled={isPending}>
          {t('pointsMall.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={isPending}>
          {isPending ? t('pointsMall.sending') : t('pointsMall.confirm')}
        </button>
      </div>
    </form>
  );
}
