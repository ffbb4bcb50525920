import { useTranslation } from 'react-i18next';

import { ClockIcon, FlameIcon, GamepadIcon, SearchIcon, StarIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import type { TranslationKey } from '../../../i18n/translation-key';
import { useFavoriteGamesList } from '../api/get-favorite-games-list';
import { useGameList } from '../api/get-game-list';
import { useHotGames } from '../api/get-hot-games';
import { useRecentGames } from '../api/get-recent-games';
import type { GameLobbyModel } from '../hooks/use-game-lobby';
import { GameGrid } from './game-grid';

/** A grid of one view of the lobby; its games are asked for only while it is shown. */
interface ViewGridProps {
  lobby: GameLobbyModel;
}

/** The whole catalogue of the page, or one classify of it, or what the search found. */
function CatalogueGrid({ lobby }: ViewGridProps) {
  const { t } = useTranslation();
  const { state, keyword } = lobby;
  const catalogue = useGameList({
    gameType: lobby.gameType,
    vendorCode: lobby.vendorFilter,
    gameClassify: state.classify ?? undefined,
    keyword: keyword === '' ? undefined : keyword,
  });
  const pages = catalogue.data?.pages ?? [];
  return (
    <GameGrid
      {...lobby.grid}
      label={t('games.views.all')}
      games={pages.flatMap((page) => page.content)}
      total={pages[0]?.totalElements}
      isPending={catalogue.isPending || state.query.trim() !== keyword}
      error={catalogue.error}
      onRetry={() => void catalogue.refetch()}
      hasMore={catalogue.hasNextPage}
      isLoadingMore={catalogue.isFetchingNextPage}
      onLoadMore={() => void catalogue.fetchNextPage()}
      empty={
        keyword !== '' ? (
          <StateMessage
            icon={<SearchIcon />}
            title={t('games.emptySearchTitle', { query: keyword })}
            text={t('games.emptySearchText')}
            action={
              <button
                type="button"
                className="button button--quiet"
                onClick={() => lobby.update({ query: '' })}
              >
                {t('games.clearSearch')}
              </button>
            }
          />
        ) : (
          <StateMessage
            icon={<GamepadIcon />}
            title={t('games.noGamesTitle')}
            text={t('games.noGamesText')}
          />
        )
      }
    />
  );
}

/** The hot games of the page's category (and vendor, when one is chosen). */
function HotGrid({ lobby }: ViewGridProps) {
  const { t } = useTranslation();
  const hot = useHotGames();
  const games = (hot.data ?? []).filter(
    (game) =>
      game.gameType === lobby.gameType &&
      (lobby.vendorFilter === undefined || game.vendorCode === lobby.vendorFilter),
  );
  return (
    <GameGrid
      {...lobby.grid}
      label={t('games.views.hot')}
      games={games}
      isPending={hot.isPending}
      error={hot.error}
      onRetry={() => void hot.refetch()}
      empty={
        <StateMessage icon={<FlameIcon />} title={t('games.emptyHotTitle')} text={t('games.emptyHotText')} />
      }
    />
  );
}

/** The member's favourite games of the page. */
function FavoritesGrid({ lobby }: ViewGridProps) {
  const { t } = useTranslation();
  const { favorites } = lobby;
  const favoriteList = useFavoriteGamesList(
    { gameType: lobby.gameType, vendorCode: lobby.vendorFilter },
    { isEnabled: true },
  );
  const pages = favoriteList.data?.pages ?? [];
  // The star toggles in place: a game taken out of the favourites leaves this list at once.
  const games = pages
    .flatMap((page) => page.content)
    .filter((game) => favorites.favoriteIds.has(game.nodeId));
  return (
    <GameGrid
      {...lobby.grid}
      label={t('games.views.favorites')}
      games={games}
      isPending={favoriteList.isPending}
      error={favoriteList.error}
      onRetry={() => void favoriteList.refetch()}
      hasMore={favoriteList.hasNextPage}
      isLoadingMore={favoriteList.isFetchingNextPage}
      onLoadMore={() => void favoriteList.fetchNextPage()}
      empty={
        <StateMessage
          icon={<StarIcon />}
          title={t('games.emptyFavoritesTitle')}
          text={t('games.emptyFavoritesText')}
        />
      }
    />
  );
}

/** The games the member played last on the page. */
function RecentGrid({ lobby }: ViewGridProps) {
  const { t } = useTranslation();
  const recent = useRecentGames(
    { gameType: lobby.gameType, vendorCode: lobby.vendorFilter },
    { isEnabled: true },
  );
  return (
    <GameGrid
      {...lobby.grid}
      label={t('games.views.recent')}
      games={recent.data?.list ?? []}
      isPending={recent.isPending}
      error={recent.error}
      onRetry={() => void recent.refetch()}
      empty={
        <StateMessage
          icon={<ClockIcon />}
          title={t('games.emptyRecentTitle')}
          text={t('games.emptyRecentText')}
        />
      }
    />
  );
}

/** A guest's view of a member's list: what it would hold, and the login. */
function LoginToSee({ lobby, titleKey }: ViewGridProps & { titleKey: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <StateMessage
      icon={<StarIcon />}
      title={t(titleKey)}
      text={t('games.loginText')}
      action={
        <button type="button" className="button button--primary" onClick={lobby.promptLogin}>
          {t('account.login')}
        </button>
      }
    />
  );
}

/** The grid of the lobby's view: the catalogue, the hot games, or (members only) the favourite or recent games. */
export function LobbyGrid({ lobby }: ViewGridProps) {
  const { t } = useTranslation();
  const access = lobby.favorites.access;
  switch (lobby.state.view) {
    case 'all':
      return <CatalogueGrid lobby={lobby} />;
    case 'hot':
      return <HotGrid lobby={lobby} />;
    case 'favorites':
      if (access === 'guest') {
        return <LoginToSee lobby={lobby} titleKey="games.loginFavoritesTitle" />;
      }
      return access === 'trial' ? (
        <StateMessage icon={<StarIcon />} title={t('account.needTrueAccount')} />
      ) : (
        <FavoritesGrid lobby={lobby} />
      );
    case 'recent':
      return access === 'guest' ? (
        <LoginToSee lobby={lobby} titleKey="games.loginRecentTitle" />
      ) : (
        <RecentGrid lobby={lobby} />
      );
  }
}
