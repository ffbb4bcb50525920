import type { LoginResponse, SecondFactorChallenge, SecondFactorMethod } from '@plaza/contracts/accounts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useSendSecondFactorCodeMutation } from '../api/send-second-factor-code';
import { useVerifySecondFactorMutation } from '../api/verify-second-factor';
import { useSmsCountdown } from '../hooks/use-sms-countdown';
import {
  AccountForm,
  findBlankFields,
  FormAlert,
  MethodChoice,
  SubmitButton,
  useAccountForm,
} from './account-form-parts';
import { FormField } from './form-field';

export interface SecondFactorStepProps {
  challenge: SecondFactorChallenge;
  onLoggedIn: (response: LoginResponse) => void;
}

/**
 * The extra step of a login from an unknown IP (docs/product/accounts.md#second-factor-on-a-new-address): choose a
 * method, have the code sent for mobile or e-mail, then enter the code, the bank account name or the authenticator
 * code.
 */
export function SecondFactorStep({ challenge, onLoggedIn }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const countdown = useSmsCountdown();
  const sendMutation = useSendSecondFactorCodeMutation();
  const verifyMutation = useVerifySecondFactorMutation();
  const [chosen, setChosen] = useState<SecondFactorMethod | null>(null);
  const method = chosen ?? challenge.methods[0] ?? 'MOBILE';
  const [code, setCode] = useState('');
  const { errors, setErrors, failure, setFailure, fail, submit } = useAccountForm<'code'>();

  const methodLabels: Record<SecondFactorMethod, string> = {
    MOBILE: t('account.secondFactor.mobile'),
    EMAIL: t('account.secondFactor.email'),
    BANK: t('account.secondFactor.bank'),
    GOOGLE: t('account.secondFactor.google'),
  };
  const codeLabels: Record<SecondFactorMethod, string> = {
    MOBILE: t('account.field.smsCode'),
    EMAIL: t('account.field.emailCode'),
    BANK: t('account.field.bankAccountName'),
    GOOGLE: t('account.field.authenticatorCode'),
  };

  const send = () => {
    if ((method !== 'MOBILE' && method !== 'EMAIL') || sendMutation.isPending || !countdown.claimRequest()) {
      return;
    }
    setFailure(null);
    sendMutation.mutate(
      { ticket: challenge.ticket, method },
      { onSuccess: ({ expiredMinutes }) => countdown.start(expiredMinutes), onError: fail },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      isPending: verifyMutation.isPending,
      check: () => findBlankFields([['code', code]], t('validation.required')),
      send: () =>
        verifyMutation.mutate(
          { ticket: challenge.ticket, method, code: code.trim() },
          { onSuccess: onLoggedIn, onError: fail },
        ),
    });

  return (
    <AccountForm onSubmit={onSubmit} isPending={verifyMutation.isPending}>
      <p>{t('account.secondFactor.intro')}</p>
      <MethodChoice
        name="secondFactorMethod"
        label={t('account.secondFactor.methods')}
        methods={challenge.methods}
        selected={method}
        labels={methodLabels}
        onChange={(choice) => {
          setChosen(choice);
          setCode('');
          setErrors({});
        }}
      />
      <FormField
        name="secondFactorCode"
        label={codeLabels[method]}
        value={code}
        onChange={setCode}
        isRequired
        autoComplete={method === 'BANK' ? 'off' : 'one-time-code'}
        error={errors.code}
      >
        {method === 'MOBILE' || method === 'EMAIL' ? (
          <button
            type="button"
            className="button button--outline account-form__send-code"
            onClick={send}
            disabled={sendMutation.isPending || countdown.secondsLeft > 0}
          >
            {countdown.secondsLeft > 0
              ? t('account.resendIn', { seconds: countdown.secondsLeft })
              : t('account.sendCode')}
          </button>
        ) : null}
      </FormField>
      <FormAlert message={failure} />
      <SubmitButton label={t('account.secondFactor.verify')} isPending={verifyMutation.isPending} />
    </AccountForm>
  );
}
