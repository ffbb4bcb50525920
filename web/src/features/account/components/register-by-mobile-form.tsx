import type { LoginResponse } from '@plaza/contracts/accounts';
import { isValidMobile } from '@plaza/contracts/countries';
import type { RegistrationSettings } from '@plaza/contracts/registration';
import { validateFieldValue } from '@plaza/contracts/registration-patterns';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { useFeature } from '../../../lib/use-feature';
import { useRegisterByMobileMutation } from '../api/register-by-mobile';
import { AccountForm } from './account-form-parts';
import { MobileField, useDefaultDialingCode } from './mobile-field';
import { focusFirstInvalid, RegistrationFormEnd, useRegistrationForm } from './registration-form-parts';
import { listMobileFormFields, readFieldErrors } from './registration-rules';
import { SmsCodeField } from './sms-code-field';

export interface RegisterByMobileFormProps {
  settings: RegistrationSettings;
  /** The page address's referral code when the server accepted it; the invitation-code field is then hidden. */
  referralCode: string | undefined;
  /** The page address's code when it is no agent's: sent as the referral code (a member's friend code). */
  friendCode?: string | undefined;
  onRegistered: (response: LoginResponse) => void;
}

type NumberField = 'mobile' | 'code';

/** Server errors that belong under the mobile number or the SMS code rather than above the button. */
const NUMBER_ERRORS: Readonly<Record<string, NumberField>> = {
  'mobile.exists': 'mobile',
  'verification.code.invalid': 'code',
  'verification.code.expired': 'code',
};

/**
 * Registration by mobile number (PUT /wps/member/register/mobile, docs/product/registration.md#registration): the
 * country's dialing code and the number, the SMS code with its countdown when the deployment verifies numbers
 * (REGMOBVERF3), the password per the rules when MOBILENUMPASSREG3 asks for one (otherwise the member logs in by
 * SMS), the other required fields, the invitation code unless the address gave a valid one, the declarations and
 * the challenge. Success logs the member in.
 */
export function RegisterByMobileForm({
  settings,
  referralCode,
  friendCode,
  onRegistered,
}: RegisterByMobileFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const isCodeAsked = useFeature('REGMOBVERF3');
  const isPasswordAsked = useFeature('MOBILENUMPASSREG3');
  const mutation = useRegisterByMobileMutation();
  const fields = listMobileFormFields(settings, {
    isAffiliateCodeShown: referralCode === undefined,
    isPasswordAsked,
  });
  const form = useRegistrationForm(fields);
  const { ruleFields, request } = form;
  const defaultDialingCode = useDefaultDialingCode();
  const [chosenDialingCode, setChosenDialingCode] = useState<string | null>(null);
  const countryDialingCode = chosenDialingCode ?? defaultDialingCode;
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [numberErrors, setNumberErrors] = useState<Partial<Record<NumberField, string>>>({});

  const validateMobile = (): string | null => {
    const value = mobile.trim();
    if (value === '') {
      return t('validation.required');
    }
    const rule = settings.fields.mobileNum;
    const byRule = validateFieldValue({ ...rule, required: true }, value);
    if (!isValidMobile(countryDialingCode, value) || !byRule.ok) {
      return t('account.invalidMobile');
    }
    return null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    request.clearFailure();
    const found: Partial<Record<NumberField, string>> = {};
    const mobileError = validateMobile();
    if (mobileError !== null) {
      found.mobile = mobileError;
    }
    if (isCodeAsked && code.trim() === '') {
      found.code = t('validation.required');
    }
    setNumberErrors(found);
    const isFormComplete = form.check();
    if (Object.keys(found).length > 0 || !isFormComplete) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    request.start();
    mutation.mutate(
      {
        mobileNum: mobile.trim(),
        countryDialingCode,
        verificationCode: isCodeAsked ? code.trim() : undefined,
        fields: ruleFields.payload(),
        referralCode: referralCode ?? friendCode,
        onVerified: request.onVerified,
      },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            request.fail(error);
            return;
          }
          if (error.code === 'request_param_err') {
            const keys = readFieldErrors(error.details);
            const numberShown: Partial<Record<NumberField, string>> = {};
            if (keys.mobileNum !== undefined) {
              numberShown.mobile = t('account.invalidMobile');
            }
            if (keys.verificationCode !== undefined) {
              numberShown.code = t(keys.verificationCode);
            }
            const shown = ruleFields.readServerErrors(error.details);
            if (Object.keys(numberShown).length > 0 || Object.keys(shown).length > 0) {
              setNumberErrors(numberShown);
              ruleFields.setErrors(shown);
              return;
            }
          }
          const numberField = NUMBER_ERRORS[error.code];
          if (numberField !== undefined) {
            setNumberErrors({ [numberField]: errorText(error) });
            return;
          }
          if (!request.showInvitationRefusal(error)) {
            request.fail(error);
          }
        },
      },
    );
  };

  return (
    <AccountForm onSubmit={onSubmit} isPending={mutation.isPending}>
      <MobileField
        countryDialingCode={countryDialingCode}
        onCountryChange={setChosenDialingCode}
        mobile={mobile}
        onMobileChange={setMobile}
        error={numberErrors.mobile}
      />
      {isCodeAsked ? (
        <SmsCodeField
          purpose="REGISTER"
          countryDialingCode={countryDialingCode}
          mobile={mobile}
          code={code}
          onCodeChange={setCode}
          error={numberErrors.code}
          onInvalidMobile={() =>
            setNumberErrors((previous) => ({ ...previous, mobile: t('account.invalidMobile') }))
          }
        />
      ) : null}
      {isPasswordAsked ? null : <p className="account-form__note">{t('account.mobileLoginNote')}</p>}
      <RegistrationFormEnd form={form} settings={settings} isPending={mutation.isPending} />
    </AccountForm>
  );
}
