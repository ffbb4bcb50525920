import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { StarIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import { hasSessionToken } from '../../../lib/session-token';
import { useFeature } from '../../../lib/use-feature';

/** The points mall entry page: members redeem points for rewards (only when PTSYS3 is on). */
export function PointsMallPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const isEnabled = useFeature('PTSYS3');
  const isLoggedIn = hasSessionToken(search);

  return (
    <div className="page">
      <h1 className="page__title">{t('pageTitle.pointMall')}</h1>
      {!isEnabled ? (
        <StateMessage
          icon={<StarIcon />}
          title={t('pointsMall.unavailableTitle')}
          text={t('pointsMall.unavailableText')}
        />
      ) : (
        <StateMessage
          icon={<StarIcon />}
          title={t('pointsMall.introTitle')}
          text={isLoggedIn ? t('pointsMall.memberText') : t('pointsMall.guestText')}
          action={
            isLoggedIn ? undefined : (
              <Link className="button button--primary" to="/login">
                {t('account.login')}
              </Link>
            )
          }
        />
      )}
    </div>
  );
}
