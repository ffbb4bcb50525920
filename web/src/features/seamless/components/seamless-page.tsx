import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { GamepadIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';

/**
 * The seamless game page, a game page without footer where a launched vendor game runs. Game launch comes
 * with the games issue; opened directly, the page says no game is running.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="visually-hidden">{t('pageTitle.seamless')}</h1>
      <StateMessage
        icon={<GamepadIcon />}
        title={t('seamless.noGameTitle')}
        text={t('seamless.noGameText')}
        action={
          <Link className="button button--primary" to="/">
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}
