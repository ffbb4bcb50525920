import { GAME_SEARCH_MAX_LENGTH, gameClassifySchema } from '@plaza/contracts/games';
import type { GameClassify } from '@plaza/contracts/games';

/** What the lobby lists: the catalogue (optionally of one classify), or the hot, favourite or recent games. */
export type LobbyView = 'all' | 'hot' | 'favorites' | 'recent';

export interface LobbyState {
  /** The vendor whose games are listed, or null for every vendor of the page. */
  vendor: string | null;
  view: LobbyView;
  /** Only with view 'all'. */
  classify: GameClassify | null;
  /** The search text (only with view 'all'). */
  query: string;
}

const VIEWS: readonly LobbyView[] = ['all', 'hot', 'favorites', 'recent'];

function isLobbyView(value: string | null): value is LobbyView {
  return value !== null && (VIEWS as readonly string[]).includes(value);
}

/**
 * Reads the lobby's state from the page address (`vassalage`, `view`, `classify`, `q`), so that a filter survives
 * a reload and Back returns to it. Values that the page does not offer fall back to the whole catalogue.
 */
export function readLobbyState(
  params: URLSearchParams,
  offered: { vendors: readonly string[]; classifies: readonly GameClassify[] },
): LobbyState {
  const vendor = params.get('vassalage');
  const view = params.get('view');
  const classify = gameClassifySchema.safeParse(params.get('classify'));
  const resolvedView = isLobbyView(view) ? view : 'all';
  return {
    vendor: vendor !== null && offered.vendors.includes(vendor) ? vendor : null,
    view: resolvedView,
    classify:
      resolvedView === 'all' && classify.success && offered.classifies.includes(classify.data)
        ? classify.data
        : null,
    query: resolvedView === 'all' ? (params.get('q') ?? '').slice(0, GAME_SEARCH_MAX_LENGTH) : '',
  };
}

/** The page address query of a lobby state; the defaults are left out. */
export function writeLobbyState(state: LobbyState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.vendor !== null) {
    params.set('vassalage', state.vendor);
  }
  if (state.view !== 'all') {
    params.set('view', state.view);
  }
  if (state.view === 'all' && state.classify !== null) {
    params.set('classify', state.classify);
  }
  if (state.view === 'all' && state.query.trim() !== '') {
    params.set('q', state.query);
  }
  return params;
}
