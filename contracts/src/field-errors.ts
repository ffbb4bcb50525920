/**
 * Message keys a field error can carry in `value.fields` of a 400 request_param_err. The web app translates
 * them; the server never sends prose for a field.
 */
export const FIELD_MESSAGE_KEYS = [
  'validation.required',
  'validation.tooShort',
  'validation.tooLong',
  'validation.pattern',
  'validation.invalid',
  'validation.mismatch',
] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];
