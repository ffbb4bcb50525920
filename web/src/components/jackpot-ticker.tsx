import { DEFAULT_JACKPOT_TICKER, JACKPOT_TICKER } from '@plaza/contracts/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import './jackpot-ticker.css';

/**
 * The ticker's number format: the Chinese locale's grouping (docs/product/games.md#the-jackpot-ticker), whatever
 * the interface language.
 */
export const JACKPOT_LOCALE = 'zh-CN';

export interface JackpotTickerProps {
  /** What the figure is ("Jackpot"); screen readers read it with the figure. */
  label: string;
  /** The first figure is drawn at random between these (major units). */
  min?: number;
  max?: number;
  /** A fixed figure instead: shown as it is, never growing. */
  value?: number;
  decimals?: number;
  /** Row height of the digits, in pixels. */
  height?: number;
  /** Each tick adds a random whole amount between these. */
  stepMin?: number;
  stepMax?: number;
  /** Each tick comes after one of these delays, picked at random. */
  intervalsMs?: readonly number[];
  className?: string;
}

/** A random whole number from `low` to `high`, both included. */
function randomWhole(low: number, high: number): number {
  return low + Math.floor(Math.random() * (high - low + 1));
}

function pickDelay(intervals: readonly number[]): number {
  return intervals[Math.floor(Math.random() * intervals.length)] ?? JACKPOT_TICKER.intervalsMs[0];
}

/**
 * The jackpot ticker (docs/product/games.md#the-jackpot-ticker): a display figure that starts at random between
 * `min` and `max` (or shows a fixed `value`) and grows by a random 100 to 500 every 3, 4 or 5 seconds, in the
 * Chinese-locale number format, its digits rolling up. It is not announced as it changes (aria-live off): screen
 * readers find the label with the current figure when they reach it. Users who prefer reduced motion see the
 * digits change without rolling.
 */
export function JackpotTicker({
  label,
  min = DEFAULT_JACKPOT_TICKER.min,
  max = DEFAULT_JACKPOT_TICKER.max,
  value,
  decimals = DEFAULT_JACKPOT_TICKER.decimals,
  height = DEFAULT_JACKPOT_TICKER.height,
  stepMin = JACKPOT_TICKER.stepMin,
  stepMax = JACKPOT_TICKER.stepMax,
  intervalsMs = JACKPOT_TICKER.intervalsMs,
  className,
}: JackpotTickerProps) {
  const { t } = useTranslation();
  // Kept in hundredths (or whatever `decimals` asks) as a whole number, so growth never drifts.
  const scale = 10 ** decimals;
  const [drawn, setDrawn] = useState(() => randomWhole(Math.ceil(min * scale), Math.floor(max * scale)));
  const isFixed = value !== undefined;

  useEffect(() => {
    if (isFixed) {
      return undefined;
    }
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(() => {
        setDrawn((current) => current + randomWhole(stepMin, stepMax) * scale);
        schedule();
      }, pickDelay(intervalsMs));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [isFixed, stepMin, stepMax, scale, intervalsMs]);

  const amount = isFixed ? value : drawn / scale;
  const text = new Intl.NumberFormat(JACKPOT_LOCALE, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  const characters = [...text];

  return (
    <p
      className={['jackpot-ticker', className].filter(Boolean).join(' ')}
      style={{ '--jackpot-row-height': `${height}px` }}
      aria-live="off"
    >
      <span className="visually-hidden" data-testid="jackpot-reading">
        {t('jackpot.reading', { label, amount: text })}
      </span>
      <span className="jackpot-ticker__digits" aria-hidden="true">
        {characters.map((character, index) => {
          // Keyed from the right, so a digit keeps its column (and rolls) when the figure gains a digit.
          const key = characters.length - index;
          return /\d/.test(character) ? (
            <span key={key} className="jackpot-ticker__column">
              <span className="jackpot-ticker__strip" style={{ '--jackpot-digit': Number(character) }}>
                {DIGITS.map((digit) => (
                  <span key={digit} className="jackpot-ticker__digit">
                    {digit}
                  </span>
                ))}
              </span>
            </span>
          ) : (
            <span key={key} className="jackpot-ticker__separator">
              {character}
            </span>
          );
        })}
      </span>
    </p>
  );
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
