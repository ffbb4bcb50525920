import { GAME_SEARCH_MAX_LENGTH } from '@plaza/contracts/games';
import type { GameClassify, GameItem, Room, VendorCard } from '@plaza/contracts/games';
import type { GameCategory } from '@plaza/contracts/system';
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import {
  ClockIcon,
  CloseIcon,
  FlameIcon,
  GamepadIcon,
  SearchIcon,
  StarIcon,
} from '../../../components/icons';
import { JackpotBanner } from '../../../components/jackpot-banner';
import { LazyImage } from '../../../components/lazy-image';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import type { TranslationKey } from '../../../i18n/translation-key';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { useVendorLanes } from '../../../lib/api/get-vendor-lanes';
import { CATEGORY_LABEL_KEYS } from '../../../lib/game-navigation';
import { buildImageUrl } from '../../../lib/image-url';
import { useLoginPrompt } from '../../../lib/login-prompt';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import type { MoneyFormat } from '../../../lib/use-money-format';
import { useFavoriteGamesList } from '../api/get-favorite-games-list';
import { useGameList } from '../api/get-game-list';
import { useHotGames } from '../api/get-hot-games';
import { useRecentGames } from '../api/get-recent-games';
import { useRoomList } from '../api/get-room-list';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFavoriteGames } from '../hooks/use-favorite-games';
import { useGameLauncher } from '../hooks/use-game-launcher';
import { useSelectedInView } from '../hooks/use-selected-in-view';
import { GameGrid } from './game-grid';
import { LaunchOutcomeDialog, NoticeDialog } from './launch-outcome-dialog';
import { readLobbyState, writeLobbyState } from './lobby-state';
import type { LobbyState, LobbyView } from './lobby-state';
import { WinnerBoard } from './winner-board';
import './game-lobby.css';

/** How long the search waits for the typing to pause before it asks the server. */
const SEARCH_DELAY_MS = 300;

const CLASSIFY_LABEL_KEYS: Record<GameClassify, TranslationKey> = {
  SLOT: 'games.classify.SLOT',
  SC: 'games.classify.SC',
  VP: 'games.classify.VP',
  JP: 'games.classify.JP',
  TG: 'games.classify.TG',
  AC: 'games.classify.AC',
  BG: 'games.classify.BG',
};

export interface GameLobbyProps {
  /** The categories of the page; the first that has vendors is listed, the first names the page. */
  categories: readonly [GameCategory, ...GameCategory[]];
  /** Vendor tabs (game-list pages) or vendor cards (game centers). */
  vendorPicker: 'tabs' | 'cards';
}

/** A stake limit as short as it reads: without decimals when it is a whole amount ("$1", "$1,000"). */
function formatLimit(money: MoneyFormat, minorUnits: number): string {
  const isWhole = minorUnits % 10 ** money.decimals === 0;
  return money.format(minorUnits, isWhole ? { shownDecimals: 0 } : {});
}

/** The live tables by vendor and game code. */
function indexRooms(rooms: readonly Room[] | undefined): Map<string, Room> {
  return new Map((rooms ?? []).map((room) => [`${room.vassalage}/${room.gameCode}`, room]));
}

/** The vendors of the page's lanes, each once, in lane order. */
function collectVendors(lanes: ReadonlyArray<{ cards: readonly VendorCard[] }>): VendorCard[] {
  const seen = new Set<string>();
  return lanes
    .flatMap((lane) => lane.cards)
    .filter((card) => {
      if (seen.has(card.vassalage)) {
        return false;
      }
      seen.add(card.vassalage);
      return true;
    });
}

/**
 * The game lobby of a category page (spec.md §2.7): vendor filter, category filters, search, hot games,
 * favourites and recent games, the game grid a page at a time, and the winner board. Every filter lives in the
 * page address.
 */
