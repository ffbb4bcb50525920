import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The part of a JSON schema (as zod writes it into the OpenAPI document) that the request tests read. */
export interface JsonSchema {
  type?: string | undefined;
  nullable?: boolean | undefined;
  enum?: unknown[] | undefined;
  format?: string | undefined;
  pattern?: string | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  exclusiveMinimum?: boolean | number | undefined;
  minItems?: number | undefined;
  maxItems?: number | undefined;
  items?: JsonSchema | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  required?: string[] | undefined;
  anyOf?: JsonSchema[] | undefined;
  oneOf?: JsonSchema[] | undefined;
  default?: unknown;
}

const jsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    type: z.string().optional(),
    nullable: z.boolean().optional(),
    enum: z.array(z.unknown()).optional(),
    format: z.string().optional(),
    pattern: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    exclusiveMinimum: z.union([z.boolean(), z.number()]).optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    items: jsonSchemaSchema.optional(),
    properties: z.record(z.string(), jsonSchemaSchema).optional(),
    required: z.array(z.string()).optional(),
    anyOf: z.array(jsonSchemaSchema).optional(),
    oneOf: z.array(jsonSchemaSchema).optional(),
    default: z.unknown().optional(),
  }),
);

const parameterSchema = z.object({
  in: z.enum(['path', 'query', 'header', 'cookie']),
  name: z.string(),
  required: z.boolean().optional(),
  schema: jsonSchemaSchema,
});

const documentSchema = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        parameters: z.array(parameterSchema).optional(),
        requestBody: z
          .object({ content: z.record(z.string(), z.object({ schema: jsonSchemaSchema })) })
          .optional(),
      }),
    ),
  ),
});

export interface Parameter {
  name: string;
  isRequired: boolean;
  schema: JsonSchema;
}

/** One operation of the generated OpenAPI document. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path as the document writes it, `{name}` for a path parameter. */
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** The JSON body's schema, when the operation documents one. */
  body: JsonSchema | undefined;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const);

function isMethod(value: string): value is Operation['method'] {
  return (METHODS as Set<string>).has(value);
}

/** Every operation the built app documents at GET /openapi.json, read at test time. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ url: '/openapi.json' });
  const document = documentSchema.parse(response.json());
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!isMethod(upper)) {
        continue;
      }
      const parameters = operation.parameters ?? [];
      const toParameter = (parameter: z.infer<typeof parameterSchema>): Parameter => ({
        name: parameter.name,
        isRequired: parameter.required === true,
        schema: parameter.schema,
      });
      operations.push({
        method: upper,
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path').map(toParameter),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query').map(toParameter),
        body: operation.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** The operation's address with its path parameters written in (each encoded, unless told it is raw). */
export function fillPath(
  operation: Operation,
  values: Record<string, string>,
  options: { isRaw?: boolean } = {},
): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name] ?? '';
    return options.isRaw === true ? value : encodeURIComponent(value);
  });
}

// The last one is a day written as digits (a lottery issue number, YYYYMMDD).
const SAMPLE_TEXTS = ['1', 'DEMO', 'a', 'A1', 'abc123', '2024-01-01T00:00:00Z', '20240101'];

/** The JSON types a schema admits ('integer' is also a 'number'). */
export function admittedTypes(schema: JsonSchema): Set<string> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches !== undefined) {
    return new Set(branches.flatMap((branch) => [...admittedTypes(branch)]));
  }
  const types = new Set<string>(schema.type === undefined ? ['any'] : [schema.type]);
  if (schema.nullable === true) {
    types.add('null');
  }
  return types;
}

/** A text the string schema accepts, when one of a few plain candidates does (for path and query samples). */
export function sampleText(schema: JsonSchema): string | undefined {
  if (schema.enum !== undefined) {
    const first = schema.enum[0];
    return typeof first === 'string' ? first : undefined;
  }
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern);
  return SAMPLE_TEXTS.find(
    (text) =>
      (pattern === undefined || pattern.test(text)) &&
      text.length >= (schema.minLength ?? 0) &&
      text.length <= (schema.maxLength ?? Infinity),
  );
}

/** The smallest whole number the numeric schema accepts. */
export function sampleNumber(schema: JsonSchema): number {
  const minimum = schema.minimum ?? 1;
  return schema.exclusiveMinimum === true ? minimum + 1 : Math.max(minimum, 0);
}

/** A value of the path or query parameter's schema, written as text, or undefined when none is known. */
export function sampleParameter(schema: JsonSchema): string | undefined {
  const types = admittedTypes(schema);
  if (types.has('integer') || types.has('number')) {
    return String(sampleNumber(schema));
  }
  return types.has('string') ? sampleText(schema) : undefined;
}
