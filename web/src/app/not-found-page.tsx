import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { AlertIcon } from '../components/icons';
import { StateMessage } from '../components/state-message';

/** An address that is none of the site's pages. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <StateMessage
        icon={<AlertIcon />}
        title={t('pageTitle.notFound')}
        text={t('errors.notFoundText')}
        action={
          <Link className="button button--primary" to="/">
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}
