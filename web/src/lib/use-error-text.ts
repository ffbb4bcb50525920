import { useTranslation } from 'react-i18next';

import { ApiError } from './api-client';

/**
 * Words a failure for the visitor: the server's own message (already in the request's language), or the
 * interface's text for a network failure and for anything unexpected.
 */
export function useErrorText(): (error: Error) => string {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof ApiError && error.isFromServer) {
      return error.message;
    }
    if (error instanceof ApiError && error.code === 'network.error') {
      return t('errors.network');
    }
    return t('errors.unknown');
  };
}