export function GameLobby({ categories, vendorPicker }: GameLobbyProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const lanes = useVendorLanes();
  const [searchParams, setSearchParams] = useSearchParams();
  const promptLogin = useLoginPrompt();
  const [notice, setNotice] = useState<string | null>(null);
  const [isRealAccountNeeded, setIsRealAccountNeeded] = useState(false);

  const pageLanes = (lanes.data ?? []).filter((lane) => categories.includes(lane.title));
  const gameType = pageLanes[0]?.title ?? categories[0];
  const vendors = collectVendors(pageLanes);
  const classifies = pageLanes[0]?.gameClassify ?? [];
  const state = readLobbyState(searchParams, {
    vendors: vendors.map((vendor) => vendor.vassalage),
    classifies,
  });
  const keyword = useDebouncedValue(state.query.trim(), SEARCH_DELAY_MS);

  const update = (patch: Partial<LobbyState>) => {
    setSearchParams(writeLobbyState({ ...state, ...patch }), { replace: true, preventScrollReset: true });
  };

  /** A filter chosen by the visitor: any message about an earlier action goes. */
  const change = (patch: Partial<LobbyState>) => {
    setNotice(null);
    update(patch);
  };

  const favorites = useFavoriteGames({
    onError: (error) => setNotice(t('games.favoriteFailed', { message: errorText(error) })),
  });
  const launcher = useGameLauncher();
  const money = useMoneyFormat();

  const onToggleFavorite = (game: GameItem) => {
    setNotice(null);
    const outcome = favorites.toggle(game);
    if (outcome === 'login') {
      promptLogin();
    } else if (outcome === 'trial') {
      setIsRealAccountNeeded(true);
    }
  };

  const isCatalogueReady = lanes.isSuccess && vendors.length > 0;
  const vendorFilter = state.vendor ?? undefined;
  const catalogue = useGameList(
    {
      gameType,
      vassalage: vendorFilter,
      gameClassify: state.classify ?? undefined,
      keyword: keyword === '' ? undefined : keyword,
    },
    { isEnabled: isCatalogueReady && state.view === 'all' },
  );
  const hot = useHotGames({ isEnabled: isCatalogueReady && state.view === 'hot' });
  const favoriteList = useFavoriteGamesList(
    { gameType, vassalage: vendorFilter },
    { isEnabled: isCatalogueReady && state.view === 'favorites' && favorites.access === 'member' },
  );
  const recent = useRecentGames(
    { gameType, vassalage: vendorFilter },
    { isEnabled: isCatalogueReady && state.view === 'recent' },
  );
  // A live table's card tells its limits and who sits at it now (members only: the call needs a session).
  const rooms = useRoomList({ isEnabled: isCatalogueReady && gameType === 'LIVE' });
  const roomsByGame = indexRooms(rooms.data?.list);
  const factsOf = (game: GameItem): readonly string[] => {
    const room = roomsByGame.get(`${game.vassalage}/${game.gameCode}`);
    if (room === undefined) {
      return [];
    }
    return [
      t('games.rooms.limits', { min: formatLimit(money, room.minBet), max: formatLimit(money, room.maxBet) }),
      t('games.rooms.seated', { count: room.playerCount }),
    ];
  };

  const gridShared = {
    favoriteIds: favorites.favoriteIds,
    canFavorite: favorites.isReady,
    launchingId: launcher.launchingId,
    factsOf,
    onPlay: launcher.launch,
    onToggleFavorite,
  };

  const loginState = (titleKey: TranslationKey) => (
    <StateMessage
      icon={<StarIcon />}
      title={t(titleKey)}
      text={t('games.loginText')}
      action={
        <button type="button" className="button button--primary" onClick={promptLogin}>
          {t('account.login')}
        </button>
      }
    />
  );

  const renderGrid = (): ReactNode => {
    switch (state.view) {
      case 'all': {
        const pages = catalogue.data?.pages ?? [];
        const isSearching = keyword !== '';
        return (
          <GameGrid
            {...gridShared}
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
              isSearching ? (
                <StateMessage
                  icon={<SearchIcon />}
                  title={t('games.emptySearchTitle', { query: keyword })}
                  text={t('games.emptySearchText')}
                  action={
                    <button
                      type="button"
                      className="button button--quiet"
                      onClick={() => update({ query: '' })}
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
      case 'hot': {
        const games = (hot.data ?? []).filter(
          (game) =>
            game.gameType === gameType && (vendorFilter === undefined || game.vassalage === vendorFilter),
        );
        return (
          <GameGrid
            {...gridShared}
            label={t('games.views.hot')}
            games={games}
            isPending={hot.isPending}
            error={hot.error}
            onRetry={() => void hot.refetch()}
            empty={
              <StateMessage
                icon={<FlameIcon />}
                title={t('games.emptyHotTitle')}
                text={t('games.emptyHotText')}
              />
            }
          />
        );
      }
      case 'favorites': {
        if (favorites.access === 'guest') {
          return loginState('games.loginFavoritesTitle');
        }
        if (favorites.access === 'trial') {
          return <StateMessage icon={<StarIcon />} title={t('account.needTrueAccount')} />;
        }
        const pages = favoriteList.data?.pages ?? [];
        // The star toggles in place: a game taken out of the favourites leaves this list at once.
        const games = pages
          .flatMap((page) => page.content)
          .filter((game) => favorites.favoriteIds.has(game.nodeId));
        return (
          <GameGrid
            {...gridShared}
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
      case 'recent': {
        if (favorites.access === 'guest') {
          return loginState('games.loginRecentTitle');
        }
        return (
          <GameGrid
            {...gridShared}
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
    }
  };

  const body = isCatalogueReady ? (
    <div className="game-lobby__layout">
      <div className="game-lobby__main">
        <LobbyChips state={state} classifies={classifies} onChange={change} />
        {state.view === 'all' && state.classify === 'JP' ? <JackpotBanner /> : null}
        {notice !== null ? (
          <div className="lobby-notice" role="alert">
            <span>{notice}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('common.close')}
              onClick={() => setNotice(null)}
            >
              <CloseIcon />
            </button>
          </div>
        ) : null}
        {renderGrid()}
      </div>
      <aside className="game-lobby__aside" aria-label={t('games.winners.title')}>
        <WinnerBoard />
      </aside>
    </div>
  ) : null;

  return (
    <div className="page game-lobby">
      <div className="game-lobby__header">
        <h1 className="page__title">{t(CATEGORY_LABEL_KEYS[categories[0]])}</h1>
        {isCatalogueReady ? <LobbySearch query={state.query} onChange={change} /> : null}
      </div>
      {lanes.isPending ? <LoadingIndicator label={t('common.loading')} /> : null}
      {lanes.isError ? (
        <StateMessage
          role="alert"
          title={t('errors.loadFailedTitle')}
          text={errorText(lanes.error)}
          action={
            <button type="button" className="button button--primary" onClick={() => void lanes.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      ) : null}
      {lanes.isSuccess && vendors.length === 0 ? (
        <StateMessage
          icon={<GamepadIcon />}
          title={t('games.noVendorsTitle')}
          text={t('games.noVendorsText')}
        />
      ) : null}
      {isCatalogueReady && vendorPicker === 'tabs' ? (
        <VendorTabs vendors={vendors} selected={state.vendor} onSelect={(vendor) => change({ vendor })}>
          {body}
        </VendorTabs>
      ) : null}
      {isCatalogueReady && vendorPicker === 'cards' ? (
        <>
          <VendorCards vendors={vendors} selected={state.vendor} onSelect={(vendor) => change({ vendor })} />
          {body}
        </>
      ) : null}
      {launcher.outcome !== null ? (
        <LaunchOutcomeDialog
          outcome={launcher.outcome}
          onClose={launcher.dismissOutcome}
          onPlay={launcher.launch}
        />
      ) : null}
      {isRealAccountNeeded ? (
        <NoticeDialog
          title={t('account.noticeTitle')}
          message={t('account.needTrueAccount')}
          onClose={() => setIsRealAccountNeeded(false)}
        />
      ) : null}
    </div>
  );
}

interface ChipDefinition {
  id: string;
  label: string;
  icon?: ReactNode;
  isPressed: boolean;
  patch: Partial<LobbyState>;
}

/** The category filters: all, hot, each classify of the page, favourites and recent games. */
function LobbyChips({
  state,
  classifies,
  onChange,
}: {
  state: LobbyState;
  classifies: readonly GameClassify[];
  onChange: (patch: Partial<LobbyState>) => void;
}) {
  const { t } = useTranslation();
  const view = (id: LobbyView): Partial<LobbyState> => ({ view: id, classify: null, query: '' });
  const chips: ChipDefinition[] = [
    {
      id: 'all',
      label: t('games.views.all'),
      icon: <GamepadIcon />,
      isPressed: state.view === 'all' && state.classify === null,
      patch: { view: 'all', classify: null },
    },
    {
      id: 'hot',
      label: t('games.views.hot'),
      icon: <FlameIcon />,
      isPressed: state.view === 'hot',
      patch: view('hot'),
    },
    ...classifies.map((classify) => ({
      id: classify,
      label: t(CLASSIFY_LABEL_KEYS[classify]),
      isPressed: state.view === 'all' && state.classify === classify,
      patch: { view: 'all' as const, classify },
    })),
    {
      id: 'favorites',
      label: t('games.views.favorites'),
      icon: <StarIcon />,
      isPressed: state.view === 'favorites',
      patch: view('favorites'),
    },
    {
      id: 'recent',
      label: t('games.views.recent'),
      icon: <ClockIcon />,
      isPressed: state.view === 'recent',
      patch: view('recent'),
    },
  ];

  const chipsRef = useSelectedInView<HTMLDivElement>(
    '[aria-pressed="true"]',
    `${state.view}-${state.classify ?? ''}`,
  );

  return (
    <div ref={chipsRef} className="lobby-chips" role="group" aria-label={t('games.filters')}>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className="lobby-chip"
          aria-pressed={chip.isPressed}
          onClick={() => onChange(chip.patch)}
        >
          {chip.icon}
          {chip.label}
        </button>
      ))}
    </div>
  );
}

/** The search box: typing searches the whole catalogue of the page, whatever view was chosen. */
function LobbySearch({ query, onChange }: { query: string; onChange: (patch: Partial<LobbyState>) => void }) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <form className="lobby-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={searchId} className="visually-hidden">
        {t('games.searchLabel')}
      </label>
      <SearchIcon className="lobby-search__icon" />
      <input
        id={searchId}
        type="search"
        className="lobby-search__input"
        placeholder={t('games.searchPlaceholder')}
        maxLength={GAME_SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => onChange({ view: 'all', query: event.target.value })}
      />
      {query !== '' ? (
        <button
          type="button"
          className="icon-button lobby-search__clear"
          aria-label={t('games.clearSearch')}
          onClick={() => onChange({ query: '' })}
        >
          <CloseIcon />
        </button>
      ) : null}
    </form>
  );
}

/** Vendor tabs of a game-list page: every vendor, or one (spec.md §2.1 `vassalage`); arrows move between tabs. */
function VendorTabs({
  vendors,
  selected,
  onSelect,
  children,
}: {
  vendors: readonly VendorCard[];
  selected: string | null;
  onSelect: (vendor: string | null) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { imageCDN } = useWhitelabel();
  const baseId = useId();
  const tabs: Array<string | null> = [null, ...vendors.map((vendor) => vendor.vassalage)];
  const tabId = (vendor: string | null) => `${baseId}-${vendor ?? 'all'}`;
  const tabsRef = useSelectedInView<HTMLDivElement>('[aria-selected="true"]', selected ?? '');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const nextIndex = targets[event.key];
    if (nextIndex === undefined) {
      return;
    }
    event.preventDefault();
    const next = tabs[nextIndex];
    if (next !== undefined) {
      onSelect(next);
      document.getElementById(tabId(next))?.focus();
    }
  };

  return (
    <>
      <div
        ref={tabsRef}
        className="vendor-tabs"
        role="tablist"
        aria-label={t('games.vendors')}
        onKeyDown={onKeyDown}
      >
        {tabs.map((vendor) => {
          const card = vendors.find((candidate) => candidate.vassalage === vendor);
          const isSelected = vendor === selected;
          return (
            <button
              key={vendor ?? 'all'}
              id={tabId(vendor)}
              type="button"
              role="tab"
              className="vendor-tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(vendor)}
            >
              {card !== undefined ? (
                <LazyImage
                  className="vendor-tab__logo"
                  src={buildImageUrl(imageCDN, card.logoUrl)}
                  alt=""
                  width={120}
                  height={40}
                  hideOnError
                />
              ) : (
                <GamepadIcon />
              )}
              <span>{card?.accountTypeName ?? t('games.allProviders')}</span>
            </button>
          );
        })}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={tabId(selected)} className="vendor-panel">
        {children}
      </div>
    </>
  );
}

/** Vendor cards of a game center: choosing one lists its games, choosing it again lists every vendor's. */
function VendorCards({
  vendors,
  selected,
  onSelect,
}: {
  vendors: readonly VendorCard[];
  selected: string | null;
  onSelect: (vendor: string | null) => void;
}) {
  const { t } = useTranslation();
  const { imageCDN } = useWhitelabel();
  return (
    <ul className="vendor-grid" aria-label={t('games.vendors')}>
      {vendors.map((vendor) => {
        const isSelected = vendor.vassalage === selected;
        return (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className="vendor-card"
              aria-pressed={isSelected}
              onClick={() => onSelect(isSelected ? null : vendor.vassalage)}
            >
              <span className="vendor-card__logo">
                <LazyImage
                  src={buildImageUrl(imageCDN, vendor.logoUrl)}
                  alt=""
                  width={240}
                  height={80}
                  hideOnError
                />
              </span>
              <span className="vendor-card__name">{vendor.accountTypeName}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
