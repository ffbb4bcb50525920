import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useWhitelabel } from '../lib/api/get-whitelabel';
import { formatRtp } from '../lib/format-rtp';
import { buildImageUrl } from '../lib/image-url';
import { HelpIcon, PlayIcon, StarIcon } from './icons';
import { LazyImage } from './lazy-image';
import './game-card.css';

export interface GameCardProps {
  game: CatalogueGame;
  isFavorite?: boolean;
  /** False (the default) hides the star (favourites are unknown until they are loaded, or not offered). */
  canFavorite?: boolean;
  isLaunching?: boolean;
  /** Short lines shown under the vendor and read with the card (a live table's limits and seated players). */
  facts?: readonly string[];
  /** The address of the game's page; when given, a link to it sits beside the card. */
  detailsHref?: string;
  onPlay: (game: CatalogueGame) => void;
  onToggleFavorite?: (game: CatalogueGame) => void;
}

/**
 * One game: its cover (lazy, with a fallback icon), name, vendor, badges and any facts. The card is a button that
 * launches the game; the star beside it, where favourites are offered, adds or removes the favourite.
 */
export function GameCard({
  game,
  isFavorite = false,
  canFavorite = false,
  isLaunching = false,
  facts = [],
  detailsHref,
  onPlay,
  onToggleFavorite,
}: GameCardProps) {
  const { t, i18n } = useTranslation();
  const { imageCDN } = useWhitelabel();
  const detailsId = useId();
  const badges = [
    game.isMaintenance ? t('games.badgeMaintenance') : null,
    game.isHot ? t('games.badgeHot') : null,
    game.isNew ? t('games.badgeNew') : null,
  ].filter((badge): badge is string => badge !== null);

  return (
    <li className={`game-card${game.isMaintenance ? ' game-card--maintenance' : ''}`}>
      <button
        type="button"
        className="game-card__play"
        aria-label={t('games.playGame', { name: game.gameName })}
        aria-describedby={detailsId}
        aria-busy={isLaunching}
        onClick={() => onPlay(game)}
      >
        <span className="game-card__media">
          <LazyImage
            className="game-card__image"
            src={buildImageUrl(imageCDN, game.imageUrl)}
            alt=""
            width={400}
            height={300}
          />
          {badges.length > 0 ? (
            <span className="game-card__badges" aria-hidden="true">
              {game.isMaintenance ? (
                <span className="game-badge game-badge--maintenance">{t('games.badgeMaintenance')}</span>
              ) : null}
              {game.isHot ? <span className="game-badge game-badge--hot">{t('games.badgeHot')}</span> : null}
              {game.isNew ? <span className="game-badge game-badge--new">{t('games.badgeNew')}</span> : null}
            </span>
          ) : null}
          {game.rtp !== null ? (
            <span className="game-card__rtp">
              {t('games.rtp', { rtp: formatRtp(game.rtp, i18n.language) })}
            </span>
          ) : null}
          <span className="game-card__overlay" aria-hidden="true">
            {isLaunching ? (
              <span className="game-card__spinner" />
            ) : (
              <span className="game-card__play-label">
                <PlayIcon />
                {t('games.play')}
              </span>
            )}
          </span>
        </span>
        <span className="game-card__text">
          <span className="game-card__name">{game.gameName}</span>
          <span className="game-card__vendor">{game.accountTypeName}</span>
          {facts.length > 0 ? (
            <span className="game-card__facts" aria-hidden="true">
              {facts.map((fact) => (
                <span key={fact} className="game-card__fact">
                  {fact}
                </span>
              ))}
            </span>
          ) : null}
        </span>
        <span id={detailsId} className="visually-hidden">
          {[game.accountTypeName, ...badges, ...facts].join(', ')}
        </span>
      </button>
      {detailsHref !== undefined ? (
        <Link
          className="game-card__details"
          to={detailsHref}
          aria-label={t('gamePage.open', { name: game.gameName })}
        >
          <HelpIcon />
        </Link>
      ) : null}
      {canFavorite && onToggleFavorite !== undefined ? (
        <button
          type="button"
          className="game-card__favorite"
          aria-pressed={isFavorite}
          aria-label={t(isFavorite ? 'games.removeFavorite' : 'games.addFavorite', { name: game.gameName })}
          onClick={() => onToggleFavorite(game)}
        >
          <StarIcon />
        </button>
      ) : null}
    </li>
  );
}

/** A card-shaped placeholder while games load. */
export function GameCardSkeleton() {
  return (
    <li className="game-card game-card--skeleton" aria-hidden="true">
      <span className="game-card__media" />
      <span className="game-card__text">
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line--short" />
      </span>
    </li>
  );
}

/** Games offered instead of one that cannot be opened (a game under maintenance), as a compact grid. */
export function SuggestedGames({
  label,
  games,
  onPlay,
}: {
  label: string;
  games: readonly CatalogueGame[];
  onPlay: (game: CatalogueGame) => void;
}) {
  return (
    <ul className="game-grid game-grid--compact" aria-label={label}>
      {games.map((game) => (
        <GameCard key={game.nodeId} game={game} onPlay={onPlay} />
      ))}
    </ul>
  );
}
