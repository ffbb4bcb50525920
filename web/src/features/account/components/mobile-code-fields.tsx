import { isValidMobile } from '@plaza/contracts/countries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MobileField, useDefaultDialingCode } from './mobile-field';
import { SmsCodeField } from './sms-code-field';
import type { SmsCodeFieldProps } from './sms-code-field';

export interface MobileWithCode {
  countryDialingCode: string;
  setCountryDialingCode: (code: string) => void;
  mobile: string;
  setMobile: (mobile: string) => void;
  code: string;
  setCode: (code: string) => void;
  /** What is wrong with the number and the code as typed, by field; empty when both may be sent. */
  check: () => { mobile?: string; code?: string };
}

/** A mobile number (with its country, the deployment's by default) and the SMS code sent to it. */
export function useMobileWithCode(): MobileWithCode {
  const { t } = useTranslation();
  const defaultDialingCode = useDefaultDialingCode();
  const [chosenDialingCode, setCountryDialingCode] = useState<string | null>(null);
  const countryDialingCode = chosenDialingCode ?? defaultDialingCode;
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const check = () => {
    const found: { mobile?: string; code?: string } = {};
    if (mobile.trim() === '') {
      found.mobile = t('validation.required');
    } else if (!isValidMobile(countryDialingCode, mobile.trim())) {
      found.mobile = t('account.invalidMobile');
    }
    if (code.trim() === '') {
      found.code = t('validation.required');
    }
    return found;
  };
  return { countryDialingCode, setCountryDialingCode, mobile, setMobile, code, setCode, check };
}

/** The mobile number field and, under it, the code field with its send button and countdown. */
export function MobileWithCodeFields({
  state,
  purpose,
  errors,
  onInvalidMobile,
}: {
  state: MobileWithCode;
  purpose: SmsCodeFieldProps['purpose'];
  errors: { mobile?: string; code?: string };
  onInvalidMobile: () => void;
}) {
  return (
    <>
      <MobileField
        countryDialingCode={state.countryDialingCode}
        onCountryChange={state.setCountryDialingCode}
        mobile={state.mobile}
        onMobileChange={state.setMobile}
        error={errors.mobile}
      />
      <SmsCodeField
        purpose={purpose}
        countryDialingCode={state.countryDialingCode}
        mobile={state.mobile}
        code={state.code}
        onCodeChange={state.setCode}
        error={errors.code}
        onInvalidMobile={onInvalidMobile}
      />
    </>
  );
}
