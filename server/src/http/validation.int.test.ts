import { fieldErrorsSchema } from '@plaza/contracts/envelope';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createLoggedInMember, relaxLoginChecks } from '../test/member-client';
import {
  admittedTypes,
  fillPath,
  readOperations,
  sampleNumber,
  sampleParameter,
  sampleText,
} from '../test/openapi-operations';
import type { JsonSchema, Operation } from '../test/openapi-operations';
import { loginTestOperator } from '../test/operator-client';
import { createTestApp, describeIntegration } from '../test/test-database';

/** The fields a 400 request_param_err names; none for any other answer. */
function namedFields(response: LightMyRequestResponse): Record<string, string> {
  const body: unknown = response.json();
  const details = typeof body === 'object' && body !== null && 'value' in body ? body.value : undefined;
  const parsed = fieldErrorsSchema.safeParse(details);
  return response.statusCode === 400 && parsed.success ? parsed.data.fields : {};
}

const isNumeric = (schema: JsonSchema) => {
  const types = admittedTypes(schema);
  return (types.has('integer') || types.has('number')) && !types.has('string');
};

/**
 * Texts the string schema refuses although trimming would make them fit: one character past maxLength with a
 * trailing space, and a fitting value wrapped in spaces where the pattern allows none.
 */
function refusedTexts(schema: JsonSchema): string[] {
  if (admittedTypes(schema).size !== 1 || schema.type !== 'string' || schema.enum !== undefined) {
    return [];
  }
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern);
  const texts: string[] = [];
  if (schema.maxLength !== undefined) {
    const fill = ['a', 'A', '1'].find(
      (character) => pattern?.test(character.repeat(schema.maxLength ?? 0)) ?? true,
    );
    if (fill !== undefined) {
      texts.push(`${fill.repeat(schema.maxLength)} `);
    }
  }
  const sample = sampleText(schema);
  if (pattern !== undefined && sample !== undefined && !pattern.test(` ${sample} `)) {
    texts.push(` ${sample} `);
  }
  return texts;
}

describeIntegration('the wire accepts exactly what the OpenAPI document says', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let operations: Operation[];
  let memberToken: string;
  let operatorToken: string;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    memberToken = (await createLoggedInMember(testApp.app, testApp.database.handle, 'wiremember')).token;
    operatorToken = await loginTestOperator(testApp.app);
    operations = await readOperations(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  // Signed in, so that each call reaches its input checks whatever it asks first.
  const send = (operation: Operation, options: { query?: Record<string, string>; body?: unknown } = {}) => {
    const pathValues = operation.pathParameters.map((parameter): [string, string] => [
      parameter.name,
      sampleParameter(parameter.schema) ?? 'x',
    ]);
    return testApp.app.inject({
      method: operation.method,
      url: fillPath(operation, Object.fromEntries(pathValues)),
      headers: {
        authorization: operation.path.startsWith('/ops/') ? operatorToken : memberToken,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.query === undefined ? {} : { query: options.query }),
      ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    });
  };

  it('refuses a number sent as a string in a JSON body, naming the field', async () => {
    const accepted: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      for (const [name, schema] of Object.entries(operation.body?.properties ?? {})) {
        if (!isNumeric(schema)) {
          continue;
        }
        checked += 1;
        const response = await send(operation, { body: { [name]: String(sampleNumber(schema)) } });
        if (namedFields(response)[name] === undefined) {
          accepted.push(
            `${operation.method} ${operation.path} ${name}: ${response.statusCode} ${response.body}`,
          );
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(checked).toBeGreaterThan(5);
  });

  it('reads the digits of a number in a query string or a path as the number the document says', async () => {
    const refused: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      for (const parameter of operation.queryParameters.filter((each) => isNumeric(each.schema))) {
        checked += 1;
        const response = await send(operation, {
          query: { [parameter.name]: String(sampleNumber(parameter.schema)) },
        });
        if (namedFields(response)[parameter.name] !== undefined) {
          refused.push(`${operation.method} ${operation.path} ${parameter.name}: ${response.body}`);
        }
      }
      for (const parameter of operation.pathParameters.filter((each) => isNumeric(each.schema))) {
        checked += 1;
        const response = await send(operation);
        if (namedFields(response)[parameter.name] !== undefined) {
          refused.push(`${operation.method} ${operation.path} ${parameter.name}: ${response.body}`);
        }
      }
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(5);
  });

  it('refuses text the documented length or pattern refuses, even when trimming would make it fit', async () => {
    const accepted: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      const cases = [
        ...Object.entries(operation.body?.properties ?? {}).flatMap(([name, schema]) =>
          refusedTexts(schema).map((text) => ({ name, options: { body: { [name]: text } } })),
        ),
        ...operation.queryParameters.flatMap((parameter) =>
          refusedTexts(parameter.schema).map((text) => ({
            name: parameter.name,
            options: { query: { [parameter.name]: text } },
          })),
        ),
      ];
      for (const { name, options } of cases) {
        checked += 1;
        const response = await send(operation, options);
        if (namedFields(response)[name] === undefined) {
          accepted.push(
            `${operation.method} ${operation.path} ${name}=${JSON.stringify(options)}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(checked).toBeGreaterThan(5);
  });
});
