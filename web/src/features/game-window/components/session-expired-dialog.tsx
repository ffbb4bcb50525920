import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { launchGame } from '../../../lib/api/launch-game';
import type { SessionExpiredDialogProps } from '../../../lib/game-window';
import { useErrorText } from '../../../lib/use-error-text';

/**
 * The launch token expired: the game cannot take bets any more. The member relaunches the game here (a new
 * token, the same game), or, without a session in this window, goes back to the site to open it again.
 */
export function SessionExpiredDialog({ vendorCode, gameCode }: SessionExpiredDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const relaunch = useMutation({
    // POST /wps/game/launchGame: it needs the member's session in this window (a game window opened from the
    // site has it).
    mutationFn: () => launchGame({ vendorCode, gameCode }),
    onSuccess: ({ url }) => window.location.replace(url),
  });
  const needsLogin =
    relaunch.error instanceof ApiError &&
    (relaunch.error.code === 'not.logged.in' || relaunch.error.code === 'need.true.account');
  return (
    <Modal
      title={t('play.expired.title')}
      onClose={() => undefined}
      isDismissible={false}
      className="play-dialog"
    >
      <p>{t('play.expired.text')}</p>
      {relaunch.error !== null ? (
        <p className="play-error" role="alert">
          {needsLogin ? t('play.expired.needsLogin') : errorText(relaunch.error)}
        </p>
      ) : null}
      <div className="play-dialog__actions">
        <a className="button button--quiet" href="/">
          {t('play.backToSite')}
        </a>
        {needsLogin ? null : (
          <button
            type="button"
            className="button button--primary"
            disabled={relaunch.isPending}
            onClick={() => relaunch.mutate()}
          >
            {relaunch.isPending ? t('common.loading') : t('play.expired.relaunch')}
          </button>
        )}
      </div>
    </Modal>
  );
}
