import {
  SEAMLESS_OPERATIONS,
  SEAMLESS_SIGNATURE_HEADER,
  seamlessResponseSchema,
} from '@plaza/contracts/seamless';
import type { ErrorCode } from '@plaza/contracts/error-codes';
import type { SeamlessResponse } from '@plaza/contracts/seamless';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { isBodySigned } from '../vendors/signature';
import type { VendorDirectory } from '../vendors/vendor-directory';
import { answerVendorWalletCall } from './vendor-wallet.service';
import type { VendorWalletDependencies } from './vendor-wallet.service';

/** The answer to a call from an unknown vendor, or with a signature that is not the body's. */
const INVALID_SIGNATURE: SeamlessResponse = { status: 'INVALID_SIGNATURE' };

/**
 * The vendor wallet that game vendors call: POST /gateway/seamless/<VENDOR>/{balance,bet,win,rollback}.
 * Not the member API: no envelope, no session, no rate limit per IP (vendors are few and sign every call),
 * and HTTP 200 for every business outcome (500 only with INTERNAL_ERROR, the one retryable status).
 */
/**
 * A request refused before it reaches the wallet (an unknown operation, a body that is not JSON or too large)
 * answers in the protocol too: INVALID_REQUEST with HTTP 200, or the retryable INTERNAL_ERROR for a fault of ours.
 */
function answerInProtocol(_code: ErrorCode, status: number): { status: number; body: SeamlessResponse } {
  return status >= 500
    ? { status: 500, body: { status: 'INTERNAL_ERROR' } }
    : { status: 200, body: { status: 'INVALID_REQUEST' } };
}

export function registerVendorWalletRoutes(
  app: FastifyInstance,
  context: AppContext,
  vendors: VendorDirectory,
): void {
  const dependencies: VendorWalletDependencies = { handle: context.database, vendors };
  void app.register((scope, _options, done) => {
    // The signature covers the raw body, so the body is kept as the text that arrived.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/gateway/seamless/:vendorCode/:operation',
      {
        // Server to server: no rate limit per IP (vendors are few and sign every call), no browser headers.
        config: { rateLimit: false, browserHeaders: false, failureAnswer: answerInProtocol },
        // Every money call is kept in seamless_transaction; per-request access logs would only add load.
        logLevel: 'warn',
        // The answers are built here and typed by the contract: written as they are, not checked again.
        serializerCompiler: () => (data) => JSON.stringify(data),
        schema: {
          tags: ['seamless wallet'],
          summary:
            'Vendor wallet call (docs/product/vendor-wallet.md#the-vendor-wallet-api), signed with X-Signature',
          params: z.object({ vendorCode: z.string(), operation: z.enum(SEAMLESS_OPERATIONS) }),
          response: { 200: seamlessResponseSchema, 500: seamlessResponseSchema },
        },
      },
      async (request, reply) => {
        const { vendorCode, operation } = request.params;
        const body = typeof request.body === 'string' ? request.body : '';
        const vendor = await vendors.get(vendorCode);
        if (
          vendor === undefined ||
          !isBodySigned(body, vendor.secret, request.headers[SEAMLESS_SIGNATURE_HEADER])
        ) {
          return INVALID_SIGNATURE;
        }
        try {
          return await answerVendorWalletCall(dependencies, vendor, operation, body);
        } catch (error) {
          request.log.error({ err: error, vendorCode, operation }, 'vendor wallet call failed');
          return reply.code(500).send({ status: 'INTERNAL_ERROR' });
        }
      },
    );
    done();
  });
}
