import { useTranslation } from 'react-i18next';

import { AlertIcon } from '../components/icons';
import { StateMessage } from '../components/state-message';

/** Shown when a page fails while rendering: the site offers a reload instead of a blank screen. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <StateMessage
      isFullPage
      role="alert"
      icon={<AlertIcon />}
      title={t('errors.unexpectedTitle')}
      text={t('errors.unexpectedText')}
      action={
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
      }
    />
  );
}
