import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { BallIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';

/**
 * The FB sports page, without footer, where the sports vendor's book opens (GCS_gameLaunchFB, issue
 * "games"). Until the launch exists the page says the sportsbook is not open.
 */
export function FbSportPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t('pageTitle.sports')}</h1>
      <StateMessage
        icon={<BallIcon />}
        title={t('fbSport.closedTitle')}
        text={t('fbSport.closedText')}
        action={
          <Link className="button button--primary" to="/sports">
            {t('fbSport.otherSports')}
          </Link>
        }
      />
    </div>
  );
}
