import { fieldErrorsSchema } from '@plaza/contracts/envelope';
import { FIELD_MESSAGE_KEYS } from '@plaza/contracts/field-errors';
import type { FieldMessageKey } from '@plaza/contracts/field-errors';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorText } from '../../../lib/use-error-text';

function isFieldMessageKey(key: string): key is FieldMessageKey {
  return (FIELD_MESSAGE_KEYS as readonly string[]).includes(key);
}

const attemptsSchema = z.object({ remainingAttempts: z.number().int() });
const lockSchema = z.object({ lockedUntil: z.string() });

export interface ServerErrorText<Name extends string> {
  /** Field errors of a 400 request_param_err, translated, for the fields of the form. */
  fields: Partial<Record<Name, string>>;
  /** The rest: the server's message, with the attempts left or the lock's end when it sent them. */
  general: string | null;
}

/**
 * Words a failed form submission: field errors go beside their fields, anything else is the server's own
 * message in the member's language (a wrong payment password also says how many attempts are left, a lock
 * until when it lasts).
 */
export function useServerErrorText(): <Name extends string>(
  error: Error | null,
  names: readonly Name[],
) => ServerErrorText<Name> {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return <Name extends string>(error: Error | null, names: readonly Name[]): ServerErrorText<Name> => {
    if (error === null) {
      return { fields: {}, general: null };
    }
    const fields: Partial<Record<Name, string>> = {};
    if (error instanceof ApiError && error.code === 'request_param_err') {
      const parsed = fieldErrorsSchema.safeParse(error.details);
      if (parsed.success) {
        for (const name of names) {
          const key = parsed.data.fields[name];
          if (key !== undefined && isFieldMessageKey(key)) {
            fields[name] = t(key);
          }
        }
      }
      if (Object.keys(fields).length > 0) {
        return { fields, general: null };
      }
    }
    let general = errorText(error);
    if (error instanceof ApiError) {
      const attempts = attemptsSchema.safeParse(error.details);
      const lock = lockSchema.safeParse(error.details);
      if (attempts.success) {
        general = `${general} ${t('wallet.attemptsLeft', { count: attempts.data.remainingAttempts })}`;
      } else if (lock.success) {
        general = `${general} ${t('wallet.lockedUntil', { time: formatDateTime(lock.data.lockedUntil) })}`;
      }
    }
    return { fields, general };
  };
}
