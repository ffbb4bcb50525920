import type { GameCategory } from '@plaza/contracts/system';
import { useTranslation } from 'react-i18next';

import { CloseIcon, GamepadIcon } from '../../../components/icons';
import { JackpotBanner } from '../../../components/jackpot-banner';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import { CATEGORY_LABEL_KEYS } from '../../../lib/game-navigation';
import { useErrorText } from '../../../lib/use-error-text';
import { useGameLobby } from '../hooks/use-game-lobby';
import type { GameLobbyModel } from '../hooks/use-game-lobby';
import { GamePlayDialogs } from './launch-outcome-dialog';
import { LobbyChips, LobbySearch } from './lobby-filters';
import { LobbyGrid } from './lobby-grids';
import { VendorCards, VendorTabs } from './vendor-picker';
import { WinnerBoard } from './winner-board';
import './game-lobby.css';

export interface GameLobbyProps {
  /** The categories of the page; the first that has vendors is listed, the first names the page. */
  categories: readonly [GameCategory, ...GameCategory[]];
  /** Vendor tabs (game-list pages) or vendor cards (game centers). */
  vendorPicker: 'tabs' | 'cards';
}

/** The filters, the message about the visitor's last action and the grid, beside the winner board. */
function LobbyBody({ lobby }: { lobby: GameLobbyModel }) {
  const { t } = useTranslation();
  const { state } = lobby;
  return (
    <div className="game-lobby__layout">
      <div className="game-lobby__main">
        <LobbyChips state={state} classifies={lobby.classifies} onChange={lobby.change} />
        {state.view === 'all' && state.classify === 'JP' ? <JackpotBanner /> : null}
        {lobby.notice !== null ? (
          <div className="lobby-notice" role="alert">
            <span>{lobby.notice}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('common.close')}
              onClick={lobby.dismissNotice}
            >
              <CloseIcon />
            </button>
          </div>
        ) : null}
        <LobbyGrid lobby={lobby} />
      </div>
      <aside className="game-lobby__aside" aria-label={t('games.winners.title')}>
        <WinnerBoard />
      </aside>
    </div>
  );
}

/**
 * The game lobby of a category page (docs/product/games.md#the-lobby): vendor filter, category filters, search,
 * hot games, favourites and recent games, the game grid a page at a time, and the winner board. Every filter lives
 * in the page address.
 */
export function GameLobby({ categories, vendorPicker }: GameLobbyProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const lobby = useGameLobby(categories);
  const { lanes, vendors, state, isCatalogueReady } = lobby;
  const body = isCatalogueReady ? <LobbyBody lobby={lobby} /> : null;

  return (
    <div className="page game-lobby">
      <div className="game-lobby__header">
        <h1 className="page__title">{t(CATEGORY_LABEL_KEYS[categories[0]])}</h1>
        {isCatalogueReady ? <LobbySearch query={state.query} onChange={lobby.change} /> : null}
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
        <VendorTabs vendors={vendors} selected={state.vendor} onSelect={(vendor) => lobby.change({ vendor })}>
          {body}
        </VendorTabs>
      ) : null}
      {isCatalogueReady && vendorPicker === 'cards' ? (
        <>
          <VendorCards
            vendors={vendors}
            selected={state.vendor}
            onSelect={(vendor) => lobby.change({ vendor })}
          />
          {body}
        </>
      ) : null}
      <GamePlayDialogs play={lobby.play} />
    </div>
  );
}
