import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import './field.css';

/** What a field hands its control so the label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: string;
  hint?: string | null;
  error?: string | null;
  isRequired?: boolean;
  /** Content shown at the end of the label row (a character counter). */
  aside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and error announced with it; the control itself is given by the
 * caller (input, select, textarea) and receives the id and ARIA attributes.
 */
export function Field({ label, hint, error, isRequired = false, aside, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
          {isRequired ? (
            <span className="field__required" aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </label>
        {aside}
      </div>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': isRequired ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A secret input with a show/hide toggle; the other props go to the input. */
export function SecretInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  return (
    <div className="field__secret">
      <input {...props} className="field__input" type={isShown ? 'text' : 'password'} />
      <button
        type="button"
        className="field__secret-toggle"
        aria-pressed={isShown}
        aria-controls={props.id}
        onClick={() => setIsShown((shown) => !shown)}
      >
        {isShown ? t('account.hidePassword') : t('account.showPassword')}
      </button>
    </div>
  );
}
