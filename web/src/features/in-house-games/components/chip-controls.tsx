import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StakeField, useInitialStake } from '../../../components/stake-field';
import { checkStake } from '../../../lib/stake-rules';
import type { StakeLimits } from '../../../lib/stake-rules';
import { useMoneyFormat } from '../../../lib/use-money-format';

/** How a table's total stake stands against the game's limits. */
export type TotalCheck = 'ok' | 'belowMin' | 'aboveMax';

/** Checks the total of the chips on a table against the game's limits. */
export function checkTotal(total: number, limits: StakeLimits): TotalCheck {
  return total < limits.minBet ? 'belowMin' : total > limits.maxBet ? 'aboveMax' : 'ok';
}

/** The chip a table game places with each tap (any amount up to the game's maximum), and its check. */
export function useChip(maxBet: number) {
  const money = useMoneyFormat();
  const chipLimits = { minBet: 1, maxBet };
  const [chip, setChip] = useState(useInitialStake(chipLimits));
  return { chip, setChip, limits: chipLimits, check: checkStake(chip, money.decimals, chipLimits) };
}

export interface ChipControlsProps {
  chip: ReturnType<typeof useChip>;
  /** The sum of the chips on the table, minor units. */
  total: number;
  limits: StakeLimits;
  hasBets: boolean;
  isBusy: boolean;
  /** What the table takes, shown while nothing is wrong. */
  hint: string;
  totalTestId?: string;
}

/** The chip's value, the total on the table, and why that total cannot be played (or how to bet). */
export function ChipControls({ chip, total, limits, hasBets, isBusy, hint, totalTestId }: ChipControlsProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const totalCheck = checkTotal(total, limits);
  return (
    <>
      <StakeField
        label={t('play.roulette.chip', { currency: money.symbol })}
        value={chip.chip}
        onChange={chip.setChip}
        limits={chip.limits}
        isDisabled={isBusy}
      />
      <dl className="game-facts">
        <div>
          <dt>{t('play.roulette.total')}</dt>
          <dd data-testid={totalTestId}>{money.format(total)}</dd>
        </div>
      </dl>
      {hasBets && totalCheck !== 'ok' ? (
        <p className="field__error" role="alert">
          {totalCheck === 'belowMin'
            ? t('play.stake.belowMin', { amount: money.format(limits.minBet) })
            : t('play.stake.aboveMax', { amount: money.format(limits.maxBet) })}
        </p>
      ) : (
        <p className="game-controls__hint">{hint}</p>
      )}
    </>
  );
}
