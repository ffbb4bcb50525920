import './sports-live.css';

import { SPORTS } from '@plaza/contracts/sports';
import type { Sport, SportsMatch } from '@plaza/contracts/sports';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { BallIcon, FlameIcon, ClockIcon } from '../../../components/icons';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { useLanguage } from '../../../i18n/use-language';
import { useSportsMatches } from '../api/get-sports-matches';
import { MatchCard, SPORTSBOOK_PATH } from './match-card';
import { useOddsMoves } from './odds-moves';
import type { OddsMoves } from './odds-moves';

type SportFilter = Sport | 'ALL';

interface MatchSectionProps {
  id: string;
  title: string;
  icon: ReactNode;
  matches: readonly SportsMatch[];
  moves: OddsMoves;
  emptyText: string;
}

function MatchSection({ id, title, icon, matches, moves, emptyText }: MatchSectionProps) {
  return (
    <section className="sports-live__section" aria-labelledby={id}>
      <h2 id={id} className="sports-live__section-title">
        {icon}
        {title}
        <span className="sports-live__count">{matches.length}</span>
      </h2>
      {matches.length === 0 ? (
        <p className="sports-live__empty">{emptyText}</p>
      ) : (
        <div className="sports-live__grid">
          {matches.map((match) => (
            <MatchCard key={match.id} match={match} moves={moves} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * Sports live and hot matches (docs/product/sports.md): the sportsbook vendor's live matches with their scores
 * and prices refreshed every few seconds (a price that moved shows which way), its hot matches and the next to
 * start, filtered by sport; a price leads to the sportsbook.
 */
export function SportsLivePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useSportsMatches();
  const [filter, setFilter] = useState<SportFilter>('ALL');
  const moves = useOddsMoves(query.data);
  const keep = (matches: readonly SportsMatch[]) =>
    filter === 'ALL' ? matches : matches.filter((match) => match.sport === filter);

  return (
    <div className="page sports-live">
      <header className="sports-live__header">
        <div>
          <h1 className="sports-live__title">{t('sportsLive.title')}</h1>
          {query.data !== undefined && query.data.updatedAt !== null ? (
            <p className="sports-live__updated" aria-live="off">
              {t('sportsLive.updated', {
                time: new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(query.data.updatedAt),
              })}
            </p>
          ) : null}
        </div>
        <Link className="button button--primary" to={SPORTSBOOK_PATH}>
          {t('sportsLive.openSportsbook')}
        </Link>
      </header>
      <div className="sports-live__filters" role="group" aria-label={t('sportsLive.filterLabel')}>
        {(['ALL', ...SPORTS] as const).map((sport) => (
          <button
            key={sport}
            type="button"
            className="sports-live__filter"
            aria-pressed={filter === sport}
            onClick={() => setFilter(sport)}
          >
            {t(`sportsLive.sport.${sport}`)}
          </button>
        ))}
      </div>
      <QueryContent query={query} skeleton={{ rows: 6, rowHeight: 120 }}>
        {(data) =>
          data.isAvailable ? (
            <div className="sports-live__sections">
              <MatchSection
                id="sports-live-now"
                title={t('sportsLive.liveNow')}
                icon={<BallIcon />}
                matches={keep(data.live)}
                moves={moves}
                emptyText={t('sportsLive.noLive')}
              />
              <MatchSection
                id="sports-hot"
                title={t('sportsLive.hot')}
                icon={<FlameIcon />}
                matches={keep(data.hot)}
                moves={moves}
                emptyText={t('sportsLive.noHot')}
              />
              <MatchSection
                id="sports-upcoming"
                title={t('sportsLive.upcoming')}
                icon={<ClockIcon />}
                matches={keep(data.upcoming)}
                moves={moves}
                emptyText={t('sportsLive.noUpcoming')}
              />
            </div>
          ) : (
            <StateMessage
              icon={<BallIcon />}
              title={t('sportsLive.unavailableTitle')}
              text={t('sportsLive.unavailableText')}
              action={
                <Link className="button button--quiet" to={SPORTSBOOK_PATH}>
                  {t('sportsLive.openSportsbook')}
                </Link>
              }
            />
          )
        }
      </QueryContent>
    </div>
  );
}
