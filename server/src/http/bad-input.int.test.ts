import { createHash, randomBytes } from 'node:crypto';
import { Socket } from 'node:net';

import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { ERROR_STATUS } from '@plaza/contracts/error-codes';
import { failureEnvelopeSchema, fieldErrorsSchema } from '@plaza/contracts/envelope';
import { seamlessResponseSchema } from '@plaza/contracts/seamless';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { getPublicKey } from '../modules/encryption/encryption.service';
import { badRequestPlans } from '../test/bad-requests';
import type { BadRequestPlan, SealedShape } from '../test/bad-requests';
import { createLoggedInMember, relaxLoginChecks } from '../test/member-client';
import { readOperations, sampleParameter } from '../test/openapi-operations';
import type { Operation } from '../test/openapi-operations';
import { loginTestOperator } from '../test/operator-client';
import { createTestApp, describeIntegration, getTestDialect } from '../test/test-database';

/**
 * The project's sweep of bad input: every operation of the generated OpenAPI document (read from GET /openapi.json
 * at test time, so a new route is swept the day it is added), as a guest and as a member, gets a seeded, bounded
 * number of requests that break its documented input for certain (test/bad-requests.ts). Each must answer a 4xx
 * envelope whose code is in the closed list with the code's own status (the vendor wallet API: a status of its
 * protocol, never OK), never 5xx, and no row of any table may change.
 */
const RUNS_PER_OPERATION = 16;
const SEED = 26;
type Caller = 'guest' | 'member' | 'operator';
/** Who calls: a guest and a member everywhere, and on the operator API an operator as well. */
const callersOf = (operation: Operation): Caller[] =>
  operation.path.startsWith('/ops/') ? ['guest', 'member', 'operator'] : ['guest', 'member'];

// Calls answered in a protocol of their own (docs/product/vendor-wallet.md#the-vendor-wallet-api), not the
// envelope.
const isVendorWallet = (operation: Operation) => operation.path.startsWith('/gateway/seamless/');
// An encrypted body (calls marked E): the document shows the envelope of the sealed payload, not what it holds.
const isSealed = (operation: Operation) =>
  ['keyId', 'key', 'iv', 'data'].every((name) => operation.body?.properties?.[name] !== undefined);
