import fc from 'fast-check';

import { admittedTypes, sampleNumber, sampleParameter, sampleText } from './openapi-operations';
import type { JsonSchema, Operation } from './openapi-operations';

/**
 * Requests that break an operation's documented input for certain, however the rest of them is filled: a field of
 * another type or past a limit, a required field left out, a body that is not JSON, an address that cannot be
 * read. Each is a plan; the sweep (server/src/http/bad-input.int.test.ts) sends it.
 */
export type BadRequestPlan =
  | { kind: 'body field'; field: string; body: unknown }
  | { kind: 'body missing a field'; field: string; body: unknown }
  | { kind: 'body not an object'; body: unknown }
  | { kind: 'body not JSON'; contentType: string; text: string }
  | { kind: 'body too large' }
  | { kind: 'query field'; field: string; query: Record<string, string> }
  | { kind: 'query missing a field'; field: string; query: Record<string, string> }
  | { kind: 'path field'; field: string; path: Record<string, string> }
  | { kind: 'address unreadable'; rawPath: Record<string, string> }
  | { kind: 'sealed junk'; junk: 'ciphertext' | 'key id' }
  | { kind: 'sealed too old'; payload: Record<string, unknown> }
  | { kind: 'sealed missing a field'; field: string; payload: Record<string, unknown> };

const ANY_VALUE: [string, unknown][] = [
  ['string', 'text'],
  ['integer', 7],
  ['number', 1.5],
  ['boolean', true],
  ['null', null],
  ['object', { junk: 1 }],
  ['array', [1]],
];

function admits(types: Set<string>, kind: string): boolean {
  if (kind === 'integer') {
    return types.has('integer') || types.has('number');
  }
  return types.has(kind);
}

const PATTERN_BREAKERS = ['', ' ', '%', '<script>', 'not valid ✗', 'a'.repeat(300)];

/** JSON values the schema refuses for certain: another type, past a limit, outside its options or pattern. */
export function violatingValues(schema: JsonSchema): unknown[] {
  const types = admittedTypes(schema);
  if (types.has('any')) {
    return [];
  }
  const values = ANY_VALUE.filter(([kind]) => !admits(types, kind)).map(([, value]) => value);
  if ((types.has('integer') || types.has('number')) && !types.has('string')) {
    // The document says number: text is refused even when it holds digits.
    values.push('100');
  }
  if (schema.anyOf !== undefined || schema.oneOf !== undefined) {
    return values;
  }
  if (schema.enum !== undefined) {
    const options = schema.enum;
    const outside = [false, true, 'NOT_AN_OPTION', -987_654].filter(
      (value) => typeof value === typeof options[0] && !options.includes(value),
    );
    values.push(...outside);
  }
  switch (schema.type) {
    case 'string': {
      if (schema.maxLength !== undefined) {
        values.push('x'.repeat(schema.maxLength + 1));
      }
      if (schema.minLength !== undefined && schema.minLength > 0) {
        values.push('x'.repeat(schema.minLength - 1));
      }
      const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern);
      if (pattern !== undefined) {
        values.push(...PATTERN_BREAKERS.filter((text) => !pattern.test(text)).slice(0, 2));
      }
      if (schema.format === 'date-time') {
        values.push('yesterday');
      }
      break;
    }
    case 'integer':
    case 'number': {
      if (schema.type === 'integer') {
        values.push(2.5);
      }
      if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) {
        values.push(schema.maximum + 1);
      }
      if (schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER) {
        values.push(schema.exclusiveMinimum === true ? schema.minimum : schema.minimum - 1);
      }
      break;
    }
    case 'array': {
      if (schema.maxItems !== undefined) {
        values.push(Array.from({ length: schema.maxItems + 1 }, () => sampleJson(schema.items ?? {})));
      }
      if (schema.minItems !== undefined && schema.minItems > 0) {
        values.push([]);
      }
      const item = schema.items === undefined ? undefined : violatingValues(schema.items)[0];
      if (item !== undefined) {
        values.push([item]);
      }
      break;
    }
    case 'object': {
      const required = schema.required ?? [];
      if (required.length > 0) {
        values.push({});
      }
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const value = violatingValues(property)[0];
        if (value !== undefined) {
          values.push({ ...sampleObject(schema), [name]: value });
        }
      }
      break;
    }
    case undefined:
    default:
      break;
  }
  return values;
}

