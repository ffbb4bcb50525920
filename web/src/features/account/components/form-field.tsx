import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PasswordInput } from './password-input';

export interface FormFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  isSecret?: boolean;
  type?: 'text' | 'email' | 'date';
  autoComplete?: string;
  hint?: string | null;
  error?: string | null;
  maxLength?: number;
  name: string;
  /** Extra content after the input (a captcha image). */
  children?: ReactNode;
}

/** A labelled input with its hint and error tied to it, marking required fields with *. */
export function FormField({
  label,
  value,
  onChange,
  onBlur,
  isRequired = false,
  isSecret = false,
  type = 'text',
  autoComplete,
  hint,
  error,
  maxLength,
  name,
  children,
}: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const inputProps = {
    id,
    name,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
    required: isRequired,
    autoComplete,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'form-field__input',
  };
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {isRequired ? (
          <span className="form-field__required" title={t('account.requiredMark')}>
            {' *'}
          </span>
        ) : null}
      </label>
      <div className="form-field__control">
        {isSecret ? <PasswordInput {...inputProps} /> : <input {...inputProps} type={type} />}
        {children}
      </div>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
