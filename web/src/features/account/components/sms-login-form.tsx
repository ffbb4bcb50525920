import type { LoginResponse } from '@plaza/contracts/accounts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useErrorText } from '../../../lib/use-error-text';
import { useSmsLoginMutation } from '../api/login';
import type { LoginMethod } from '../hooks/use-account-modal';
import { MobileWithCodeFields, useMobileWithCode } from './mobile-code-fields';

export interface SmsLoginFormProps {
  onLoggedIn: (response: LoginResponse, method?: LoginMethod) => void;
}

type SmsLoginField = 'mobile' | 'code';

/** The login by SMS (spec.md §5 "Login"): a valid mobile number and the code sent to it. */
export function SmsLoginForm({ onLoggedIn }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mutation = useSmsLoginMutation();
  const number = useMobileWithCode();
  const [errors, setErrors] = useState<Partial<Record<SmsLoginField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    const found: Partial<Record<SmsLoginField, string>> = number.check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      return;
    }
    mutation.mutate(
      {
        mobile: number.mobile.trim(),
        code: number.code.trim(),
        countryDialingCode: number.countryDialingCode,
      },
      {
        onSuccess: (response) => onLoggedIn(response, 'sms'),
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={mutation.isPending}>
      <MobileWithCodeFields
        state={number}
        purpose="LOGIN"
        errors={errors}
        onInvalidMobile={() => setErrors((previous) => ({ ...previous, mobile: t('account.invalidMobile') }))}
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
        {mutation.isPending ? t('account.loggingIn') : t('account.login')}
      </button>
    </form>
  );
}
