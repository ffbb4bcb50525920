import { useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useErrorText } from '../../../lib/use-error-text';
import { FormField } from './form-field';

/**
 * The pieces every account form repeats (login, SMS login, both registrations, the two forgotten-password
 * forms, the password change and the second factor): the form and its submission, the choice of a method, the
 * alert of a failed request and the submit button.
 */

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's field errors, the failure of its last request and its submission: nothing while the request is on
 * its way; the fields checked and their errors shown; the last failure cleared; then the request sent.
 */
export function useAccountForm<Field extends string>() {
  const errorText = useErrorText();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (
    event: FormEvent<HTMLFormElement>,
    request: { isPending: boolean; check: () => FieldErrors<Field>; send: () => void },
  ) => {
    event.preventDefault();
    if (request.isPending) {
      return;
    }
    const found = request.check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length === 0) {
      request.send();
    }
  };
  /** Shows a failed request above the submit button, in the member's language. */
  const fail = (error: Error) => setFailure(errorText(error));
  return { errors, setErrors, failure, setFailure, fail, submit };
}

/** `message` for each field whose value is blank (nothing but spaces). */
export function findBlankFields<Field extends string>(
  values: readonly (readonly [Field, string])[],
  message: string,
): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  for (const [field, value] of values) {
    if (value.trim() === '') {
      found[field] = message;
    }
  }
  return found;
}

/** An account form: its fields unchecked by the browser (the form checks them) and busy while it sends. */
export function AccountForm({
  onSubmit,
  isPending,
  className,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isPending: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className === undefined ? 'account-form' : `account-form ${className}`}
      noValidate
      onSubmit={onSubmit}
      aria-busy={isPending}
    >
      {children}
    </form>
  );
}

/**
 * The method chosen among those the deployment offers: the member's choice while it is offered, else the
 * first offered.
 */
export function useChosenMethod<Method extends string>(
  methods: readonly [Method, ...Method[]],
  initial: Method | null = null,
): [Method, (method: Method) => void] {
  const [chosen, setChosen] = useState<Method | null>(initial);
  return [chosen !== null && methods.includes(chosen) ? chosen : methods[0], setChosen];
}

export interface MethodChoiceProps<Method extends string> {
  /** The radio group's name, unique in the form. */
  name: string;
  /** The group's accessible name. */
  label: string;
  methods: readonly Method[];
  selected: Method;
  labels: Readonly<Record<Method, string>>;
  onChange: (method: Method) => void;
}

/** The methods of a form as radio buttons; nothing when only one is offered. */
export function MethodChoice<Method extends string>({
  name,
  label,
  methods,
  selected,
  labels,
  onChange,
}: MethodChoiceProps<Method>) {
  if (methods.length < 2) {
    return null;
  }
  return (
    <div className="account-login__methods" role="radiogroup" aria-label={label}>
      {methods.map((choice) => (
        <label key={choice} className="account-form__check">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={choice === selected}
            onChange={() => onChange(choice)}
          />
          {labels[choice]}
        </label>
      ))}
    </div>
  );
}

export interface MethodTabsProps<Method extends string> {
  /** Prefix of the tabs' ids; the panel they control is `${baseId}-panel`. */
  baseId: string;
  label: string;
  methods: readonly Method[];
  selected: Method;
  labels: Readonly<Record<Method, string>>;
  onSelect: (method: Method) => void;
}

/** The id of a method's tab in a `MethodTabs`, for the panel's aria-labelledby. */
export function methodTabId(baseId: string, method: string): string {
  return `${baseId}-${method}-tab`;
}

/** Methods as tabs over one panel; the arrow keys move between them. */
export function MethodTabs<Method extends string>({
  baseId,
  label,
  methods,
  selected,
  labels,
  onSelect,
}: MethodTabsProps<Method>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') {
      return;
    }
    const index = methods.indexOf(selected);
    const next = methods[(index + (event.key === 'ArrowRight' ? 1 : methods.length - 1)) % methods.length];
    if (next !== undefined) {
      onSelect(next);
      document.getElementById(methodTabId(baseId, next))?.focus();
    }
  };
  return (
    <div className="account-forms__tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {methods.map((method) => (
        <button
          key={method}
          id={methodTabId(baseId, method)}
          type="button"
          role="tab"
          className="account-forms__tab"
          aria-selected={method === selected}
          aria-controls={`${baseId}-panel`}
          tabIndex={method === selected ? 0 : -1}
          onClick={() => onSelect(method)}
        >
          {labels[method]}
        </button>
      ))}
    </div>
  );
}

/** Why the form's last request failed, announced; nothing while it has not failed. */
export function FormAlert({ message }: { message: string | null }) {
  return message === null ? null : (
    <p className="account-form__alert" role="alert">
      {message}
    </p>
  );
}

/** The form's submit button, disabled while its request is on its way; full width unless it sits in a row. */
export function SubmitButton({
  label,
  isPending,
  isInRow = false,
}: {
  label: string;
  isPending: boolean;
  isInRow?: boolean;
}) {
  return (
    <button
      type="submit"
      className={isInRow ? 'button button--primary' : 'button button--primary account-form__submit'}
      disabled={isPending}
    >
      {label}
    </button>
  );
}

/** The member's user name, as the login and the forgotten-password forms ask for it. */
export function UsernameField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      name="username"
      label={t('account.field.username')}
      value={value}
      onChange={onChange}
      isRequired
      autoComplete="username"
      error={error}
    />
  );
}

/** The way to the other form under a form: "No account? Sign up", "Have an account? Log in". */
export function FormSwitch({
  question,
  action,
  onClick,
}: {
  question: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="account-form__switch">
      {question}{' '}
      <button type="button" className="account-form__link" onClick={onClick}>
        {action}
      </button>
    </p>
  );
}
