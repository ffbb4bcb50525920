import type { FieldMessageKey } from '@plaza/contracts/field-errors';
import type { z } from 'zod';

import { AppError } from './app-error';

/** The field message key for a zod issue code (the `keyword` of a Fastify validation error). */
export function toFieldMessageKey(code: string, isMissing: boolean): FieldMessageKey {
  if (isMissing) {
    return 'validation.required';
  }
  switch (code) {
    case 'too_small':
      return 'validation.tooShort';
    case 'too_big':
      return 'validation.tooLong';
    case 'invalid_format':
      return 'validation.pattern';
    default:
      return 'validation.invalid';
  }
}

/** Field errors keyed by dotted path, the first problem of each field winning. */
export function toFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; code: string; isMissing: boolean }[],
): { fields: Record<string, FieldMessageKey> } {
  const fields: Record<string, FieldMessageKey> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= toFieldMessageKey(issue.code, issue.isMissing);
  }
  return { fields };
}

/** Parses `input` with `schema`, or throws request_param_err with the field errors. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) {
    return result.data;
  }
  throw new AppError(
    'request_param_err',
    toFieldErrors(
      result.error.issues.map((issue) => ({
        path: issue.path,
        code: issue.code,
        isMissing: issue.code === 'invalid_type' && issue.input === undefined,
      })),
    ),
  );
}
