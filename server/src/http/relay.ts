import type { FastifyInstance, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { ResolveFastifyRequestType } from 'fastify/types/type-provider';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { successEnvelope } from '@plaza/contracts/envelope';

/** What the zod validator made of a relay call's fields: the output type of its input schema. */
export type RelayInput<Input extends z.ZodType> = ResolveFastifyRequestType<
  ZodTypeProvider,
  { body: Input },
  RouteGenericInterface
>['body'];

export interface RelayDefinition<Input extends z.ZodType, Output extends z.ZodType> {
  name: string;
  input: Input;
  output: Output;
  tags: string[];
  /** A call that changes something (a launch, a transfer): POST only, never a GET with query parameters. */
  isPostOnly?: boolean;
  /** A call for logged-in members: the session is checked before the fields (route-sessions.ts). */
  session?: 'member';
  handler: (input: RelayInput<Input>, request: FastifyRequest) => Promise<z.infer<Output>>;
}

/**
 * Registers a relay call `/wps/relay/<NAME>`: POST with a JSON body, and, unless it is POST only, GET with the
 * same fields as query parameters for reads (docs/product/wire.md#relay-calls).
 */
export function registerRelay<Input extends z.ZodType, Output extends z.ZodType>(
  app: FastifyInstance,
  definition: RelayDefinition<Input, Output>,
): void {
  const url = `/wps/relay/${definition.name}`;
  // The handler's own type checks the answer; the route keeps the schema to serialize and document it.
  const response: { 200: z.ZodType } = { 200: successEnvelope(definition.output) };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { session: definition.session };
  typed.post(
    url,
    { schema: { body: definition.input, response, tags: definition.tags }, config },
    async (request) => ({
      success: true as const,
      value: await definition.handler(request.body, request),
    }),
  );
  if (definition.isPostOnly === true) {
    return;
  }
  typed.get(
    url,
    { schema: { querystring: definition.input, response, tags: definition.tags }, config },
    async (request) => ({
      success: true as const,
      value: await definition.handler(request.query, request),
    }),
  );
}
