import { RECORDS_MAX_RANGE_DAYS } from '@plaza/contracts/records';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { customRange, toDateInputValue } from '../../../lib/date-range';
import type { CustomRangeError } from '../../../lib/date-range';
import { REPORT_PERIOD_CHOICES } from '../hooks/report-period';
import type { ReportPeriodChoice, ReportPeriodQuery } from '../hooks/report-period';
import '../../../components/date-range-filter.css';

export interface PeriodPickerProps {
  /** Called with the chosen period: at once for a named one, on Apply for a custom range that passes the checks. */
  onChange: (query: ReportPeriodQuery) => void;
  initial?: ReportPeriodChoice;
}

const ERROR_KEYS = {
  missing: 'listing.rangeMissing',
  order: 'listing.rangeOrder',
  tooLong: 'listing.rangeTooLong',
} as const satisfies Record<CustomRangeError, string>;

/**
 * The periods of the agent's reports (today, yesterday, this week, this month) and a custom range of two days,
 * checked before use: both given, in order, at most as long as one report may cover.
 */
export function PeriodPicker({ onChange, initial = 'TODAY' }: PeriodPickerProps) {
  const { t } = useTranslation();
  const groupId = useId();
  const [choice, setChoice] = useState<ReportPeriodChoice>(initial);
  const today = toDateInputValue(new Date());
  const [fromDay, setFromDay] = useState(today);
  const [toDay, setToDay] = useState(today);
  const [error, setError] = useState<CustomRangeError | null>(null);

  const choose = (next: ReportPeriodChoice) => {
    setChoice(next);
    setError(null);
    if (next !== 'CUSTOM') {
      onChange({ period: next });
    }
  };

  return (
    <div className="date-range-filter">
      <div className="date-range-filter__presets" role="radiogroup" aria-labelledby={`${groupId}-label`}>
        <span id={`${groupId}-label`} className="visually-hidden">
          {t('agentCenter.period.label')}
        </span>
        {REPORT_PERIOD_CHOICES.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={choice === option}
            className="date-range-filter__chip"
            onClick={() => choose(option)}
          >
            {t(`agentCenter.period.${option}`)}
          </button>
        ))}
      </div>
      {choice === 'CUSTOM' ? (
        <form
          className="date-range-filter__custom"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const result = customRange(fromDay, toDay);
            if (!result.isValid) {
              setError(result.error);
              return;
            }
            setError(null);
            onChange({ period: 'CUSTOM', from: fromDay, to: toDay });
          }}
        >
          <label className="date-range-filter__day">
            <span>{t('listing.from')}</span>
            <input
              className="field__input"
              type="date"
              value={fromDay}
              max={today}
              onChange={(event) => setFromDay(event.target.value)}
              aria-invalid={error !== null ? true : undefined}
            />
          </label>
          <label className="date-range-filter__day">
            <span>{t('listing.to')}</span>
            <input
              className="field__input"
              type="date"
              value={toDay}
              max={today}
              onChange={(event) => setToDay(event.target.value)}
              aria-invalid={error !== null ? true : undefined}
            />
          </label>
          <button type="submit" className="button button--primary date-range-filter__apply">
            {t('listing.apply')}
          </button>
          {error !== null ? (
            <p className="field__error date-range-filter__error" role="alert">
              {t(ERROR_KEYS[error], { days: RECORDS_MAX_RANGE_DAYS })}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
