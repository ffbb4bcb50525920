import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { GameCard, GameCardSkeleton } from '../../../components/game-card';
import { StateMessage } from '../../../components/state-message';
import { useErrorText } from '../../../lib/use-error-text';

const SKELETON_COUNT = 12;

export interface GameGridProps {
  label: string;
  games: readonly CatalogueGame[];
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** Shown when the list is loaded and empty. */
  empty: ReactNode;
  /** How many games match in all, when the list is paged. */
  total?: number | undefined;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  favoriteIds: ReadonlySet<number>;
  canFavorite: boolean;
  launchingId: number | null;
  /** Lines a card shows about its game (a live table's limits and seated players). */
  factsOf?: (game: CatalogueGame) => readonly string[];
  onPlay: (game: CatalogueGame) => void;
  onToggleFavorite: (game: CatalogueGame) => void;
}

/**
 * A grid of game cards with its loading skeletons, empty state, error with retry, and paging: the next page
 * loads when the end of the grid comes into view, or with the button below it.
 */
export function GameGrid({
  label,
  games,
  isPending,
  error,
  onRetry,
  empty,
  total,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
  favoriteIds,
  canFavorite,
  launchingId,
  factsOf,
  onPlay,
  onToggleFavorite,
}: GameGridProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    loadMoreRef.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || isLoadingMore || sentinel === null || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          loadMoreRef.current?.();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, isLoadingMore]);

  if (isPending) {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <ul className="game-grid">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <GameCardSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }
  if (error !== null && games.length === 0) {
    return (
      <StateMessage
        role="alert"
        title={t('errors.loadFailedTitle')}
        text={errorText(error)}
        action={
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (games.length === 0) {
    return empty;
  }
  return (
    <div className="game-grid-section">
      <ul className="game-grid" aria-label={label}>
        {games.map((game) => (
          <GameCard
            key={game.nodeId}
            game={game}
            isFavorite={favoriteIds.has(game.nodeId)}
            canFavorite={canFavorite}
            isLaunching={launchingId === game.nodeId}
            facts={factsOf?.(game)}
            onPlay={onPlay}
            onToggleFavorite={onToggleFavorite}
          />
        ))}
      </ul>
      <div ref={sentinelRef} className="game-grid__footer">
        {total !== undefined ? (
          <p className="game-grid__count" role="status">
            {t('games.shownOfTotal', { shown: games.length, total })}
          </p>
        ) : null}
        {error !== null ? (
          <>
            <p className="game-grid__error" role="alert">
              {errorText(error)}
            </p>
            <button
              type="button"
              className="button button--quiet"
              disabled={isLoadingMore}
              onClick={() => (hasMore ? onLoadMore?.() : onRetry())}
            >
              {t('common.retry')}
            </button>
          </>
        ) : hasMore ? (
          <button
            type="button"
            className="button button--quiet"
            disabled={isLoadingMore}
            onClick={onLoadMore}
          >
            {isLoadingMore ? t('common.loading') : t('games.loadMore')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
