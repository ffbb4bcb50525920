import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A number as a query string or a path writes it: decimal digits, an optional sign and fraction, nothing else. */
const NUMBER_TEXT = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

type ReadText = (text: string) => unknown;

const readNumber: ReadText = (text) => (NUMBER_TEXT.test(text) ? Number(text) : text);
const readBoolean: ReadText = (text) => (text === 'true' ? true : text === 'false' ? false : text);

/** The JSON types a field's documented schema admits, through unions ('anyOf'). */
function documentedTypes(schema: unknown): Set<string> {
  const types = new Set<string>();
  if (typeof schema !== 'object' || schema === null) {
    return types;
  }
  if ('type' in schema && typeof schema.type === 'string') {
    types.add(schema.type);
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches: unknown = key in schema ? Reflect.get(schema, key) : undefined;
    if (Array.isArray(branches)) {
      for (const branch of branches) {
        documentedTypes(branch).forEach((type) => types.add(type));
      }
    }
  }
  return types;
}

/**
 * How each field of a query string or path is read from its text, from the type the OpenAPI document gives it
 * (z.toJSONSchema of the input, as the document is made): a number or a boolean from its plain text. A field
 * that may also be a string stays text.
 */
function documentedReaders(schema: z.ZodType): Map<string, ReadText> {
  const document = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const readers = new Map<string, ReadText>();
  for (const [name, field] of Object.entries(document.properties ?? {})) {
    const types = documentedTypes(field);
    if (types.has('string')) {
      continue;
    }
    if (types.has('integer') || types.has('number')) {
      readers.set(name, readNumber);
    } else if (types.has('boolean')) {
      readers.set(name, readBoolean);
    }
  }
  return readers;
}

function readFields(data: unknown, readers: Map<string, ReadText>): unknown {
  if (typeof data !== 'object' || data === null) {
    return data;
  }
  const fields: Record<string, unknown> = { ...data };
  for (const [name, read] of readers) {
    const value = fields[name];
    if (typeof value === 'string') {
      fields[name] = read(value);
    }
  }
  return fields;
}

/**
 * The zod validator of every route, accepting exactly what the OpenAPI document says: a JSON body as it is (a
 * number sent as "100" is refused, as the document's `integer` says), and a query string or path, where every
 * value arrives as text, with each field the document types as a number or boolean read from its plain text
 * first. The contract schemas themselves coerce nothing.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'querystring' && route.httpPart !== 'params') {
    return validate;
  }
  const readers = documentedReaders(route.schema);
  if (readers.size === 0) {
    return validate;
  }
  return (data) => validate(readFields(data, readers));
};
