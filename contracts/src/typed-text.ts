import { z } from 'zod';

/**
 * Text a person types (a name, a code, a reason): `minLength` to `maxLength` characters as sent, which is what the
 * OpenAPI document shows, then trimmed. With a minimum it must hold more than spaces.
 */
export function typedTextSchema(minLength: number, maxLength: number) {
  const sent = z.string().min(minLength).max(maxLength);
  return (minLength > 0 ? sent.regex(/\S/) : sent).trim();
}
