import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Agent } from 'node:http';
import { request } from 'node:http';

import type { DatabaseHandle } from '../db/database';
import { runInTransaction } from '../db/transaction';
import {
  ensureAccount,
  getMemberMainAccount,
  ledgerAccountCodes,
  postTransfers,
} from '../modules/ledger/ledger.service';
import { issueLaunchToken } from '../modules/vendors/launch-tokens.service';
import { signBody } from '../modules/vendors/signature';

/** A seamless call as a vendor makes it: the body signed with the vendor's secret. */
export async function callSeamless(
  app: FastifyInstance,
  options: { vendor: string; operation: string; body: unknown; secret: string; signature?: string },
): Promise<{ statusCode: number; body: Record<string, unknown> }> {
  const payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const response = await app.inject({
    method: 'POST',
    url: `/gateway/seamless/${options.vendor}/${options.operation}`,
    headers: {
      'content-type': 'application/json',
      'x-signature': options.signature ?? signBody(payload, options.secret),
    },
    payload,
  });
  return { statusCode: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** Puts money in a member's main wallet from a test payment channel, through the ledger. */
export async function fundMember(
  handle: DatabaseHandle,
  memberId: number,
  amount: number,
  currency: string,
): Promise<void> {
  await runInTransaction(handle, async (db) => {
    const channel = await ensureAccount(db, {
      code: ledgerAccountCodes.paymentChannel('TEST'),
      kind: 'payment_channel',
      ownerId: null,
      currency,
      allowNegative: true,
    });
    const main = await getMemberMainAccount(db, memberId, currency);
    await postTransfers(db, [
      {
        idempotencyKey: `test-fund:${randomBytes(8).toString('hex')}`,
        kind: 'deposit',
        reference: 'test',
        debitAccountId: channel.id,
        creditAccountId: main.id,
        amount,
      },
    ]);
  });
}

/** Issues a launch token for a member at a vendor, as /wps/game/launchGame does; answers the token. */
export async function issueTestLaunchToken(
  handle: DatabaseHandle,
  options: { memberId: number; vendor: string; gameCode?: string; gameType?: string; expiresAt?: number },
): Promise<string> {
  const now = Date.now();
  return issueLaunchToken(
    handle.db,
    {
      memberId: options.memberId,
      vendorCode: options.vendor,
      gameCode: options.gameCode ?? 'DEMO_SLOT',
      gameType: options.gameType ?? 'RNG',
    },
    now,
    options.expiresAt ?? now + 3_600_000,
  );
}

/**
 * A seamless call over real HTTP on loopback, signed, through a keep-alive `agent` (the benchmark and the crash
 * test drive a server running in another process). Rejects when the connection fails.
 */
export function postSeamlessOverHttp(options: {
  port: number;
  vendor: string;
  operation: string;
  body: unknown;
  secret: string;
  agent: Agent;
}): Promise<Record<string, unknown>> {
  const text = JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port: options.port,
        path: `/gateway/seamless/${options.vendor}/${options.operation}`,
        method: 'POST',
        agent: options.agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          'x-signature': signBody(text, options.secret),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(text);
  });
}
