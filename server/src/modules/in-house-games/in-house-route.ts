import { successEnvelope } from '@plaza/contracts/envelope';
import type { z } from 'zod';

/**
 * The options of a POST /bgs/api/… call: its body schema (parsed by the zod type provider) and its answer's,
 * wrapped in the success envelope. Called where the route is declared, so that the route's types are its own.
 */
export function inHouseRoute<Body extends z.ZodType, Answer extends z.ZodType>(
  summary: string,
  body: Body,
  answer: Answer,
) {
  return {
    schema: { tags: ['in-house games'], summary, body, response: { 200: successEnvelope(answer) } },
  };
}