// Routes the document leaves out on purpose, each with the expectation the sweep gives it or the reason it has none.
const UNDOCUMENTED = [
  { path: /^\/bgs\/api\/crash\/live$/, reason: 'the crash WebSocket: swept below' },
  {
    path: /^\/wps\/support\/chat\/live$/,
    reason:
      'the live chat WebSocket: junk frames and bad sessions in modules/live-chat/live-chat.int.test.ts',
  },
  {
    path: /^\/wps\/chat-room\/live$/,
    reason:
      'the chat room WebSocket: junk frames and bad sessions in modules/chat-room/chat-room.int.test.ts',
  },
  {
    path: /^\/lgw\/live$/,
    reason:
      'the live events WebSocket: junk frames and bad sessions in modules/live-events/live-events.int.test.ts',
  },
  {
    path: /^\/wps\/app\/webclip\.mobileconfig$/,
    reason: 'the iOS web clip: a signed-free XML profile, no input',
  },
  {
    path: /^\/wps\/app\/download-qr\/:platform$/,
    reason:
      "an app download's QR code, an SVG picture: its one input refused in modules/web-app/web-app.int.test.ts",
  },
  { path: /^\/docs($|\/)/, reason: 'the API browser (swagger-ui), static pages' },
  { path: /^\/openapi\.json$/, reason: 'the document itself' },
  { path: /^\*$/, reason: 'static files (/media, the web app)' },
  { path: /^\/demo-vendor\//, reason: "the demo transfer vendor, a third party's own signed API" },
  {
    path: /^\/demo-identity\//,
    reason: "the demo stand-in identity provider, a third party's own OpenID Connect pages and endpoints",
  },
  { path: /^\/demo-studio\/DEMO\/api\/\*$/, reason: "the demo studio's not-found for unknown calls" },
];

let addressCount = 0;
/** A fresh address for every request: the per-address rate limits are not what this sweep is about. */
function nextAddress(): string {
  addressCount += 1;
  return `10.${100 + Math.floor(addressCount / 65_536)}.${Math.floor(addressCount / 256) % 256}.${addressCount % 256}`;
}

describeIntegration('bad input to every operation of the OpenAPI document', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let operations: Operation[];
  let memberToken: string;
  let operatorToken: string;
  let publicKey: { keyId: string; spki: string };
  const sealedShapes = new Map<Operation, SealedShape>();

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    memberToken = (await createLoggedInMember(testApp.app, testApp.database.handle, 'sweepmember')).token;
    operatorToken = await loginTestOperator(testApp.app);
    publicKey = await getPublicKey(testApp.database.handle);
    operations = await readOperations(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** Every table's row count and a digest of its rows, in any order. */
  const readTables = async (): Promise<Record<string, string>> => {
    const db = testApp.database.handle.db;
    const tables = await db.introspection.getTables();
    const digests: Record<string, string> = {};
    for (const table of tables) {
      const result = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
      const rows = result.rows.map((row) =>
        JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
      );
      rows.sort();
      digests[table.name] =
        `${rows.length} rows ${createHash('sha256').update(rows.join('\n')).digest('hex')}`;
    }
    return digests;
  };

  const samplePath = (operation: Operation, plan?: BadRequestPlan): string =>
    operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      if (plan?.kind === 'address unreadable' && plan.rawPath[name] !== undefined) {
        return plan.rawPath[name];
      }
      const broken = plan?.kind === 'path field' ? plan.path[name] : undefined;
      const parameter = operation.pathParameters.find((each) => each.name === name);
      return encodeURIComponent(broken ?? sampleParameter(parameter?.schema ?? {}) ?? 'x');
    });

  const requiredQuery = (operation: Operation): Record<string, string> =>
    Object.fromEntries(
      operation.queryParameters.flatMap((parameter) => {
        const value = sampleParameter(parameter.schema);
        return parameter.isRequired && value !== undefined ? [[parameter.name, value]] : [];
      }),
    );

  const authorizationOf = (caller: Caller): Record<string, string> =>
    caller === 'guest' ? {} : { authorization: caller === 'member' ? memberToken : operatorToken };

  /** The request a plan describes, from a caller at an address of its own. */
  const toRequest = async (
    operation: Operation,
    plan: BadRequestPlan,
    caller: Caller,
  ): Promise<InjectOptions> => {
    const headers = authorizationOf(caller);
    const json = (value: unknown) => {
      headers['content-type'] = 'application/json';
      return JSON.stringify(value);
    };
    let payload: string | undefined;
    switch (plan.kind) {
      case 'body field':
      case 'body missing a field':
      case 'body not an object':
        payload = json(plan.body);
        break;
      case 'body not JSON':
        headers['content-type'] = plan.contentType;
        payload = plan.text;
        break;
      case 'body too large':
        payload = json({ filler: 'x'.repeat(1024 * 1024 + 1) });
        break;
      case 'sealed junk': {
        const sealed = await encryptPayload(publicKey, {});
        payload = json(
          plan.junk === 'key id'
            ? { ...sealed, keyId: 'no-such-key' }
            : {
                ...sealed,
                key: randomBytes(256).toString('base64'),
                data: randomBytes(48).toString('base64'),
              },
        );
        break;
      }
      case 'sealed too old':
        payload = json(await encryptPayload(publicKey, plan.payload, Date.now() - 10 * 60 * 1000));
        break;
      case 'sealed missing a field':
        payload = json(await encryptPayload(publicKey, plan.payload));
        break;
      case 'query field':
      case 'query missing a field':
      case 'path field':
      case 'address unreadable':
        break;
    }
    const query =
      plan.kind === 'query field' || plan.kind === 'query missing a field'
        ? plan.query
        : requiredQuery(operation);
    return {
      method: operation.method,
      url: samplePath(operation, plan),
      query,
      headers,
      remoteAddress: nextAddress(),
      ...(payload === undefined ? {} : { payload }),
    };
  };

  /** What is wrong with the answer to a bad request, or undefined when it is what the contract says. */
  const faultOf = (operation: Operation, plan: BadRequestPlan, response: LightMyRequestResponse) => {
    const body: unknown = response.body === '' ? undefined : JSON.parse(response.body);
    if (isVendorWallet(operation) && plan.kind !== 'address unreadable') {
      const answer = seamlessResponseSchema.safeParse(body);
      return response.statusCode === 200 && answer.success && answer.data.status !== 'OK'
        ? undefined
        : 'not a refusal in the vendor wallet protocol';
    }
    const envelope = failureEnvelopeSchema.safeParse(body);
    if (!envelope.success) {
      return 'not a failure envelope with a code of the closed list';
    }
    if (response.statusCode < 400 || response.statusCode >= 500) {
      return 'not a 4xx';
    }
    return ERROR_STATUS[envelope.data.errorCode] === response.statusCode
      ? undefined
      : "status is not the code's";
  };

  /** Learns what each encrypted payload must hold from the call's own answer to an empty one. */
  const learnSealedShapes = async () => {
    // The document shows only the sealed envelope. A call that needs nothing in it acts on this probe, which is
    // why the probes run before the tables are read.
    for (const operation of operations.filter(isSealed)) {
      const probe = await testApp.app.inject({
        method: operation.method,
        url: samplePath(operation),
        headers: { authorization: memberToken },
        payload: await encryptPayload(publicKey, {}),
        remoteAddress: nextAddress(),
      });
      const fields = fieldErrorsSchema.safeParse(probe.json<{ value?: unknown }>().value);
      sealedShapes.set(operation, {
        required: fields.success
          ? Object.entries(fields.data.fields).flatMap(([name, key]) =>
              key === 'validation.required' ? [name] : [],
            )
          : [],
      });
    }
  };

  /**
   * A read that takes no input has nothing to break: fields it does not read are ignored. Each must answer as it
   * answers a plain call (a success or a failure envelope, never 5xx; /healthz and /readyz their own status). Some of them write
   * (a captcha is stored), which is why they run before the tables are read.
   */
  const checkReadsWithoutInput = async (reads: Operation[]): Promise<number> => {
    let requests = 0;
    for (const operation of reads) {
      for (const caller of callersOf(operation)) {
        const call = (query: Record<string, string>) =>
          testApp.app.inject({
            method: operation.method,
            url: operation.path,
            query,
            headers: authorizationOf(caller),
            remoteAddress: nextAddress(),
          });
        const plain = await call({});
        const junk = await call({ pageSize: '-1', nodeId: 'x'.repeat(300), '__proto__[a]': '1', '': '' });
        requests += 2;
        for (const response of [plain, junk]) {
          const label = `${caller} ${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          const body: unknown = response.json();
          if (operation.path === '/healthz') {
            expect(body, label).toEqual({ status: 'ok' });
          } else if (operation.path === '/readyz') {
            expect(body, label).toMatchObject({ status: 'ready' });
          } else if (response.statusCode < 400) {
            expect(body, label).toMatchObject({ success: true });
          } else {
            expect(failureEnvelopeSchema.safeParse(body).success, label).toBe(true);
          }
        }
        expect(junk.statusCode, `${caller} ${operation.method} ${operation.path}`).toBe(plain.statusCode);
      }
    }
    return requests;
  };

  /**
   * The crash game's live WebSocket (/bgs/api/crash/live, left out of the document by @fastify/websocket): a plain
   * GET is a 404 envelope; a socket that sends junk is ignored, and one past the 1 KiB message limit is closed
   * (1009) without harm to the server.
   */
  const checkLiveSocket = async (): Promise<number> => {
    for (const headers of [{}, { authorization: memberToken }]) {
      const plain = await testApp.app.inject({
        url: '/bgs/api/crash/live',
        headers,
        remoteAddress: nextAddress(),
      });
      expect(plain.statusCode).toBe(404);
      expect(failureEnvelopeSchema.parse(plain.json())).toMatchObject({ errorCode: 'not.found' });
    }
    // An injected upgrade has no socket; the rate limit keys connections on the client's address.
    const client = Object.defineProperty(new Socket(), 'remoteAddress', { value: nextAddress() });
    const socket = await testApp.app.injectWS('/bgs/api/crash/live', { socket: client });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    for (const junk of ['{"bet":', 'null', JSON.stringify({ token: 'x', amount: -1 }), '\u0000']) {
      socket.send(junk);
    }
    socket.send(Buffer.from([0xff, 0xfe, 0x00]));
    socket.send('x'.repeat(4096));
    expect(await closed).toBe(1009);
    const health = await testApp.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    return 8;
  };

  it('answers every bad request with a 4xx envelope from the closed list, never 5xx, and changes no row', async () => {
    const started = performance.now();
    await learnSealedShapes();
    const plansOf = new Map(
      operations.map((operation) => [operation, badRequestPlans(operation, sealedShapes.get(operation))]),
    );
    const withoutInput = operations.filter((operation) => plansOf.get(operation) === undefined);
    // Every operation that takes no input is a read; anything that changes something has input to break.
    expect(withoutInput.filter((operation) => operation.method !== 'GET')).toEqual([]);
    let requests = await checkReadsWithoutInput(withoutInput);

    const before = await readTables();
    const statuses = new Map<string, number>();
    const kinds = new Map<string, number>();
    for (const [index, operation] of operations.entries()) {
      const plans = plansOf.get(operation);
      if (plans === undefined) {
        continue;
      }
      for (const [callerIndex, caller] of callersOf(operation).entries()) {
        await fc.assert(
          fc.asyncProperty(plans, async (plan) => {
            const response = await testApp.app.inject(await toRequest(operation, plan, caller));
            requests += 1;
            kinds.set(plan.kind, (kinds.get(plan.kind) ?? 0) + 1);
            const answer =
              response.body === '' ? {} : response.json<{ errorCode?: string; status?: string }>();
            const label = `${response.statusCode} ${answer.errorCode ?? answer.status ?? ''}`;
            statuses.set(label, (statuses.get(label) ?? 0) + 1);
            expect(
              faultOf(operation, plan, response),
              `${caller} ${operation.method} ${operation.path} ${plan.kind}: ${response.statusCode} ${response.body.slice(0, 300)}`,
            ).toBeUndefined();
          }),
          { numRuns: RUNS_PER_OPERATION, seed: SEED + index * 3 + callerIndex },
        );
      }
    }
    requests += await checkLiveSocket();
    const after = await readTables();
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed, 'tables changed by bad requests').toEqual([]);

    const list = (counts: Map<string, number>) =>
      [...counts.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([label, count]) => `${label} ×${count}`)
        .join(', ');
    console.log(
      `bad-input sweep (${getTestDialect()}): ${operations.length} operations of the document and the crash ` +
        `WebSocket; ${operations.length - withoutInput.length} with input swept as guest and member (and operator ` +
        `on /ops), ${withoutInput.length} reads without input; ${requests} requests; ` +
        `statuses of the bad ones: ${list(statuses)}; kinds: ${list(kinds)}; ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // Some 3,600 requests: 14 s on SQLite and 17 s on PostgreSQL with this machine's two cores under a load
    // average of 10. The limit only stops a sweep that hangs.
  }, 300_000);

  it('leaves no route out of the sweep: every route is in the document or named here with its reason', () => {
    const documented = new Set(
      operations.map((operation) => `${operation.method} ${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    const undocumented = listRoutes(testApp.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.method !== 'HEAD' && !documented.has(`${route.method} ${route.path}`))
      .filter((route) => !UNDOCUMENTED.some((rule) => rule.path.test(route.path)));
    expect(undocumented).toEqual([]);
  });
});

/** The method and path of every route in Fastify's printed route tree (printRoutes with commonPrefix off). */
function listRoutes(tree: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (match === null) {
      continue;
    }
    const depth = (match[1] ?? '').length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2] ?? ''}`;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((each) => each.trim())) {
      if (method !== '') {
        routes.push({ method, path });
      }
    }
  }
  return routes;
}
