import type { Language } from '@plaza/contracts/languages';
import type { SportsMatch } from '@plaza/contracts/sports';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { BallIcon, GamepadIcon, LockIcon } from '../../../components/icons';
import { useLanguage } from '../../../i18n/use-language';
import type { OddsMoves, OddsOutcome } from './odds-moves';

/** Where a bet on a match is placed: the deployment's sportsbook (/fbSport). */
export const SPORTSBOOK_PATH = '/fbSport';

/** Decimal odds from hundredths in the interface language: 185 is "1.85" ("1,85" in Portuguese). */
export function formatOdds(hundredths: number, language: Language): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    hundredths / 100,
  );
}

function formatKickoff(kickoffAt: number, language: Language): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(kickoffAt);
}

/** The match's clock as people read it: 67', Q3 5', Map 2, half-time, or the kick-off time. */
export function useMatchClock(): (match: SportsMatch) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return (match) => {
    switch (match.period) {
      case 'NOT_STARTED':
        return formatKickoff(match.kickoffAt, language);
      case 'FIRST_HALF':
      case 'SECOND_HALF':
        return t('sportsLive.clock.minute', { minute: match.clockMinutes ?? 0 });
      case 'Q1':
      case 'Q2':
      case 'Q3':
      case 'Q4':
        return t('sportsLive.clock.quarter', {
          quarter: match.period.slice(1),
          minute: match.clockMinutes ?? 0,
        });
      case 'MAP_1':
      case 'MAP_2':
      case 'MAP_3':
        return t('sportsLive.clock.map', { map: match.period.slice(4) });
      case 'HALF_TIME':
        return t('sportsLive.clock.halfTime');
      case 'BREAK':
        return t('sportsLive.clock.break');
      case 'FULL_TIME':
        return t('sportsLive.clock.fullTime');
    }
  };
}

function SportIcon({ sport }: { sport: SportsMatch['sport'] }) {
  return sport === 'ESPORTS' ? <GamepadIcon /> : <BallIcon />;
}

interface MatchCardProps {
  match: SportsMatch;
  moves: OddsMoves;
  /** A narrower card without the odds' labels (the sports page's strip). */
  isCompact?: boolean;
}

/** One match: league, clock, both sides with their score, and the main market's prices that lead to the sportsbook. */
export function MatchCard({ match, moves, isCompact = false }: MatchCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const clock = useMatchClock();
  const isLive = match.state === 'LIVE';
  const outcomes: { outcome: OddsOutcome; label: string; side: string }[] = [
    { outcome: 'home', label: '1', side: match.home },
    ...(match.odds !== null && match.odds.draw !== null
      ? [{ outcome: 'draw' as const, label: 'X', side: t('sportsLive.draw') }]
      : []),
    { outcome: 'away', label: '2', side: match.away },
  ];
  return (
    <article
      className={`match-card${isCompact ? ' match-card--compact' : ''}`}
      aria-label={t('sportsLive.matchLabel', { home: match.home, away: match.away })}
      data-match-id={match.id}
    >
      <header className="match-card__header">
        <span className="match-card__league">
          <SportIcon sport={match.sport} />
          <span className="match-card__league-name">{match.league}</span>
        </span>
        <span className={`match-card__clock${isLive ? ' match-card__clock--live' : ''}`}>
          {isLive ? <span className="match-card__live-dot">{t('sportsLive.live')}</span> : null}
          <span data-testid="match-clock">{clock(match)}</span>
        </span>
      </header>
      <dl className="match-card__teams">
        <div className="match-card__team">
          <dt>{match.home}</dt>
          <dd data-testid="home-score">{isLive ? match.homeScore : '–'}</dd>
        </div>
        <div className="match-card__team">
          <dt>{match.away}</dt>
          <dd data-testid="away-score">{isLive ? match.awayScore : '–'}</dd>
        </div>
      </dl>
      {match.odds === null ? (
        <p className="match-card__suspended">
          <LockIcon />
          {t('sportsLive.suspended')}
        </p>
      ) : (
        <div className="match-card__odds" role="group" aria-label={t('sportsLive.oddsLabel')}>
          {outcomes.map(({ outcome, label, side }) => {
            const price = match.odds === null ? null : match.odds[outcome];
            if (price === null) {
              return null;
            }
            const move = moves.get(`${match.id}:${outcome}`);
            return (
              <Link
                key={outcome}
                to={SPORTSBOOK_PATH}
                className={`match-card__price${move !== undefined ? ` match-card__price--${move}` : ''}`}
                aria-label={t('sportsLive.priceLabel', { side, price: formatOdds(price, language) })}
              >
                {isCompact ? null : <span className="match-card__price-label">{label}</span>}
                <span className="match-card__price-value">{formatOdds(price, language)}</span>
                {move !== undefined ? (
                  <span className="match-card__move" aria-hidden="true">
                    {move === 'up' ? '▲' : '▼'}
                  </span>
                ) : null}
              </Link>
            );
          })}
        </div>
      )}
    </article>
  );
}
