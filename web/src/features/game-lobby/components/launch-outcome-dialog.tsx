import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { useTranslation } from 'react-i18next';

import { SuggestedGames } from '../../../components/game-card';
import { Modal } from '../../../components/modal';
import type { LaunchOutcome } from '../hooks/use-game-launcher';
import type { GamePlayModel } from '../hooks/use-game-play';

export interface LaunchOutcomeDialogProps {
  outcome: LaunchOutcome;
  onClose: () => void;
  /** Opens a suggested game instead. */
  onPlay: (game: CatalogueGame) => void;
}

/**
 * Why a game did not open: a trial member needs a real account (docs/product/games.md#launch), a game under
 * maintenance suggests others, any other failure says what the server said.
 */
export function LaunchOutcomeDialog({ outcome, onClose, onPlay }: LaunchOutcomeDialogProps) {
  const { t } = useTranslation();
  if (outcome.kind === 'needRealAccount') {
    return (
      <NoticeDialog
        title={t('account.noticeTitle')}
        message={t('account.needTrueAccount')}
        onClose={onClose}
      />
    );
  }
  if (outcome.kind === 'failed') {
    return <NoticeDialog title={t('games.launchFailedTitle')} message={outcome.message} onClose={onClose} />;
  }
  return (
    <Modal title={t('games.maintenanceTitle')} onClose={onClose} className="lobby-dialog lobby-dialog--wide">
      <div className="lobby-dialog__body">
        <p>{outcome.message}</p>
        {outcome.suggestions.length > 0 ? (
          <>
            <h3 className="lobby-dialog__subtitle">{t('games.maintenanceSuggestions')}</h3>
            <SuggestedGames
              label={t('games.maintenanceSuggestions')}
              games={outcome.suggestions}
              onPlay={(suggestion) => {
                onClose();
                onPlay(suggestion);
              }}
            />
          </>
        ) : null}
      </div>
    </Modal>
  );
}

/** A short notice with a confirm button. */
export function NoticeDialog({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose} className="lobby-dialog">
      <div className="lobby-dialog__body">
        <p>{message}</p>
        <div className="lobby-dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('account.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** The dialogs of a launch or a star that stopped (shared by the lobby, the home page's rows and a game's page). */
export function GamePlayDialogs({ play }: { play: GamePlayModel }) {
  const { t } = useTranslation();
  const { launcher } = play;
  return (
    <>
      {launcher.outcome !== null ? (
        <LaunchOutcomeDialog
          outcome={launcher.outcome}
          onClose={launcher.dismissOutcome}
          onPlay={launcher.launch}
        />
      ) : null}
      {play.isRealAccountNeeded ? (
        <NoticeDialog
          title={t('account.noticeTitle')}
          message={t('account.needTrueAccount')}
          onClose={play.dismissRealAccountNeeded}
        />
      ) : null}
    </>
  );
}
