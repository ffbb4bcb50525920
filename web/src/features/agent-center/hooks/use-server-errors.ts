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

export interface ServerErrors<Name extends string> {
  /** Field errors of a 400 request_param_err, translated, for the form's fields. */
  fields: Partial<Record<Name, string>>;
  /** Anything else: the server's own message (with the attempts left, or the lock's end, when it sent them). */
  general: string | null;
}

/** Words a failed submission of an agent-center form: field errors beside their fields, the rest above. */
export function useServerErrors(): <Name extends string>(
  error: Error | null,
  names: readonly Name[],
) => ServerErrors<Name> {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return <Name extends string>(error: Error | null, names: readonly Name[]): ServerErrors<Name> => {
    if (error === null) {
      return { fields: {}, general: null };
    }
    const fields: Partial<Record<Name, string>> = {};
    if (error instanceof ApiError && error.code === 'request_param_err') {
      const parsed = fieldErrorsSchema.safeParse(error.details);
      for (const name of names) {
        const key = parsed.success ? parsed.data.fields[name] : undefined;
        if (key !== undefined && isFieldMessageKey(key)) {
          fields[name] = t(key);
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
        general = `${general} ${t('agentCenter.attemptsLeft', { count: attempts.data.remainingAttempts })}`;
      } else if (lock.success) {
        general = `${general} ${t('agentCenter.lockedUntil', { time: formatDateTime(lock.data.lockedUntil) })}`;
      }
    }
    return { fields, general };
  };
}
