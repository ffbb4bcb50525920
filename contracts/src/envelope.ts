import { z } from 'zod';

import { ERROR_CODES } from './error-codes';

/** The success envelope around a payload schema (docs/product/wire.md#the-envelope). */
export function successEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** The failure envelope; `value.fields` maps field names to message keys for 400 request_param_err. */
export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: z.enum(ERROR_CODES),
  message: z.string(),
  value: z.unknown().optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

/** Field errors attached to a request_param_err failure. */
export const fieldErrorsSchema = z.object({ fields: z.record(z.string(), z.string()) });
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
