import {
  vendorBalanceAnswerSchema,
  vendorTransferAnswerSchema,
  vendorTransferStatusAnswerSchema,
} from '@plaza/contracts/transfer-wallet';
import type { VendorTransferRequest } from '@plaza/contracts/transfer-wallet';
import type { z } from 'zod';

import { signBody } from '../vendors/signature';
import type { VendorIntegration } from '../vendors/vendor-directory';

/** How long the platform waits for a vendor before the outcome counts as unknown. */
export const VENDOR_CALL_TIMEOUT_MS = 5_000;

/** A vendor's answer, or the fact that there was none we can trust (timeout, network, 5xx, garbage). */
export type VendorCallResult<T> = { isKnown: true; answer: T } | { isKnown: false; reason: string };

/**
 * Calls a transfer-mode vendor's wallet API. `baseUrl` resolves a relative api_url (the demo vendor served by
 * this very process).
 */
export class TransferWalletClient {
  constructor(private readonly resolveBaseUrl: () => string | undefined) {}

  balance(vendor: VendorIntegration, playerId: string, currency: string) {
    return this.call(vendor, '/balance', { playerId, currency }, vendorBalanceAnswerSchema);
  }

  transfer(vendor: VendorIntegration, request: VendorTransferRequest) {
    return this.call(vendor, '/transfer', request, vendorTransferAnswerSchema);
  }

  status(vendor: VendorIntegration, referenceNo: string) {
    return this.call(vendor, '/transfer/status', { referenceNo }, vendorTransferStatusAnswerSchema);
  }

  private async call<S extends z.ZodType>(
    vendor: VendorIntegration,
    path: string,
    body: unknown,
    schema: S,
  ): Promise<VendorCallResult<z.infer<S>>> {
    const apiUrl = vendor.apiUrl;
    if (apiUrl === null) {
      return { isKnown: false, reason: `vendor ${vendor.code} has no wallet API address` };
    }
    const base = apiUrl.startsWith('/') ? this.resolveBaseUrl() : '';
    if (base === undefined) {
      return { isKnown: false, reason: 'the server does not know its own address yet' };
    }
    const text = JSON.stringify(body);
    try {
      const response = await fetch(`${base}${apiUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': signBody(text, vendor.secret),
        },
        body: text,
        signal: AbortSignal.timeout(VENDOR_CALL_TIMEOUT_MS),
      });
      if (response.status >= 500) {
        return { isKnown: false, reason: `HTTP ${response.status}` };
      }
      const parsed = schema.safeParse(await response.json());
      return parsed.success
        ? { isKnown: true, answer: parsed.data }
        : { isKnown: false, reason: 'unreadable answer' };
    } catch (error) {
      return { isKnown: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }
}
