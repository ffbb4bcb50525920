import { SEAMLESS_SIGNATURE_HEADER, seamlessResponseSchema } from '@plaza/contracts/seamless';
import type { SeamlessOperation, SeamlessResponse } from '@plaza/contracts/seamless';
import { randomUUID } from 'node:crypto';

import { signBody } from '../vendors/signature';
import type { VendorDirectory } from '../vendors/vendor-directory';

/** How long a game server waits for one wallet call. */
export const WALLET_CALL_TIMEOUT_MS = 5_000;
/** Attempts of one call: the first and up to two repeats, only while the wallet says INTERNAL_ERROR. */
export const WALLET_CALL_ATTEMPTS = 3;

/**
 * A wallet call's result: the wallet's answer, or no usable answer (timeout, network error, unreadable body,
 * INTERNAL_ERROR on every attempt). With no answer the call may or may not have been processed.
 */
export type WalletCallResult =
  { isAnswered: true; answer: SeamlessResponse } | { isAnswered: false; reason: string };

export interface BalanceCall {
  token?: string;
  playerId?: string;
  currency?: string;
  gameCode?: string;
}

export interface MoneyCall {
  token?: string;
  playerId: string;
  currency: string;
  gameCode: string;
  roundId: string;
  transactionId: string;
  amount: number;
  refTransactionId?: string;
}

/**
 * A game vendor's side of the vendor wallet (docs/product/vendor-wallet.md#the-vendor-wallet-api): signed HTTP
 * calls to /gateway/seamless/<vendor>/…, exactly as an outside studio makes them. Each money call carries an
 * idempotency key (its transactionId), so a call is repeated with the same body, and only when the wallet answered
 * INTERNAL_ERROR (its one retryable status) or gave no answer we can read: a repeat of a processed call gets the
 * first answer again and moves nothing.
 */
export class VendorWalletClient {
  constructor(
    private readonly vendorCode: string,
    private readonly vendors: VendorDirectory,
    /** The platform's base address (`http://127.0.0.1:<port>`), undefined while the server does not listen. */
    private readonly resolveBaseUrl: () => string | undefined,
    private readonly options: { attempts?: number; retryDelayMs?: number; timeoutMs?: number } = {},
  ) {}

  balance(call: BalanceCall): Promise<WalletCallResult> {
    return this.call('balance', call);
  }

  bet(call: MoneyCall): Promise<WalletCallResult> {
    return this.call('bet', call);
  }

  win(call: MoneyCall): Promise<WalletCallResult> {
    return this.call('win', call);
  }

  rollback(call: MoneyCall): Promise<WalletCallResult> {
    return this.call('rollback', call);
  }

  private async call(operation: SeamlessOperation, fields: object): Promise<WalletCallResult> {
    const vendor = await this.vendors.get(this.vendorCode);
    if (vendor === undefined) {
      return { isAnswered: false, reason: `vendor ${this.vendorCode} is not enabled` };
    }
    const base = this.resolveBaseUrl();
    if (base === undefined) {
      return { isAnswered: false, reason: 'the server does not know its own address yet' };
    }
    // One requestId per logical call: its repeats are the same request.
    const body = JSON.stringify({ requestId: randomUUID(), ...fields });
    const signature = signBody(body, vendor.secret);
    const attempts = this.options.attempts ?? WALLET_CALL_ATTEMPTS;
    let result: WalletCallResult = { isAnswered: false, reason: 'not called' };
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      result = await this.send(`${base}/gateway/seamless/${vendor.code}/${operation}`, body, signature);
      const isRetryable = !result.isAnswered || result.answer.status === 'INTERNAL_ERROR';
      if (!isRetryable) {
        return result;
      }
      if (attempt < attempts) {
        await new Promise((resolve) => setTimeout(resolve, (this.options.retryDelayMs ?? 100) * attempt));
      }
    }
    return result.isAnswered && result.answer.status === 'INTERNAL_ERROR'
      ? { isAnswered: false, reason: 'INTERNAL_ERROR' }
      : result;
  }

  private async send(url: string, body: string, signature: string): Promise<WalletCallResult> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? WALLET_CALL_TIMEOUT_MS),
      });
      const parsed = seamlessResponseSchema.safeParse(await response.json());
      return parsed.success
        ? { isAnswered: true, answer: parsed.data }
        : { isAnswered: false, reason: `unreadable answer (HTTP ${response.status})` };
    } catch (error) {
      return { isAnswered: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }
}
