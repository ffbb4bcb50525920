import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { customRange, DATE_PRESETS, presetRange, toDateInputValue } from '../lib/date-range';
import type { CustomRangeError, DatePreset, DateRange } from '../lib/date-range';
import { RECORDS_MAX_RANGE_DAYS } from '@plaza/contracts/records';
import './date-range-filter.css';

export type DateRangeChoice = DatePreset | 'custom';

export interface DateRangeFilterProps {
  /** Called with the chosen range: at once for a preset, on Apply for a custom range that passes the checks. */
  onChange: (range: DateRange) => void;
  initialPreset?: DatePreset;
}

const ERROR_KEYS = {
  missing: 'listing.rangeMissing',
  order: 'listing.rangeOrder',
  tooLong: 'listing.rangeTooLong',
} as const satisfies Record<CustomRangeError, string>;

/**
 * The date presets looking back (last 7 and 30 days, docs/product/records.md#ranges-and-pages) and a custom
 * range of two days, checked before it is used: both days given, in order, and no longer than one records query
 * may cover.
 */
export function DateRangeFilter({ onChange, initialPreset = 'last7Days' }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const groupId = useId();
  const [choice, setChoice] = useState<DateRangeChoice>(initialPreset);
  const today = toDateInputValue(new Date());
  const [fromDay, setFromDay] = useState(() => toDateInputValue(new Date(presetRange(initialPreset).from)));
  const [toDay, setToDay] = useState(today);
  const [error, setError] = useState<CustomRangeError | null>(null);

  const choose = (next: DateRangeChoice) => {
    setChoice(next);
    setError(null);
    if (next !== 'custom') {
      onChange(presetRange(next));
    }
  };

  const applyCustom = () => {
    const result = customRange(fromDay, toDay);
    if (!result.isValid) {
      setError(result.error);
      return;
    }
    setError(null);
    onChange(result.range);
  };

  return (
    <div className="date-range-filter">
      <div className="date-range-filter__presets" role="radiogroup" aria-labelledby={`${groupId}-label`}>
        <span id={`${groupId}-label`} className="visually-hidden">
          {t('listing.dateRange')}
        </span>
        {[...DATE_PRESETS, 'custom' as const].map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={choice === option}
            className="date-range-filter__chip"
            onClick={() => choose(option)}
          >
            {t(`listing.preset.${option}`)}
          </button>
        ))}
      </div>
      {choice === 'custom' ? (
        <form
          className="date-range-filter__custom"
          onSubmit={(event) => {
            event.preventDefault();
            applyCustom();
          }}
          noValidate
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
