import { useTranslation } from 'react-i18next';

import { ApiError } from '../../lib/api-client';

/**
 * A form field's error from the server's answer: 400 request_param_err names each refused field with a message
 * key (`validation.tooShort`, …) the interface words; null when that field was not refused.
 */
export function useFieldError(error: Error | null): (field: string) => string | null {
  const { t } = useTranslation();
  return (field) => {
    if (!(error instanceof ApiError) || error.code !== 'request_param_err') {
      return null;
    }
    const details: unknown = error.details;
    const fields =
      details !== null && typeof details === 'object' && 'fields' in details ? details.fields : undefined;
    const code =
      fields !== null && typeof fields === 'object' ? (fields as Record<string, unknown>)[field] : undefined;
    if (typeof code !== 'string') {
      return null;
    }
    return code.startsWith('validation.')
      ? t(code as 'validation.invalid', { defaultValue: t('validation.invalid') })
      : t('validation.invalid');
  };
}
