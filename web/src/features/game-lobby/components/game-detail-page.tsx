import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { GameRow } from '../../../components/game-row';
import { AlertIcon, PlayIcon, ShieldIcon, StarIcon, TrophyIcon } from '../../../components/icons';
import { LazyImage } from '../../../components/lazy-image';
import { Skeleton } from '../../../components/skeleton';
import { StateMessage } from '../../../components/state-message';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { formatRtp } from '../../../lib/format-rtp';
import {
  CATEGORY_LABEL_KEYS,
  getCategoryPath,
  getGamePagePath,
  getVendorPath,
} from '../../../lib/game-navigation';
import { buildImageUrl } from '../../../lib/image-url';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useGameDetail } from '../api/get-game-detail';
import type { GamePageDetail } from '../api/get-game-detail';
import { useGamePlay } from '../hooks/use-game-play';
import type { GamePlayModel } from '../hooks/use-game-play';
import { GamePlayDialogs } from './launch-outcome-dialog';
import './game-detail-page.css';

/** The facts of a game: category, RTP, volatility and stakes, as a definition list. */
function GameFacts({ detail }: { detail: GamePageDetail }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const { game } = detail;
  const facts: [string, string][] = [
    [t('gamePage.category'), t(CATEGORY_LABEL_KEYS[game.gameType])],
    [t('gamePage.rtp'), game.rtp === null ? t('gamePage.notStated') : formatRtp(game.rtp, i18n.language)],
    [
      t('gamePage.volatility'),
      detail.volatility === null ? t('gamePage.notStated') : t(`gamePage.volatilities.${detail.volatility}`),
    ],
    [
      t('gamePage.stakes'),
      t('gamePage.stakeRange', { min: money.format(game.minBet), max: money.format(game.maxBet) }),
    ],
  ];
  return (
    <dl className="game-page__facts">
      {facts.map(([term, value]) => (
        <div key={term} className="game-page__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Play and the favourite star of the game's page. */
function GameActions({ game, play }: { game: CatalogueGame; play: GamePlayModel }) {
  const { t } = useTranslation();
  const isFavorite = play.cards.favoriteIds.has(game.nodeId);
  const isLaunching = play.cards.launchingId === game.nodeId;
  return (
    <div className="game-page__actions">
      <button
        type="button"
        className="button button--primary game-page__play"
        aria-busy={isLaunching}
        disabled={game.isMaintenance}
        onClick={() => play.cards.onPlay(game)}
      >
        <PlayIcon />
        {game.isMaintenance ? t('games.badgeMaintenance') : t('games.play')}
      </button>
      <button
        type="button"
        className="button button--quiet"
        aria-pressed={isFavorite}
        onClick={() => play.cards.onToggleFavorite(game)}
      >
        <StarIcon />
        {isFavorite ? t('gamePage.favorite') : t('gamePage.addFavorite')}
      </button>
    </div>
  );
}

function GamePageContent({ detail, play }: { detail: GamePageDetail; play: GamePlayModel }) {
  const { t } = useTranslation();
  const { imageCDN } = useWhitelabel();
  const { game } = detail;
  const vendorPath = getVendorPath(getCategoryPath(game.gameType), {
    vendorCode: game.vendorCode,
    accountTypeName: game.accountTypeName,
    gameType: game.gameType,
    logoUrl: '',
  });
  return (
    <>
      <div className="game-page__hero">
        <LazyImage
          className="game-page__art"
          src={buildImageUrl(imageCDN, game.imageUrl)}
          alt={t('gamePage.art', { name: game.gameName })}
          width={800}
          height={600}
        />
        <div className="game-page__summary">
          <h1 className="game-page__title">{game.gameName}</h1>
          <p className="game-page__vendor">
            <Link to={vendorPath}>{game.accountTypeName}</Link>
          </p>
          <p className="game-page__description">{detail.description ?? t('gamePage.noDescription')}</p>
          <GameFacts detail={detail} />
          <GameActions game={game} play={play} />
          {play.notice !== null ? (
            <p className="game-page__notice" role="alert">
              {play.notice}
            </p>
          ) : null}
        </div>
      </div>
      {detail.isProvablyFair ? (
        <section className="game-page__fair" aria-labelledby="game-page-fair">
          <h2 id="game-page-fair">
            <ShieldIcon />
            {t('gamePage.fairTitle')}
          </h2>
          <p>{t('gamePage.fairText')}</p>
        </section>
      ) : null}
      {game.vendorCode === 'BGS' && game.gameCode === 'BGS_SLOT' ? (
        <section className="game-page__fair" aria-labelledby="game-page-jackpot">
          <h2 id="game-page-jackpot">
            <TrophyIcon />
            {t('jackpotRules.gamePageTitle')}
          </h2>
          <p>{t('jackpotRules.gamePageText')}</p>
          <p>
            <Link to="/jackpot">{t('jackpotRules.slotLink')}</Link>
          </p>
        </section>
      ) : null}
      {detail.similar.length > 0 ? (
        <GameRow
          title={t('gamePage.similar')}
          games={detail.similar}
          cards={{ ...play.cards, detailsHrefOf: getGamePagePath }}
        />
      ) : null}
    </>
  );
}

/**
 * A game's page (docs/product/game-page.md, /game/<vendor>/<game code>): its art, description, RTP, volatility
 * and stakes, how in-house games are provably fair, play and the favourite star, and similar games.
 */
export function GameDetailPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { vendor = '', gameCode = '' } = useParams();
  const detail = useGameDetail(vendor, gameCode);
  const play = useGamePlay();

  let content;
  if (detail.isPending) {
    content = <Skeleton rows={6} rowHeight={28} className="game-page__loading" />;
  } else if (detail.isError) {
    content = (
      <StateMessage
        role="alert"
        icon={<AlertIcon />}
        title={t('gamePage.notFoundTitle')}
        text={errorText(detail.error)}
        action={
          <Link className="button button--primary" to="/">
            {t('gamePage.backHome')}
          </Link>
        }
      />
    );
  } else {
    content = <GamePageContent detail={detail.data} play={play} />;
  }
  return (
    <div className="game-page">
      {content}
      <GamePlayDialogs play={play} />
    </div>
  );
}
