import { JACKPOT_TICKER } from '@plaza/contracts/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useJackpot } from '../lib/api/get-jackpot';
import { useMediaQuery } from '../lib/use-media-query';
import { useMoneyFormat } from '../lib/use-money-format';
import { TrophyIcon } from './icons';
import { JackpotTicker } from './jackpot-ticker';
import './jackpot-banner.css';

/** Below this width the large ticker's 64 px rows would not fit a phone's width. */
const NARROW_QUERY = '(max-width: 479px)';
const NARROW_ROW_HEIGHT = 40;

/**
 * The progressive jackpot (docs/product/games.md#the-jackpot-ticker, decision 081) under its title, for the home page
 * and the casino lobby's jackpot games: the pool's amount, live (lib/live-events.ts), in the ticker's rolling digits.
 * The figure never goes down but at a win (lib/api/get-jackpot.ts), which is then announced; the latest win is named
 * under it, with a link to the jackpot's rules (/jackpot). While the pool is read the figure is 0 (it rolls up); a
 * deployment without a pool keeps the ticker's display figure.
 */
export function JackpotBanner() {
  const { t } = useTranslation();
  const titleId = useId();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const { format, decimals } = useMoneyFormat();
  const { data, isPending } = useJackpot();
  // A deployment without a pool (oneIn 0) keeps the display figure.
  const amount = data !== undefined && data.oneIn > 0 ? data.amount : undefined;
  const latest = data?.wins[0];
  const justWon = data?.liveWin;
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
        value={amount === undefined ? (isPending ? 0 : undefined) : amount / 10 ** decimals}
        decimals={amount === undefined && !isPending ? JACKPOT_TICKER.decimals : decimals}
        height={isNarrow ? NARROW_ROW_HEIGHT : JACKPOT_TICKER.height}
      />
      {amount === undefined ? null : (
        <Link className="jackpot-banner__rules" to="/jackpot">
          {t('jackpot.rulesLink')}
        </Link>
      )}
      {latest === undefined ? null : (
        <p
          className={justWon === undefined ? 'jackpot-banner__win' : 'jackpot-banner__win is-new'}
          role="status"
          data-testid="jackpot-win"
        >
          {t(justWon === undefined ? 'jackpot.lastWin' : 'jackpot.justWon', {
            name: latest.displayName,
            amount: format(latest.amount),
          })}
        </p>
      )}
    </section>
  );
}
