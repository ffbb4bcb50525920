import { COUNTRIES } from '@plaza/contracts/countries';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useSystemStatus } from '../../../lib/api/get-system-status';

/** The dialing code a mobile field starts with: the visitor's country when it is offered, else the first. */
export function useDefaultDialingCode(): string {
  const countryCode = useSystemStatus().data?.location.countryCode;
  const country = COUNTRIES.find((candidate) => candidate.countryCode === countryCode) ?? COUNTRIES[0];
  return country.countryDialingCode;
}

export interface MobileFieldProps {
  countryDialingCode: string;
  onCountryChange: (countryDialingCode: string) => void;
  mobile: string;
  onMobileChange: (mobile: string) => void;
  error?: string | null;
}

/** A mobile number: the country (dialing code) and the national number, with the field's error. */
export function MobileField({
  countryDialingCode,
  onCountryChange,
  mobile,
  onMobileChange,
  error,
}: MobileFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {t('account.field.mobile')}
        <span className="form-field__required" title={t('account.requiredMark')}>
          {' *'}
        </span>
      </label>
      <div className="form-field__control">
        <select
          className="form-field__input form-field__country"
          aria-label={t('account.field.country')}
          value={countryDialingCode}
          onChange={(event) => onCountryChange(event.target.value)}
        >
          {COUNTRIES.map((country) => (
            <option key={country.countryCode} value={country.countryDialingCode}>
              {`${country.countryCode} +${country.countryDialingCode}`}
            </option>
          ))}
        </select>
        <input
          id={id}
          name="mobile"
          className="form-field__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          value={mobile}
          onChange={(event) => onMobileChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
