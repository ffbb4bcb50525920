import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { formatAmountInput } from '../../../lib/money';
import { useMoneyFormat } from '../../../lib/use-money-format';

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: string | null;
  error?: string | null;
  /** Amounts (minor units) offered as chips; a chip fills the input. */
  chips?: readonly number[];
  /** When true the chips are the only choice (a channel's fixed amounts) and no input is shown. */
  isChipsOnly?: boolean;
  name: string;
}

/**
 * An amount in major units, typed as text (never a number input: its rounding and locale quirks would change
 * what the member typed) with the currency symbol before it; or chosen from chips.
 */
export function AmountField({
  label,
  value,
  onChange,
  onBlur,
  hint,
  error,
  chips = [],
  isChipsOnly = false,
  name,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const labelId = useId();
  const chipButtons = chips.map((chip) => {
    const chipText = formatAmountInput(chip, money.decimals);
    return (
      <button
        key={chip}
        type="button"
        className="amount-field__chip"
        aria-pressed={value === chipText}
        onClick={() => onChange(chipText)}
      >
        {money.format(chip)}
      </button>
    );
  });

  if (isChipsOnly) {
    return (
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <span id={labelId} className="field__label">
          {label}
        </span>
        <div className="amount-field__chips" role="group" aria-labelledby={labelId}>
          {chipButtons}
        </div>
        {hint ? <p className="field__hint">{hint}</p> : null}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Field label={label} hint={hint} error={error} isRequired>
      {(control) => (
        <>
          <div className="amount-field__control">
            <span className="amount-field__symbol" aria-hidden="true">
              {money.symbol}
            </span>
            <input
              {...control}
              className="field__input amount-field__input"
              name={name}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              placeholder={money.decimals > 0 ? `0.${'0'.repeat(money.decimals)}` : '0'}
            />
          </div>
          {chips.length > 0 ? (
            <div className="amount-field__chips" role="group" aria-label={t('wallet.amountChips')}>
              {chipButtons}
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
