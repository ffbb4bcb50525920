import type { LoginResponse } from '@plaza/contracts/accounts';
import { isValidMobile } from '@plaza/contracts/countries';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useErrorText } from '../../../lib/use-error-text';
import { useSmsLoginMutation } from '../api/login';
import type { LoginMethod } from '../hooks/use-account-modal';
import { MobileField, useDefaultDialingCode } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

export interface SmsLoginFormProps {
  onLoggedIn: (response: LoginResponse, method?: LoginMethod) => void;
}

type SmsLoginField = 'mobile' | 'code';

/** The login by SMS (spec.md §5 "Login"): a valid mobile number and the code sent to it. */
export function SmsLoginForm({ onLoggedIn }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mutation = useSmsLoginMutation();
  const defaultDialingCode = useDefaultDialingCode();
  const [chosenDialingCode, setCountryDialingCode] = useState<string | null>(null);
  const countryDialingCode = chosenDialingCode ?? defaultDialingCode;
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<SmsLoginField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    const found: Partial<Record<SmsLoginField, string>> = {};
    if (mobile.trim() === '') {
      found.mobile = t('validation.required');
    } else if (!isValidMobile(countryDialingCode, mobile.trim())) {
      found.mobile = t('account.invalidMobile');
    }
    if (code.trim() === '') {
      found.code = t('validation.required');
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      return;
    }
    mutation.mutate(
      { mobile: mobile.trim(), code: code.trim(), countryDialingCode },
      {
        onSuccess: (response) => onLoggedIn(response, 'sms'),
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={mutation.isPending}>
      <MobileField
        countryDialingCode={countryDialingCode}
        onCountryChange={setCountryDialingCode}
        mobile={mobile}
        onMobileChange={setMobile}
        error={errors.mobile}
      />
      <SmsCodeField
        purpose="LOGIN"
        countryDialingCode={countryDialingCode}
        mobile={mobile}
        code={code}
        onCodeChange={setCode}
        error={errors.code}
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
