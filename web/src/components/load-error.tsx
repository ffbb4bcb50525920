import { useTranslation } from 'react-i18next';

import { useErrorText } from '../lib/use-error-text';
import { AlertIcon } from './icons';
import { StateMessage } from './state-message';

/** A part of a page that failed to load: the reason in the member's language and a retry button. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <StateMessage
      role="alert"
      icon={<AlertIcon />}
      title={t('errors.loadFailedTitle')}
      text={errorText(error)}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}