/** A value the schema accepts where one is easy to name (the sweep fills the fields it does not break with it). */
export function sampleJson(schema: JsonSchema): unknown {
  if (schema.default !== undefined) {
    return schema.default;
  }
  if (schema.enum !== undefined) {
    return schema.enum[0];
  }
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch !== undefined) {
    return sampleJson(branch);
  }
  switch (schema.type) {
    case 'string':
      return sampleText(schema) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return sampleObject(schema);
    case undefined:
    default:
      return null;
  }
}

/** The object schema's required fields, each with a value it accepts. */
function sampleObject(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    (schema.required ?? []).map((name) => [name, sampleJson(schema.properties?.[name] ?? {})]),
  );
}

/** Texts a path or query parameter refuses for certain. */
export function violatingTexts(schema: JsonSchema): string[] {
  const types = admittedTypes(schema);
  const texts: string[] = [];
  if ((types.has('integer') || types.has('number')) && !types.has('string')) {
    texts.push('abc', '1e3', '');
    if (types.has('integer') && !types.has('number')) {
      texts.push('2.5');
    }
  }
  const strings = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter(
    (each) => each.type === 'string',
  );
  if (strings.length === 1 && strings[0] !== undefined && !types.has('array')) {
    const only = strings[0];
    texts.push(...violatingValues(only).filter((value): value is string => typeof value === 'string'));
  }
  if (schema.type === 'array' && schema.items !== undefined) {
    texts.push(...violatingTexts(schema.items));
  }
  return texts;
}

/**
 * Bodies that are not JSON, or of a type no route reads. Plain text only where the operation documents a body: a
 * call that reads none (a logout) takes a text body as no body at all, and would act.
 */
function notJson(hasDocumentedBody: boolean) {
  return fc.oneof(
    fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"a":1}}', '\u0000', "{'a': 1}").map((text) => ({
      contentType: 'application/json',
      text,
    })),
    ...(hasDocumentedBody
      ? [fc.string({ minLength: 1, maxLength: 40 }).map((text) => ({ contentType: 'text/plain', text }))]
      : []),
    fc.constant({ contentType: 'application/xml', text: '<a>1</a>' }),
    fc.constantFrom(
      {
        contentType: 'multipart/form-data',
        text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
      },
      { contentType: 'multipart/form-data; boundary=other', text: 'junk' },
      {
        contentType: 'multipart/form-data; boundary=x',
        text: '--x\r\nContent-Disposition: form-data; name="a"',
      },
    ),
  );
}

/** A filler for a field the plan does not break: a value of its schema, or any JSON at all. */
function filler(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(fc.constant(sampleJson(schema)), fc.jsonValue({ maxDepth: 1 }));
}

/** The fields the sweep learned an encrypted payload needs (its 400 to an empty payload names them). */
export interface SealedShape {
  required: string[];
}

/**
 * Plans of bad requests to `operation`, for fast-check: each breaks the documented input for certain. An operation
 * taking no input at all has none (the sweep answers for those apart).
 */
