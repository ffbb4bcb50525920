import type { LoginResponse } from '@plaza/contracts/accounts';
import type { FieldMessageKey } from '@plaza/contracts/field-errors';
import type { RegistrationSettings } from '@plaza/contracts/registration';
import type { LengthHint } from '@plaza/contracts/registration-patterns';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import type { TranslationKey } from '../../../i18n/translation-key';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { useAffiliateCodeCheck } from '../api/check-affiliate-code';
import { useRegistrationSettings } from '../api/get-registration-settings';
import { useRegisterMutation } from '../api/register';
import { FormField } from './form-field';
import {
  describeFieldHint,
  listFormFields,
  normaliseFieldValue,
  readFieldErrors,
  SECRET_FIELDS,
  validateFormField,
} from './registration-rules';
import type { FormField as RegistrationFormField } from './registration-rules';

export interface RegisterFormProps {
  onRegistered: (response: LoginResponse) => void;
  onLogin: () => void;
}

type Declaration = 'terms' | 'age' | 'birthday';

const FIELD_LABELS: Record<RegistrationFormField, TranslationKey> = {
  username: 'account.field.username',
  password: 'account.field.password',
  confirmPassword: 'account.field.confirmPassword',
  paymentPassword: 'account.field.paymentPassword',
  payeeName: 'account.field.payeeName',
  nickname: 'account.field.nickname',
  email: 'account.field.email',
  birthday: 'account.field.birthday',
  qqNum: 'account.field.qqNum',
  recommenderId: 'account.field.recommenderId',
  line: 'account.field.line',
  whatsapp: 'account.field.whatsapp',
  facebook: 'account.field.facebook',
  telegram: 'account.field.telegram',
  zalo: 'account.field.zalo',
  wechat: 'account.field.wechat',
  idNumber: 'account.field.idNumber',
  address: 'account.field.address',
  nationality: 'account.field.nationality',
  occupation: 'account.field.occupation',
  sourceOfIncome: 'account.field.sourceOfIncome',
  affiliateCode: 'account.field.affiliateCode',
};

const AUTOCOMPLETE: Partial<Record<RegistrationFormField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  payeeName: 'name',
  nickname: 'nickname',
  email: 'email',
  birthday: 'bday',
  address: 'street-address',
};

