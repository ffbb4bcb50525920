import { JACKPOT_TICKER } from '@plaza/contracts/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useMediaQuery } from '../lib/use-media-query';
import { TrophyIcon } from './icons';
import { JackpotTicker } from './jackpot-ticker';
import './jackpot-banner.css';

/** Below this width the large ticker's 64 px rows would not fit a phone's width. */
const NARROW_QUERY = '(max-width: 479px)';
const NARROW_ROW_HEIGHT = 40;

/**
 * The large jackpot figure (docs/product/games.md#the-jackpot-ticker: 2,100,000,000 to 3,000,000,000, no decimals,
 * 64 px rows), under its title, for the home page and the casino lobby's jackpot games. It is a display figure,
 * like the commercial sites' tickers, not the balance of a pool.
 */
export function JackpotBanner() {
  const { t } = useTranslation();
  const titleId = useId();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  return (
    <section className="jackpot-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="jackpot-banner__title">
        <TrophyIcon />
        {t('jackpot.title')}
      </h2>
      <JackpotTicker
        className="jackpot-banner__ticker"
        label={t('jackpot.title')}
        min={JACKPOT_TICKER.min}
        max={JACKPOT_TICKER.max}
        decimals={JACKPOT_TICKER.decimals}
        height={isNarrow ? NARROW_ROW_HEIGHT : JACKPOT_TICKER.height}
      />
    </section>
  );
}
