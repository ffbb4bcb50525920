import {
  vendorBalanceRequestSchema,
  vendorTransferRequestSchema,
  vendorTransferStatusRequestSchema,
} from '@plaza/contracts/transfer-wallet';
import type { FastifyInstance } from 'fastify';

import type { DatabaseHandle } from '../../db/database';
import { isBodySigned } from '../../modules/vendors/signature';
import type { VendorDirectory } from '../../modules/vendors/vendor-directory';
import {
  applyDemoVendorTransfer,
  getDemoVendorBalance,
  getDemoVendorTransferStatus,
} from './demo-transfer-vendor.service';

/** The demo deployment's transfer-wallet vendor: a studio that keeps its players' money itself. */
export const DEMO_TRANSFER_VENDOR = 'DEMOTW';
/** Where the demo vendor's wallet API is served, in this process. */
export const DEMO_TRANSFER_VENDOR_API = `/demo-vendor/${DEMO_TRANSFER_VENDOR}/wallet`;

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * The demo vendor's side of the transfer-wallet protocol (contracts/src/transfer-wallet.ts), so that a demo
 * deployment shows transfers end to end: its own balances and transfer book, idempotent by reference number,
 * signed calls only. A real vendor runs this on its own servers.
 */
export function registerDemoTransferVendor(
  app: FastifyInstance,
  handle: DatabaseHandle,
  vendors: VendorDirectory,
): void {
  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    const authenticate = async (request: { body: unknown; headers: Record<string, unknown> }) => {
      const vendor = await vendors.get(DEMO_TRANSFER_VENDOR);
      const body = typeof request.body === 'string' ? request.body : '';
      return vendor !== undefined && isBodySigned(body, vendor.secret, request.headers['x-signature'])
        ? parse(body)
        : undefined;
    };
    const routeOptions = { config: { rateLimit: false }, schema: { hide: true } };

    scope.post(`${DEMO_TRANSFER_VENDOR_API}/balance`, routeOptions, async (request) => {
      const parsed = vendorBalanceRequestSchema.safeParse(await authenticate(request));
      if (!parsed.success) {
        return { status: 'INVALID_REQUEST' };
      }
      return {
        status: 'OK',
        balance: await getDemoVendorBalance(handle, DEMO_TRANSFER_VENDOR, parsed.data.playerId),
      };
    });

    scope.post(`${DEMO_TRANSFER_VENDOR_API}/transfer`, routeOptions, async (request) => {
      const parsed = vendorTransferRequestSchema.safeParse(await authenticate(request));
      if (!parsed.success) {
        return { status: 'INVALID_REQUEST' };
      }
      return applyDemoVendorTransfer(handle, DEMO_TRANSFER_VENDOR, parsed.data, Date.now());
    });

    scope.post(`${DEMO_TRANSFER_VENDOR_API}/transfer/status`, routeOptions, async (request) => {
      const parsed = vendorTransferStatusRequestSchema.safeParse(await authenticate(request));
      if (!parsed.success) {
        return { status: 'NOT_FOUND' };
      }
      return {
        status: await getDemoVendorTransferStatus(handle, DEMO_TRANSFER_VENDOR, parsed.data.referenceNo),
      };
    });
    done();
  });
}
