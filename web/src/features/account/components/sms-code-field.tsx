import { VERIFICATION_CODE_MAX_LENGTH } from '@plaza/contracts/constants';
import { isValidMobile } from '@plaza/contracts/countries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useErrorText } from '../../../lib/use-error-text';
import { useSendRegistrationSmsCodeMutation } from '../api/send-registration-sms-code';
import { useSendSmsCodeMutation } from '../api/send-sms-code';
import { useSmsCountdown } from '../hooks/use-sms-countdown';
import { FormField } from './form-field';

export interface SmsCodeFieldProps {
  /** LOGIN and PASSWORD codes come from /wps/verification/sms/noLogin, REGISTER ones from /sms/register. */
  purpose: 'LOGIN' | 'PASSWORD' | 'REGISTER';
  countryDialingCode: string;
  mobile: string;
  code: string;
  onCodeChange: (code: string) => void;
  error?: string | null;
  /** The number is missing or malformed: the form shows that on the mobile field. */
  onInvalidMobile: () => void;
}

/** The SMS code input with its "Send code" button and countdown (docs/product/accounts.md#login-by-sms). */
export function SmsCodeField({
  purpose,
  countryDialingCode,
  mobile,
  code,
  onCodeChange,
  error,
  onInvalidMobile,
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const countdown = useSmsCountdown();
  const loginCodeMutation = useSendSmsCodeMutation();
  const registrationCodeMutation = useSendRegistrationSmsCodeMutation();
  const isPending = loginCodeMutation.isPending || registrationCodeMutation.isPending;
  const [sendFailure, setSendFailure] = useState<string | null>(null);

  const send = () => {
    const mobileNum = mobile.trim();
    if (!isValidMobile(countryDialingCode, mobileNum)) {
      onInvalidMobile();
      return;
    }
    if (isPending || !countdown.claimRequest()) {
      return;
    }
    setSendFailure(null);
    const callbacks = {
      onSuccess: ({ expiredMinutes }: { expiredMinutes: number }) => countdown.start(expiredMinutes),
      onError: (failure: Error) => setSendFailure(errorText(failure)),
    };
    if (purpose === 'REGISTER') {
      registrationCodeMutation.mutate({ mobileNum, countryDialingCode }, callbacks);
    } else {
      loginCodeMutation.mutate({ mobileNum, countryDialingCode, purpose }, callbacks);
    }
  };

  return (
    <FormField
      name="verificationCode"
      label={t('account.field.smsCode')}
      value={code}
      onChange={onCodeChange}
      isRequired
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_MAX_LENGTH}
      error={error ?? sendFailure}
    >
      <button
        type="button"
        className="button button--outline account-form__send-code"
        onClick={send}
        disabled={isPending || countdown.secondsLeft > 0}
      >
        {countdown.secondsLeft > 0
          ? t('account.resendIn', { seconds: countdown.secondsLeft })
          : t('account.sendCode')}
      </button>
    </FormField>
  );
}
