import type { CatalogueGame } from '@plaza/contracts/catalogue';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { GameCard, GameCardSkeleton } from './game-card';
import './game-row.css';

/** What a row's cards share: stars, the game being launched, and the game page's address. */
export interface GameRowCards {
  favoriteIds: ReadonlySet<number>;
  canFavorite: boolean;
  launchingId: number | null;
  onPlay: (game: CatalogueGame) => void;
  onToggleFavorite: (game: CatalogueGame) => void;
  detailsHrefOf?: (game: CatalogueGame) => string;
}

export interface GameRowProps {
  title: string;
  icon?: ReactNode;
  games: readonly CatalogueGame[];
  cards: GameRowCards;
  /** Where "See all" goes, when the row has a page of its own. */
  moreHref?: string | undefined;
}

/** A titled row of game cards that scrolls sideways on narrow screens (the home page, a game's similar games). */
export function GameRow({ title, icon, games, cards, moreHref }: GameRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="game-row" aria-labelledby={headingId}>
      <div className="game-row__head">
        <h2 id={headingId} className="game-row__title">
          {icon}
          {title}
        </h2>
        {moreHref !== undefined ? (
          <Link className="game-row__more" to={moreHref}>
            {t('homeGames.seeAll')}
          </Link>
        ) : null}
      </div>
      <ul className="game-row__list" aria-labelledby={headingId}>
        {games.map((game) => (
          <GameCard
            key={game.nodeId}
            game={game}
            isFavorite={cards.favoriteIds.has(game.nodeId)}
            canFavorite={cards.canFavorite}
            isLaunching={cards.launchingId === game.nodeId}
            detailsHref={cards.detailsHrefOf?.(game)}
            onPlay={cards.onPlay}
            onToggleFavorite={cards.onToggleFavorite}
          />
        ))}
      </ul>
    </section>
  );
}

/** A row's placeholder while its games load: the title bar and card-shaped boxes, announced once as loading. */
export function GameRowSkeleton({ cards = 6 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="game-row game-row--skeleton"
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      <div className="game-row__head" aria-hidden="true">
        <span className="skeleton-line game-row__title-skeleton" />
      </div>
      <ul className="game-row__list" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <GameCardSkeleton key={index} />
        ))}
      </ul>
    </div>
  );
}

/** Several placeholder rows (the home page's games while their code or data loads). */
export function GameRowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="game-rows-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <GameRowSkeleton key={index} />
      ))}
    </div>
  );
}
