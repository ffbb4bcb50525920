import './sports-live.css';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ChevronRightIcon } from '../../../components/icons';
import { useSportsMatches } from '../api/get-sports-matches';
import { MatchCard } from './match-card';
import { useOddsMoves } from './odds-moves';

/** How many live matches the sports page's strip shows. */
const STRIP_SIZE = 4;

/**
 * The sports page's strip of live matches above its vendors, leading to the live and hot matches page; nothing
 * while none is live or the feed is unavailable.
 */
export function SportsLiveStrip() {
  const { t } = useTranslation();
  const query = useSportsMatches();
  const live = query.data?.live.slice(0, STRIP_SIZE);
  const moves = useOddsMoves(query.data);
  if (live === undefined || live.length === 0) {
    return null;
  }
  return (
    <section className="page sports-live-strip" aria-labelledby="sports-live-strip-title">
      <header className="sports-live-strip__header">
        <h2 id="sports-live-strip-title" className="sports-live__section-title">
          <span className="match-card__live-dot">{t('sportsLive.live')}</span>
          {t('sportsLive.liveNow')}
        </h2>
        <Link className="sports-live-strip__more" to="/sportsLive">
          {t('sportsLive.seeAll')}
          <ChevronRightIcon />
        </Link>
      </header>
      <div className="sports-live-strip__list">
        {live.map((match) => (
          <MatchCard key={match.id} match={match} moves={moves} isCompact />
        ))}
      </div>
    </section>
  );
}
