import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field, SecretInput } from '../../../components/field';

export interface PaymentPasswordEntry {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  /** Marks the form as submitted; true when a password was typed and the call may go. */
  submit: () => boolean;
}

/**
 * The payment password that confirms a money action: required once the member has tried to submit, then the
 * server's word on it. Typing again clears the last call's failure (`onEdit`).
 */
export function usePaymentPasswordEntry(
  serverError: string | undefined,
  onEdit: () => void,
): PaymentPasswordEntry {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  return {
    value,
    error: (isChecked && value === '' ? t('validation.required') : null) ?? serverError ?? null,
    onChange: (next) => {
      setValue(next);
      onEdit();
    },
    submit: () => {
      setIsChecked(true);
      return value !== '';
    },
  };
}

export function PaymentPasswordField({ entry }: { entry: PaymentPasswordEntry }) {
  const { t } = useTranslation();
  return (
    <Field label={t('wallet.paymentPassword')} error={entry.error} isRequired>
      {(control) => (
        <SecretInput
          {...control}
          name="paymentPassword"
          autoComplete="off"
          value={entry.value}
          onChange={(event) => entry.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
