import type { LoginResponse, SecondFactorChallenge, SecondFactorMethod } from '@plaza/contracts/accounts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useErrorText } from '../../../lib/use-error-text';
import { useSendSecondFactorCodeMutation } from '../api/send-second-factor-code';
import { useVerifySecondFactorMutation } from '../api/verify-second-factor';
import { useSmsCountdown } from '../hooks/use-sms-countdown';
import { FormField } from './form-field';

export interface SecondFactorStepProps {
  challenge: SecondFactorChallenge;
  onLoggedIn: (response: LoginResponse) => void;
}

/**
 * The extra step of a login from an unknown IP (spec.md §4 Login 9): choose a method, have the code sent for
 * mobile or e-mail, then enter the code, the bank account name or the authenticator code.
 */
export function SecondFactorStep({ challenge, onLoggedIn }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const countdown = useSmsCountdown();
  const sendMutation = useSendSecondFactorCodeMutation();
  const verifyMutation = useVerifySecondFactorMutation();
  const [chosen, setChosen] = useState<SecondFactorMethod | null>(null);
  const method = chosen ?? challenge.methods[0] ?? 'MOBILE';
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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
      {
        onSuccess: ({ expiredMinutes }) => countdown.start(expiredMinutes),
        onError: (sendError) => setFailure(errorText(sendError)),
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verifyMutation.isPending) {
      return;
    }
    setFailure(null);
    if (code.trim() === '') {
      setError(t('validation.required'));
      return;
    }
    setError(null);
    verifyMutation.mutate(
      { ticket: challenge.ticket, method, code: code.trim() },
      { onSuccess: onLoggedIn, onError: (verifyError) => setFailure(errorText(verifyError)) },
    );
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={verifyMutation.isPending}>
      <p>{t('account.secondFactor.intro')}</p>
      {challenge.methods.length > 1 ? (
        <div
          className="account-login__methods"
          role="radiogroup"
          aria-label={t('account.secondFactor.methods')}
        >
          {challenge.methods.map((choice) => (
            <label key={choice} className="account-form__check">
              <input
                type="radio"
                name="secondFactorMethod"
                value={choice}
                checked={choice === method}
                onChange={() => {
                  setChosen(choice);
                  setCode('');
                  setError(null);
                }}
              />
              {methodLabels[choice]}
            </label>
          ))}
        </div>
      ) : null}
      <FormField
        name="secondFactorCode"
        label={codeLabels[method]}
        value={code}
        onChange={setCode}
        isRequired
        autoComplete={method === 'BANK' ? 'off' : 'one-time-code'}
        error={error}
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
      {failure !== null ? (
        <p className="account-form__alert" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary account-form__submit"
        disabled={verifyMutation.isPending}
      >
        {t('account.secondFactor.verify')}
      </button>
    </form>
  );
}
