import { useTranslation } from 'react-i18next';

import { formatAmountInput } from '../lib/money';
import { checkStake, findMinimumStake, scaleStake } from '../lib/stake-rules';
import type { StakeCheck, StakeLimits } from '../lib/stake-rules';
import { useMoneyFormat } from '../lib/use-money-format';
import { Field } from './field';
import './game-board.css';

/** The stake a game screen starts with: one unit of the currency, within the game's limits. */
export function useInitialStake(limits: StakeLimits): string {
  const money = useMoneyFormat();
  const oneUnit = 10 ** money.decimals;
  const step = limits.step ?? 1;
  const stake = Math.min(Math.max(Math.ceil(oneUnit / step) * step, findMinimumStake(limits)), limits.maxBet);
  return formatAmountInput(stake, money.decimals);
}

/** The words for a stake that cannot be played. */
export function useStakeIssueText(): (check: StakeCheck) => string | null {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (check) => {
    if (check.isValid) {
      return null;
    }
    const { issue } = check;
    switch (issue.kind) {
      case 'empty':
        return t('play.stake.empty');
      case 'invalid':
      case 'tooLarge':
        return t('play.stake.invalid');
      case 'tooManyDecimals':
        return t('play.stake.tooManyDecimals', { decimals: money.decimals });
      case 'belowMin':
        return t('play.stake.belowMin', { amount: money.format(issue.limit) });
      case 'aboveMax':
        return t('play.stake.aboveMax', { amount: money.format(issue.limit) });
      case 'step':
        return t('play.stake.step', { amount: money.format(issue.step) });
    }
  };
}

export interface StakeFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  limits: StakeLimits;
  isDisabled?: boolean;
}

/**
 * The stake in the currency's units (typed as text, sent as integer minor units), with its limits, halve and
 * double, and the reason it cannot be played when it cannot.
 */
export function StakeField({ label, value, onChange, limits, isDisabled = false }: StakeFieldProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const issueText = useStakeIssueText();
  const check = checkStake(value, money.decimals, limits);
  const scale = (factor: 0.5 | 2) => {
    const current = check.isValid ? check.minorUnits : limits.minBet;
    onChange(formatAmountInput(scaleStake(current, factor, limits), money.decimals));
  };
  return (
    <Field
      label={label ?? t('play.stake.label', { currency: money.symbol })}
      hint={t('play.stake.limits', {
        min: money.format(findMinimumStake(limits)),
        max: money.format(limits.maxBet),
      })}
      error={value === '' ? null : issueText(check)}
      className="stake-field"
    >
      {(control) => (
        <div className="stake-field__row">
          <span className="stake-field__symbol" aria-hidden="true">
            {money.symbol}
          </span>
          <input
            {...control}
            className="stake-field__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            name="stake"
            value={value}
            disabled={isDisabled}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            className="stake-field__scale"
            disabled={isDisabled}
            aria-label={t('play.stake.halve')}
            onClick={() => scale(0.5)}
          >
            ½
          </button>
          <button
            type="button"
            className="stake-field__scale"
            disabled={isDisabled}
            aria-label={t('play.stake.double')}
            onClick={() => scale(2)}
          >
            2×
          </button>
        </div>
      )}
    </Field>
  );
}
