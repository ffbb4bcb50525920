import type { LoginResponse } from '@plaza/contracts/accounts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useSmsLoginMutation } from '../api/login';
import type { LoginMethod } from '../hooks/use-account-modal';
import { AccountForm, FormAlert, SubmitButton, useAccountForm } from './account-form-parts';
import { MobileWithCodeFields, useMobileWithCode } from './mobile-code-fields';

export interface SmsLoginFormProps {
  onLoggedIn: (response: LoginResponse, method?: LoginMethod) => void;
}

type SmsLoginField = 'mobile' | 'code';

/** The login by SMS (docs/product/accounts.md#login-by-sms): a valid mobile number and the code sent to it. */
export function SmsLoginForm({ onLoggedIn }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const mutation = useSmsLoginMutation();
  const number = useMobileWithCode();
  const { errors, setErrors, failure, fail, submit } = useAccountForm<SmsLoginField>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      isPending: mutation.isPending,
      check: number.check,
      send: () =>
        mutation.mutate(
          {
            mobile: number.mobile.trim(),
            code: number.code.trim(),
            countryDialingCode: number.countryDialingCode,
          },
          { onSuccess: (response) => onLoggedIn(response, 'sms'), onError: fail },
        ),
    });

  return (
    <AccountForm onSubmit={onSubmit} isPending={mutation.isPending}>
      <MobileWithCodeFields
        state={number}
        purpose="LOGIN"
        errors={errors}
        onInvalidMobile={() => setErrors((previous) => ({ ...previous, mobile: t('account.invalidMobile') }))}
      />
      <FormAlert message={failure} />
      <SubmitButton
        label={mutation.isPending ? t('account.loggingIn') : t('account.login')}
        isPending={mutation.isPending}
      />
    </AccountForm>
  );
}
