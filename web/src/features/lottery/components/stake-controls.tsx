import type {
  LotteryBetType as BetTypeWire,
  LotteryGameDetail,
  LotteryStation,
} from '@plaza/contracts/lottery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { parseMajorAmount } from '../../../lib/money';
import { useMoneyFormat } from '../../../lib/use-money-format';

/** The stake typed for the next line: money per combination, or points per combination for lô. */
export type StakeCheck = { isValid: true; stake: number } | { isValid: false; reason: string | null };

/** Checks the typed stake against the game's limits; points are whole numbers. */
export function useStakeCheck(): (text: string, betType: BetTypeWire, game: LotteryGameDetail) => StakeCheck {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (text, betType, game) => {
    if (text.trim() === '') {
      return { isValid: false, reason: null };
    }
    if (betType.isInPoints) {
      const points = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
      const { min, max } = game.pointLimits;
      return Number.isNaN(points) || points < min || points > max
        ? { isValid: false, reason: t('lottery.stake.pointsRange', { min, max }) }
        : { isValid: true, stake: points };
    }
    const parsed = parseMajorAmount(text, money.decimals);
    const { min, max } = game.stakeLimits;
    if (!parsed.isValid || parsed.minorUnits < min || parsed.minorUnits > max) {
      return {
        isValid: false,
        reason: t('lottery.stake.moneyRange', { min: money.format(min), max: money.format(max) }),
      };
    }
    return { isValid: true, stake: parsed.minorUnits };
  };
}

/** The best a unit staked can return on this bet type, from its odds as published. */
function findTopOdds(betType: BetTypeWire): string {
  const odds = betType.odds;
  switch (odds.kind) {
    case 'multiplier':
      return odds.odds;
    case 'points':
      return odds.payoutPerPoint;
    case 'by_pick':
    case 'prize_table':
      return Object.values(odds.kind === 'by_pick' ? odds.odds : odds.prizes).reduce(
        (best, value) => (Number(value) > Number(best) ? value : best),
        '0',
      );
    case 'permutation_prize_table':
      return Object.values(odds.prizes)
        .flatMap((byCount) => Object.values(byCount))
        .reduce((best, value) => (Number(value) > Number(best) ? value : best), '0');
  }
}

/**
 * The stake of the next line and, for a multi-station bet (Miền Trung, Miền Nam), the stations it covers; the
 * odds of the chosen bet type beside them.
 */
export function StakeControls({
  game,
  betType,
  stakeText,
  onStakeText,
  stations,
  chosenStations,
  onStations,
  error,
}: {
  game: LotteryGameDetail;
  betType: BetTypeWire;
  stakeText: string;
  onStakeText: (text: string) => void;
  stations: readonly LotteryStation[];
  chosenStations: readonly string[];
  onStations: (codes: string[]) => void;
  error: string | null;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const id = useId();
  return (
    <div className="stake-controls">
      <div className="lottery-field">
        <label className="lottery-field__label" htmlFor={`${id}-stake`}>
          {betType.isInPoints
            ? t('lottery.stake.points', { price: money.format(game.pricePerPoint) })
            : t('lottery.stake.money', { currency: money.symbol })}
        </label>
        <input
          id={`${id}-stake`}
          className="lottery-input stake-controls__input"
          inputMode={betType.isInPoints ? 'numeric' : 'decimal'}
          value={stakeText}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : `${id}-error`}
          onChange={(event) => onStakeText(event.target.value)}
        />
        {error === null ? null : (
          <p id={`${id}-error`} className="stake-controls__error">
            {error}
          </p>
        )}
      </div>
      <p className="stake-controls__odds">
        {betType.odds.kind === 'points'
          ? t('lottery.stake.pointOdds', {
              amount: money.format(
                Math.floor(
                  (game.pricePerPoint * Number(betType.odds.payoutPerPoint)) /
                    Number(betType.odds.pricePerPoint),
                ),
              ),
            })
          : t('lottery.stake.odds', {
              odds: Number(findTopOdds(betType)).toLocaleString(i18n.language, { maximumFractionDigits: 6 }),
            })}
      </p>
      {betType.isMultiStation && stations.length > 0 ? (
        <fieldset className="stake-controls__stations">
          <legend>{t('lottery.stake.stations')}</legend>
          {stations.map((station) => (
            <label key={station.code} className="stake-controls__station">
              <input
                type="checkbox"
                checked={chosenStations.includes(station.code)}
                onChange={(event) =>
                  onStations(
                    event.target.checked
                      ? [...chosenStations, station.code]
                      : chosenStations.filter((code) => code !== station.code),
                  )
                }
              />
              {station.name}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