/** The register form of the account modal: loads the rules, then draws the form from them. */
export function RegisterForm(props: RegisterFormProps) {
  const { t } = useTranslation();
  const settings = useRegistrationSettings();
  const { search } = useLocation();
  const referralCode = new URLSearchParams(search).get('referralCode')?.trim() || null;
  const affiliate = useAffiliateCodeCheck(referralCode);

  if (settings.isPending || (referralCode !== null && affiliate.isPending)) {
    return <LoadingIndicator label={t('common.loading')} />;
  }
  if (settings.isError) {
    return (
      <StateMessage
        role="alert"
        title={t('account.settingsError')}
        action={
          <button type="button" className="button button--outline" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  // Spec.md §4: the invitation-code field only when the address's code is absent or fails the check.
  const validReferralCode = affiliate.data ? referralCode : null;
  return <RegisterFields {...props} settings={settings.data} referralCode={validReferralCode ?? undefined} />;
}

interface RegisterFieldsProps extends RegisterFormProps {
  settings: RegistrationSettings;
  referralCode: string | undefined;
}

function RegisterFields({ settings, referralCode, onRegistered, onLogin }: RegisterFieldsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const registerMutation = useRegisterMutation();
  const fields = listFormFields(settings, referralCode === undefined);
  const isBirthdayShown = fields.some(({ field }) => field === 'birthday');
  const declarations: Declaration[] = isBirthdayShown ? ['terms', 'age', 'birthday'] : ['terms', 'age'];
  const [values, setValues] = useState<Partial<Record<RegistrationFormField, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<RegistrationFormField, string>>>({});
  const [checked, setChecked] = useState<Partial<Record<Declaration, boolean>>>({});
  const [uncheckedShown, setUncheckedShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isVerified, setIsVerified] = useState(false);

  const messageOf = (key: FieldMessageKey): string => t(key);

  const lengthText = (length: LengthHint): string => {
    switch (length.kind) {
      case 'exact':
        return t('validation.length.exact', { number: length.count });
      case 'range':
        return t('validation.length.range', { min: length.min, max: length.max });
      case 'min':
        return t('validation.length.min', { min: length.min });
      case 'max':
        return t('validation.length.max', { max: length.max });
    }
  };

  const hintText = (field: RegistrationFormField): string | null => {
    const entry = fields.find((candidate) => candidate.field === field);
    if (entry === undefined) {
      return null;
    }
    const hint = describeFieldHint(entry.rule);
    const rule = hint.patternKey === null ? null : t(hint.patternKey);
    const length = hint.length === null ? null : lengthText(hint.length);
    if (rule !== null && length !== null) {
      return t('validation.hint', { rule, length });
    }
    return rule ?? length;
  };

  const validateOne = (field: RegistrationFormField, current = values): string | null => {
    const entry = fields.find((candidate) => candidate.field === field);
    const key = entry === undefined ? null : validateFormField(field, entry.rule, current);
    return key === null ? null : messageOf(key);
  };

  const onFieldBlur = (field: RegistrationFormField) => {
    setErrors((previous) => ({ ...previous, [field]: validateOne(field) ?? undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registerMutation.isPending) {
      return;
    }
    const found: Partial<Record<RegistrationFormField, string>> = {};
    for (const { field } of fields) {
      const error = validateOne(field);
      if (error !== null) {
        found[field] = error;
      }
    }
    setErrors(found);
    setUncheckedShown(true);
    setFailure(null);
    const isDeclared = declarations.every((declaration) => checked[declaration] === true);
    if (Object.keys(found).length > 0 || !isDeclared) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const payload: Partial<Record<RegistrationFormField, string>> = {};
    for (const { field } of fields) {
      const value = normaliseFieldValue(field, values[field] ?? '');
      if (value !== '') {
        payload[field] = value;
      }
    }
    setIsVerified(false);
    registerMutation.mutate(
      { fields: payload, referralCode, onVerified: () => setIsVerified(true) },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'request_param_err') {
            const fieldErrors = readFieldErrors(error.details);
            const shown = fields.filter(({ field }) => fieldErrors[field] !== undefined);
            if (shown.length > 0) {
              const next: Partial<Record<RegistrationFormField, string>> = {};
              for (const { field } of shown) {
                const key = fieldErrors[field];
                if (key !== undefined) {
                  next[field] = messageOf(key);
                }
              }
              setErrors(next);
              return;
            }
          }
          if (error instanceof ApiError && error.code === 'username.exists') {
            setErrors({ username: errorText(error) });
            return;
          }
          setFailure(errorText(error));
        },
      },
    );
  };

  const declarationLabels: Record<Declaration, string> = {
    terms: t('account.termsAgreement'),
    age: t('account.ageDeclaration', { age: settings.ageLimit }),
    birthday: t('account.birthdayConfirmation', { age: settings.birthdayConfirmationAge }),
  };

  const submitLabel = !registerMutation.isPending
    ? t('account.createAccount')
    : isVerified
      ? t('account.registering')
      : t('account.verifying');

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={registerMutation.isPending}>
      {fields.map(({ field, rule }) => (
        <FormField
          key={field}
          name={field}
          label={t(FIELD_LABELS[field])}
          value={values[field] ?? ''}
          onChange={(value) => setValues((previous) => ({ ...previous, [field]: value }))}
          onBlur={() => onFieldBlur(field)}
          isRequired={rule.required}
          isSecret={SECRET_FIELDS.has(field)}
          type={field === 'email' ? 'email' : field === 'birthday' && rule.patternId === 11 ? 'date' : 'text'}
          autoComplete={AUTOCOMPLETE[field]}
          hint={hintText(field)}
          error={errors[field]}
        />
      ))}
      {declarations.map((declaration) => {
        const isMissing = uncheckedShown && checked[declaration] !== true;
        return (
          <div key={declaration} className="account-form__declaration">
            <label className="account-form__check">
              <input
                type="checkbox"
                name={declaration}
                required
                checked={checked[declaration] === true}
                aria-invalid={isMissing ? true : undefined}
                onChange={(event) =>
                  setChecked((previous) => ({ ...previous, [declaration]: event.target.checked }))
                }
              />
              <span>
                {declarationLabels[declaration]}
                <span className="form-field__required"> *</span>
              </span>
            </label>
            {isMissing ? (
              <p className="form-field__error" role="alert">
                {t('validation.mustAgree')}
              </p>
            ) : null}
          </div>
        );
      })}
      {failure !== null ? (
        <p className="account-form__alert" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary account-form__submit"
        disabled={registerMutation.isPending}
      >
        {submitLabel}
      </button>
      <p className="account-form__switch">
        {t('account.haveAccount')}{' '}
        <button type="button" className="account-form__link" onClick={onLogin}>
          {t('account.login')}
        </button>
      </p>
    </form>
  );
}
