import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { seedDemoDeployment } from '../../demo/seed-demo';
import { DEFAULT_DEMO_VENDOR_SECRET } from '../../demo/demo-vendor-integrations';
import { fundMember, issueTestLaunchToken, postSeamlessOverHttp } from '../../test/seamless-client';
import { createTestDatabase, describeIntegration, getTestDialect } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { insertMember } from '../accounts/accounts.repository';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';

/**
 * Crash test: the real server process takes bets and wins from concurrent vendors' clients and is killed with
 * SIGKILL in the middle of the load. After a restart every call it acknowledged must be there, a repeat of an
 * acknowledged call must get the same answer, and the ledger's invariants must hold.
 */

const PLAYERS = 16;
const FUNDS = 10_000_000;
const SERVER_ENTRY = new URL('../../main.ts', import.meta.url).pathname;
const PORT = 3_900 + Math.floor(Math.random() * 900);

interface Acknowledged {
  operation: 'bet' | 'win';
  body: Record<string, unknown>;
  answer: Record<string, unknown>;
}

describeIntegration('a server killed during load', () => {
  let database: TestDatabase;
  let server: ChildProcess | undefined;
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoDeployment(database.handle, 'PLAZA');
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    agent.destroy();
    await database.drop();
  });

  async function start(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(PORT),
        LOG_LEVEL: 'error',
        WEB_DIST: '/nonexistent',
        DATABASE_POOL_SIZE: '8',
      },
      stdio: 'ignore',
    });
    let exitCode: number | null | undefined;
    child.once('exit', (code) => (exitCode = code));
    // Until it serves or dies, however long a busy machine takes to start it (the test's own limit stops a hang).
    while (exitCode === undefined) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) {
          return child;
        }
      } catch {
        // not yet listening
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the server exited with ${String(exitCode)} before it served`);
  }

  const post = (operation: string, body: Record<string, unknown>) =>
    postSeamlessOverHttp({
      port: PORT,
      vendor: 'DEMO',
      operation,
      body,
      secret: DEFAULT_DEMO_VENDOR_SECRET,
      agent,
    });

  it('keeps every acknowledged call and the invariants after kill -9 and a restart', async () => {
    const handle = database.handle;
    const players: Array<{ memberId: number; token: string }> = [];
    for (let index = 0; index < PLAYERS; index += 1) {
      const memberId = await insertMember(handle.db, {
        username: `crash${index}`,
        passwordHash: 'not-used',
        type: 0,
        isFirstLogin: false,
        now: Date.now(),
      });
      await fundMember(handle, memberId, FUNDS, 'USD');
      players.push({ memberId, token: await issueTestLaunchToken(handle, { memberId, vendor: 'DEMO' }) });
    }

    server = await start();
    const acknowledged: Acknowledged[] = [];
    let isKilled = false;
    const clients = players.map(async ({ memberId, token }) => {
      for (let round = 0; !isKilled; round += 1) {
        const common = {
          playerId: String(memberId),
          currency: 'USD',
          gameCode: 'DEMO_SLOT',
          roundId: `${memberId}-${round}`,
        };
        const calls: Array<['bet' | 'win', Record<string, unknown>]> = [
          [
            'bet',
            {
              ...common,
              requestId: `b${round}`,
              token,
              transactionId: `${memberId}-${round}-b`,
              amount: 100 + (round % 7),
            },
          ],
          [
            'win',
            {
              ...common,
              requestId: `w${round}`,
              transactionId: `${memberId}-${round}-w`,
              amount: round % 3 === 0 ? 250 : 0,
              refTransactionId: `${memberId}-${round}-b`,
            },
          ],
        ];
        for (const [operation, body] of calls) {
          try {
            const answer = await post(operation, body);
            if (answer.status === 'OK') {
              acknowledged.push({ operation, body, answer });
            }
          } catch {
            return; // the connection died with the server
          }
        }
      }
    });
    // Let the load run until a few hundred calls are acknowledged (however long a busy machine takes), then kill the
    // server while calls are in flight.
    while (acknowledged.length < 200) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const killed = server;
    const exited = new Promise((resolve) => killed.once('exit', resolve));
    isKilled = true;
    killed.kill('SIGKILL');
    await exited;
    await Promise.all(clients);
    expect(acknowledged.length).toBeGreaterThan(50);

    server = await start();
    // Every acknowledged call is recorded, with the answer it was given.
    const rows = await handle.db
      .selectFrom('seamless_transaction')
      .select(['transaction_id', 'outcome', 'balance_after', 'id'])
      .where('vendor_code', '=', 'DEMO')
      .execute();
    const recorded = new Map(rows.map((row) => [row.transaction_id, row]));
    for (const { body, answer } of acknowledged) {
      const row = recorded.get(String(body.transactionId));
      expect(row, `acknowledged ${String(body.transactionId)} is missing`).toBeDefined();
      expect(row?.outcome).toBe('OK');
      expect(row?.balance_after).toBe(answer.balance);
    }
    // A vendor that retries an acknowledged call after the crash gets the same answer and moves nothing.
    for (const { operation, body, answer } of acknowledged.slice(-5)) {
      expect(await post(operation, body)).toEqual(answer);
    }
    // Each balance is the funds minus the recorded bets plus the recorded wins.
    for (const { memberId } of players) {
      const movements = await handle.db
        .selectFrom('seamless_transaction')
        .select(['kind', 'amount'])
        .where('member_id', '=', memberId)
        .where('outcome', '=', 'OK')
        .execute();
      const expected = movements.reduce(
        (balance, row) => (row.kind === 'bet' ? balance - row.amount : balance + row.amount),
        FUNDS,
      );
      const account = await findAccountByCode(handle.db, ledgerAccountCodes.memberMain(memberId));
      expect(account?.balance).toBe(expected);
    }
    const verification = await verifyLedger(handle.db);
    expect(verification.checks.filter((check) => !check.isPassing)).toEqual([]);
    console.info(
      `crash test (${getTestDialect()}): ${acknowledged.length} calls acknowledged before kill -9, all found after ` +
        `restart among ${rows.length} recorded; ledger: ` +
        verification.checks.map((check) => `${check.name} ${check.isPassing ? 'ok' : 'BROKEN'}`).join(', '),
    );
  }, 120_000);
});
