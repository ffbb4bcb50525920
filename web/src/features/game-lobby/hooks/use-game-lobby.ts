import type { VendorCardItem } from '@plaza/contracts/catalogue';
import type { GameCategory } from '@plaza/contracts/system';
import { useSearchParams } from 'react-router';

import { useVendorLanes } from '../../../lib/api/get-vendor-lanes';
import { readLobbyState, writeLobbyState } from '../components/lobby-state';
import type { LobbyState } from '../components/lobby-state';
import { useDebouncedValue } from './use-debounced-value';
import { useGamePlay } from './use-game-play';
import { useLiveTableFacts } from './use-live-table-facts';

/** How long the search waits for the typing to pause before it asks the server. */
const SEARCH_DELAY_MS = 300;

/** The vendors of the page's lanes, each once, in lane order. */
function collectVendors(lanes: ReadonlyArray<{ cards: readonly VendorCardItem[] }>): VendorCardItem[] {
  const seen = new Set<string>();
  return lanes
    .flatMap((lane) => lane.cards)
    .filter((card) => {
      if (seen.has(card.vendorCode)) {
        return false;
      }
      seen.add(card.vendorCode);
      return true;
    });
}

/**
 * Everything a category page's lobby knows: its vendors and classifies (from the lanes), the filters (kept in
 * the page address), the debounced search, the favourites, the launcher, the message about the visitor's last
 * action, and what every grid of games shares.
 */
export function useGameLobby(categories: readonly [GameCategory, ...GameCategory[]]) {
  const lanes = useVendorLanes();
  const [searchParams, setSearchParams] = useSearchParams();

  const pageLanes = (lanes.data ?? []).filter((lane) => categories.includes(lane.title));
  const gameType = pageLanes[0]?.title ?? categories[0];
  const vendors = collectVendors(pageLanes);
  const classifies = pageLanes[0]?.gameClassify ?? [];
  const state = readLobbyState(searchParams, {
    vendors: vendors.map((vendor) => vendor.vendorCode),
    classifies,
  });
  const keyword = useDebouncedValue(state.query.trim(), SEARCH_DELAY_MS);
  const isCatalogueReady = lanes.isSuccess && vendors.length > 0;

  const update = (patch: Partial<LobbyState>) => {
    setSearchParams(writeLobbyState({ ...state, ...patch }), { replace: true, preventScrollReset: true });
  };

  const play = useGamePlay();
  const factsOf = useLiveTableFacts(isCatalogueReady && gameType === 'LIVE');

  return {
    lanes,
    gameType,
    vendors,
    classifies,
    state,
    keyword,
    isCatalogueReady,
    /** The vendor whose games are listed, undefined for every vendor of the page. */
    vendorFilter: state.vendor ?? undefined,
    update,
    /** A filter chosen by the visitor: any message about an earlier action goes. */
    change: (patch: Partial<LobbyState>) => {
      play.setNotice(null);
      update(patch);
    },
    play,
    notice: play.notice,
    dismissNotice: play.dismissNotice,
    favorites: play.favorites,
    launcher: play.launcher,
    promptLogin: play.promptLogin,
    /** What every grid of the lobby shares: stars, the game being launched, a live table's facts. */
    grid: { ...play.cards, factsOf },
  };
}

export type GameLobbyModel = ReturnType<typeof useGameLobby>;
