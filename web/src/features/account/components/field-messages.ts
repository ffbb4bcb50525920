import { fieldErrorsSchema } from '@plaza/contracts/envelope';
import { FIELD_MESSAGE_KEYS } from '@plaza/contracts/field-errors';
import type { FieldMessageKey } from '@plaza/contracts/field-errors';

import { ApiError } from '../../../lib/api-client';

function isFieldMessageKey(key: string): key is FieldMessageKey {
  return (FIELD_MESSAGE_KEYS as readonly string[]).includes(key);
}

/**
 * The field errors of a 400 request_param_err (`value.fields`, field name → message key) whose names are in
 * `names`; empty for any other failure, so the caller shows the general message instead.
 */
export function readFieldMessages<Name extends string>(
  error: Error,
  names: readonly Name[],
): Partial<Record<Name, FieldMessageKey>> {
  if (!(error instanceof ApiError) || error.code !== 'request_param_err') {
    return {};
  }
  const parsed = fieldErrorsSchema.safeParse(error.details);
  if (!parsed.success) {
    return {};
  }
  const found: Partial<Record<Name, FieldMessageKey>> = {};
  for (const name of names) {
    const key = parsed.data.fields[name];
    if (key !== undefined && isFieldMessageKey(key)) {
      found[name] = key;
    }
  }
  return found;
}
