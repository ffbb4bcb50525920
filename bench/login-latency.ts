// Prints how long a login takes on the server: encrypted POST /wps/session/login over HTTP on loopback, with
// the argon2id verification, the challenge check and the session written. The client's proof-of-work is solved
// before the clock starts (it is the browser's time, not the server's). Usage: npx tsx bench/login-latency.ts [runs]
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

import { encryptPayload } from '../contracts/src/encrypt-payload';
import { buildApp } from '../server/src/app';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemoDeployment } from '../server/src/demo/seed-demo';

const RUNS = Number(process.argv[2] ?? 30);
const PATH = '.tmp/bench-login/plaza.db';

rmSync('.tmp/bench-login', { recursive: true, force: true });
const database = openDatabase({ kind: 'sqlite', path: PATH });
await migrateToLatest(database);
await seedDemoDeployment(database, 'PLAZA');
const app = await buildApp({ database, logLevel: 'silent' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function getValue<T>(path: string): Promise<T> {
  const response = await fetch(`${address}${path}`);
  const body = (await response.json()) as { value: T };
  return body.value;
}

const key = await getValue<{ keyId: string; spki: string }>('/wps/system/publicKey');
const timings: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const challenge = await getValue<Challenge>('/wps/verification/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  const field = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const body = await encryptPayload(key, {
    username: 'demoplayer',
    password: 'Player1234',
    challenge: field,
  });
  const started = performance.now();
  const response = await fetch(`${address}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.json();
  timings.push(performance.now() - started);
  if (!response.ok) {
    throw new Error(`login failed with ${response.status}`);
  }
}
await app.close();
await database.destroy();

timings.sort((a, b) => a - b);
const at = (quantile: number) =>
  timings[Math.min(timings.length - 1, Math.floor(quantile * timings.length))] ?? 0;
console.log(`login over HTTP, ${RUNS} runs (argon2id m=19456 KiB, t=2, p=1; SQLite synchronous=FULL)`);
console.log(
  `median ${at(0.5).toFixed(1)} ms   p90 ${at(0.9).toFixed(1)} ms   min ${at(0).toFixed(1)} ms   max ${at(1).toFixed(1)} ms`,
);
