import type { z } from 'zod';

import { apiRequest } from '../api-client';

/** Every query of a game window starts with this key. */
export const GAME_WINDOW_QUERY_ROOT = 'gameWindow';

/**
 * A call to the in-house game server (POST /bgs/api/<path>, contracts/src/bgs.ts): the launch token in the
 * body, the usual envelope back, the message in the interface language.
 */
export function callGameServer<Schema extends z.ZodType>(
  path: string,
  body: Record<string, unknown>,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  return apiRequest({ method: 'POST', path: `/bgs/api/${path}`, schema, body, signal });
}
