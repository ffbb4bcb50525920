import { useState } from 'react';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** A password input with a show/hide toggle; every other prop goes to the input. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  return (
    <div className="password-input">
      <input {...props} type={isShown ? 'text' : 'password'} />
      <button
        type="button"
        className="password-input__toggle"
        aria-pressed={isShown}
        aria-controls={props.id}
        onClick={() => setIsShown((shown) => !shown)}
      >
        {isShown ? t('account.hidePassword') : t('account.showPassword')}
      </button>
    </div>
  );
}
