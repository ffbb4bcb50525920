import {
  SEAMLESS_OPERATIONS,
  SEAMLESS_SIGNATURE_HEADER,
  seamlessBalanceRequestSchema,
  seamlessBetRequestSchema,
  seamlessResponseSchema,
  seamlessRollbackRequestSchema,
  seamlessWinRequestSchema,
} from '@plaza/contracts/seamless';
import type { ErrorCode } from '@plaza/contracts/error-codes';
import type { SeamlessOperation, SeamlessResponse } from '@plaza/contracts/seamless';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { registerDemoStudio } from '../../demo/demo-studio/demo-studio.routes';
import { registerBgsRoutes } from '../bgs/bgs.routes';
import { registerLaunchRoutes } from '../launch/launch.routes';
import { registerVendorTransferRoutes } from '../vendor-transfer/vendor-transfer.routes';
import {
  getSeamlessBalance,
  placeSeamlessBet,
  rollBackSeamlessBet,
  settleSeamlessWin,
} from './seamless.service';
import type { SeamlessDependencies } from './seamless.service';
import { isBodySigned } from './signature';
import type { VendorDirectory, VendorIntegration } from './vendor-directory';
import { registerVendorIntegrationRoutes } from './vendor-integrations.routes';

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

async function dispatch(
  dependencies: SeamlessDependencies,
  vendor: VendorIntegration,
  operation: SeamlessOperation,
  payload: unknown,
): Promise<SeamlessResponse> {
  switch (operation) {
    case 'balance': {
      const parsed = seamlessBalanceRequestSchema.safeParse(payload);
      return parsed.success
        ? getSeamlessBalance(dependencies, vendor, parsed.data)
        : { status: 'INVALID_REQUEST' };
    }
    case 'bet': {
      const parsed = seamlessBetRequestSchema.safeParse(payload);
      return parsed.success
        ? placeSeamlessBet(dependencies, vendor, parsed.data)
        : { status: 'INVALID_REQUEST' };
    }
    case 'win': {
      const parsed = seamlessWinRequestSchema.safeParse(payload);
      return parsed.success
        ? settleSeamlessWin(dependencies, vendor, parsed.data)
        : { status: 'INVALID_REQUEST' };
    }
    case 'rollback': {
      const parsed = seamlessRollbackRequestSchema.safeParse(payload);
      return parsed.success
        ? rollBackSeamlessBet(dependencies, vendor, parsed.data)
        : { status: 'INVALID_REQUEST' };
    }
  }
}

/**
 * A request refused before it reaches the wallet (an unknown operation, a body that is not JSON or too large)
 * answers in the protocol too: INVALID_REQUEST with HTTP 200, or the retryable INTERNAL_ERROR for a fault of ours.
 */
function answerInProtocol(_code: ErrorCode, status: number): { status: number; body: SeamlessResponse } {
  return status >= 500
    ? { status: 500, body: { status: 'INTERNAL_ERROR' } }
    : { status: 200, body: { status: 'INVALID_REQUEST' } };
}

/**
 * The seamless wallet that game vendors call: POST /gateway/seamless/<VENDOR>/{balance,bet,win,rollback}.
 * Not the member API: no envelope, no session, no rate limit per IP (vendors are few and sign every call),
 * and HTTP 200 for every business outcome (500 only with INTERNAL_ERROR, the one retryable status).
 */
export function registerSeamlessRoutes(
  app: FastifyInstance,
  context: AppContext,
  vendors: VendorDirectory,
): void {
  const dependencies: SeamlessDependencies = { handle: context.database, vendors };
  // The launch issues the tokens these calls carry, and the transfer wallet serves the other kind of vendor;
  // both share the vendor directory.
  registerLaunchRoutes(app, context, vendors);
  registerVendorTransferRoutes(app, context, vendors);
  // Plaza's own game server (vendor BGS) is served by this process and calls this wallet over HTTP.
  registerBgsRoutes(app, context, vendors);
  // So is the demo deployment's third-party stand-in, the demo studio (vendor DEMO).
  registerDemoStudio(app, context.database, vendors);
  // Operators configure the vendors (wallet mode, secret, addresses) through the operator API.
  registerVendorIntegrationRoutes(app, context, vendors);
  void app.register((scope, _options, done) => {
    // The signature covers the raw body, so the body is kept as the text that arrived.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
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
          summary: 'Vendor wallet call (api-contract.md "Seamless wallet"), signed with X-Signature',
          params: z.object({ vendorCode: z.string(), operation: z.enum(SEAMLESS_OPERATIONS) }),
          response: { 200: seamlessResponseSchema, 500: seamlessResponseSchema },
        },
      },
      async (request, reply) => {
        const { vendorCode, operation } = request.params as {
          vendorCode: string;
          operation: SeamlessOperation;
        };
        const body = typeof request.body === 'string' ? request.body : '';
        const vendor = await vendors.get(vendorCode);
        if (
          vendor === undefined ||
          !isBodySigned(body, vendor.secret, request.headers[SEAMLESS_SIGNATURE_HEADER])
        ) {
          return { status: 'INVALID_SIGNATURE' };
        }
        if (vendor.walletMode !== 'seamless') {
          return { status: 'INVALID_REQUEST' };
        }
        try {
          return await dispatch(dependencies, vendor, operation, parseJson(body));
        } catch (error) {
          request.log.error({ err: error, vendorCode, operation }, 'seamless call failed');
          return reply.code(500).send({ status: 'INTERNAL_ERROR' });
        }
      },
    );
    done();
  });
}
