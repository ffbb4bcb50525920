import type { VendorCardItem } from '@plaza/contracts/catalogue';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { GameRow, GameRowsSkeleton } from '../../../components/game-row';
import { AlertIcon, ClockIcon, FlameIcon, StarIcon } from '../../../components/icons';
import { LazyImage } from '../../../components/lazy-image';
import { StateMessage } from '../../../components/state-message';
import { useVendorLanes } from '../../../lib/api/get-vendor-lanes';
import { buildImageUrl } from '../../../lib/image-url';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import {
  CATEGORY_LABEL_KEYS,
  getCategoryPath,
  getGamePagePath,
  getVendorPath,
} from '../../../lib/game-navigation';
import { useSessionToken } from '../../../lib/use-session-token';
import { useErrorText } from '../../../lib/use-error-text';
import { useHomeSections } from '../api/get-home-sections';
import type { HomeGameRows } from '../api/get-home-sections';
import { useRecentGames } from '../api/get-recent-games';
import { useGamePlay } from '../hooks/use-game-play';
import type { GamePlayModel } from '../hooks/use-game-play';
import { WinnerBoard } from './winner-board';
import './home-game-sections.css';

// The dialogs a launch or a star can end in load with the first one to show: the home page's first screen goes without
// them (docs/decisions/049-home-page-first-screen.md).
const GamePlayDialogs = lazy(() =>
  import('./launch-outcome-dialog').then((module) => ({ default: module.GamePlayDialogs })),
);

/** How many placeholder rows stand for the home page's rows while they load. */
export const HOME_SKELETON_ROWS = 3;

/** One row per label: the lottery and e-lottery categories share the lottery label and make one row. */
export function mergeByLabel(categories: HomeGameRows['categories']): HomeGameRows['categories'] {
  const rows = new Map<string, HomeGameRows['categories'][number]>();
  for (const category of categories) {
    const label = CATEGORY_LABEL_KEYS[category.gameType];
    const row = rows.get(label);
    if (row === undefined) {
      rows.set(label, { gameType: category.gameType, games: [...category.games] });
    } else {
      row.games.push(...category.games);
    }
  }
  return [...rows.values()];
}

function RecentRow({ play }: { play: GamePlayModel }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const recent = useRecentGames({ gameType: 'RNG' }, { isEnabled: token !== null });
  const games = recent.data?.list ?? [];
  if (games.length === 0) {
    return null;
  }
  return (
    <GameRow
      title={t('homeGames.recent')}
      icon={<ClockIcon />}
      games={games}
      cards={{ ...play.cards, detailsHrefOf: getGamePagePath }}
    />
  );
}

/** The vendors of every category, each once, with their logos; each leads to its category page. */
function VendorStrip() {
  const { t } = useTranslation();
  const { imageCDN } = useWhitelabel();
  const lanes = useVendorLanes();
  const vendors = new Map<string, { card: VendorCardItem; path: string }>();
  for (const lane of lanes.data ?? []) {
    for (const card of lane.cards) {
      if (!vendors.has(card.vendorCode)) {
        vendors.set(card.vendorCode, { card, path: getVendorPath(getCategoryPath(lane.title), card) });
      }
    }
  }
  if (vendors.size === 0) {
    return null;
  }
  return (
    <section className="home-vendors" aria-labelledby="home-vendors-title">
      <h2 id="home-vendors-title" className="game-row__title">
        {t('homeGames.vendors')}
      </h2>
      <ul className="home-vendors__list">
        {[...vendors.values()].map(({ card, path }) => (
          <li key={card.vendorCode}>
            <Link className="home-vendors__vendor" to={path}>
              <LazyImage
                className="home-vendors__logo"
                src={buildImageUrl(imageCDN, card.logoUrl)}
                alt=""
                width={120}
                height={48}
              />
              <span className="home-vendors__name">{card.accountTypeName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The home page's games (docs/product/home.md): hot games, new games, the member's recent games, the best of each
 * category with "See all", the live winner board and the vendors with their logos.
 */
export function HomeGameSections() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sections = useHomeSections();
  const play = useGamePlay();
  const cards = { ...play.cards, detailsHrefOf: getGamePagePath };

  let rows;
  if (sections.isPending) {
    rows = <GameRowsSkeleton rows={HOME_SKELETON_ROWS} />;
  } else if (sections.isError) {
    rows = (
      <StateMessage
        role="alert"
        icon={<AlertIcon />}
        title={t('homeGames.loadFailed')}
        text={errorText(sections.error)}
        action={
          <button type="button" className="button button--primary" onClick={() => void sections.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  } else {
    const { hot, categories } = sections.data;
    rows = (
      <>
        {hot.length > 0 ? (
          <GameRow title={t('homeGames.hot')} icon={<FlameIcon />} games={hot} cards={cards} />
        ) : null}
        <RecentRow play={play} />
        {sections.data.new.length > 0 ? (
          <GameRow title={t('homeGames.new')} icon={<StarIcon />} games={sections.data.new} cards={cards} />
        ) : null}
        {mergeByLabel(categories).map((category) => (
          <GameRow
            key={category.gameType}
            title={t('homeGames.best', { category: t(CATEGORY_LABEL_KEYS[category.gameType]) })}
            games={category.games}
            cards={cards}
            moreHref={getCategoryPath(category.gameType)}
          />
        ))}
      </>
    );
  }

  return (
    <div className="home-games">
      <div className="home-games__rows">
        {play.notice !== null ? (
          <p className="home-games__notice" role="alert">
            {play.notice}
          </p>
        ) : null}
        {rows}
      </div>
      <aside className="home-games__aside" aria-label={t('games.winners.title')}>
        <WinnerBoard />
      </aside>
      <VendorStrip />
      {play.launcher.outcome !== null || play.isRealAccountNeeded ? (
        <Suspense fallback={null}>
          <GamePlayDialogs play={play} />
        </Suspense>
      ) : null}
    </div>
  );
}
