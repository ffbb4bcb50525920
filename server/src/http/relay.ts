import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { successEnvelope } from '@plaza/contracts/envelope';

export interface RelayDefinition<Input extends z.ZodType, Output extends z.ZodType> {
  name: string;
  input: Input;
  output: Output;
  tags: string[];
  /** A call that changes something (a launch, a transfer): POST only, never a GET with query parameters. */
  isPostOnly?: boolean;
  handler: (input: z.infer<Input>, request: FastifyRequest) => Promise<z.infer<Output>>;
}

/**
 * Registers a relay call `/wps/relay/<NAME>`: POST with a JSON body, and, unless it is POST only, GET with the
 * same fields as query parameters for reads (api-contract.md "Requests").
 */
export function registerRelay<Input extends z.ZodType, Output extends z.ZodType>(
  app: FastifyInstance,
  definition: RelayDefinition<Input, Output>,
): void {
  const url = `/wps/relay/${definition.name}`;
  const response = { 200: successEnvelope(definition.output) };
  // The zod validator compiler has already parsed body and query with `definition.input` before the handler
  // runs, so the values are of its output type; the generic type provider cannot express that here.
  app.post(url, { schema: { body: definition.input, response, tags: definition.tags } }, async (request) => ({
    success: true as const,
    value: await definition.handler(request.body as z.infer<Input>, request),
  }));
  if (definition.isPostOnly === true) {
    return;
  }
  app.get(
    url,
    { schema: { querystring: definition.input, response, tags: definition.tags } },
    async (request) => ({
      success: true as const,
      value: await definition.handler(request.query as z.infer<Input>, request),
    }),
  );
}