export function badRequestPlans(
  operation: Operation,
  sealed: SealedShape | undefined,
): fc.Arbitrary<BadRequestPlan> | undefined {
  const plans: fc.Arbitrary<BadRequestPlan>[] = [];
  const body = operation.body;
  const hasBody = operation.method !== 'GET';
  const properties = Object.entries(body?.properties ?? {});

  if (hasBody) {
    plans.push(notJson(body !== undefined).map((raw) => ({ kind: 'body not JSON', ...raw })));
  }
  if (body !== undefined && body.type === 'object') {
    plans.push(
      fc
        .constantFrom<unknown>('text', 12, [1, 2], null, true)
        .map((value) => ({ kind: 'body not an object', body: value })),
    );
    const fillers = fc.record(
      Object.fromEntries(properties.map(([name, schema]) => [name, filler(schema)])),
      { requiredKeys: [] },
    );
    const broken = properties.flatMap(([name, schema]) =>
      violatingValues(schema).map((value) => ({ name, value })),
    );
    if (broken.length > 0) {
      plans.push(
        fc.tuple(fillers, fc.constantFrom(...broken)).map(([fields, { name, value }]) => ({
          kind: 'body field',
          field: name,
          body: { ...fields, [name]: value },
        })),
      );
    }
    const required = body.required ?? [];
    if (required.length > 0) {
      plans.push(
        fc.tuple(fillers, fc.constantFrom(...required)).map(([fields, name]) => {
          const { [name]: _left, ...rest } = fields;
          return { kind: 'body missing a field', field: name, body: rest };
        }),
      );
    }
  }

  const query = Object.fromEntries(
    operation.queryParameters.flatMap((parameter) => {
      const value = sampleParameter(parameter.schema);
      return parameter.isRequired && value !== undefined ? [[parameter.name, value]] : [];
    }),
  );
  const brokenQuery = operation.queryParameters.flatMap((parameter) =>
    violatingTexts(parameter.schema).map((text) => ({ name: parameter.name, text })),
  );
  if (brokenQuery.length > 0) {
    plans.push(
      fc.constantFrom(...brokenQuery).map(({ name, text }) => ({
        kind: 'query field',
        field: name,
        query: { ...query, [name]: text },
      })),
    );
  }
  const requiredQuery = operation.queryParameters.filter((parameter) => parameter.isRequired);
  if (requiredQuery.length > 0) {
    plans.push(
      fc.constantFrom(...requiredQuery).map((parameter) => {
        const { [parameter.name]: _left, ...rest } = query;
        return { kind: 'query missing a field', field: parameter.name, query: rest };
      }),
    );
  }

  if (operation.pathParameters.length > 0) {
    const brokenPath = operation.pathParameters.flatMap((parameter) =>
      violatingTexts(parameter.schema)
        .filter((text) => text !== '')
        .map((text) => ({ name: parameter.name, text })),
    );
    if (brokenPath.length > 0) {
      plans.push(
        fc.constantFrom(...brokenPath).map(({ name, text }) => ({
          kind: 'path field',
          field: name,
          path: { [name]: text },
        })),
      );
    }
    plans.push(
      fc
        .tuple(
          fc.constantFrom(...operation.pathParameters.map((parameter) => parameter.name)),
          fc.constantFrom('%ZZ', '%E0%A4%A', 'a'.repeat(120)),
        )
        .map(([name, text]) => ({ kind: 'address unreadable', rawPath: { [name]: text } })),
    );
  }

  if (sealed !== undefined) {
    plans.push(
      fc
        .constantFrom('ciphertext' as const, 'key id' as const)
        .map((junk) => ({ kind: 'sealed junk', junk })),
    );
    plans.push(
      fc
        .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 })
        .map((payload) => ({ kind: 'sealed too old', payload })),
    );
    if (sealed.required.length > 0) {
      plans.push(
        fc
          .tuple(
            fc.constantFrom(...sealed.required),
            fc.dictionary(fc.constantFrom(...sealed.required), fc.jsonValue({ maxDepth: 1 })),
          )
          .map(([field, fields]) => {
            const { [field]: _left, ...payload } = fields;
            return { kind: 'sealed missing a field', field, payload };
          }),
      );
    }
  }
  if (plans.length === 0) {
    return undefined;
  }
  // Now and then a body past the server's limit: 1 MiB to build and refuse, so not as often as the others.
  return fc.oneof(
    ...plans.map((arbitrary) => ({ arbitrary, weight: 6 })),
    ...(hasBody ? [{ arbitrary: fc.constant<BadRequestPlan>({ kind: 'body too large' }), weight: 1 }] : []),
  );
}
