import {
  vendorBalanceRequestSchema,
  vendorTransferRequestSchema,
  vendorTransferStatusRequestSchema,
} from '@plaza/contracts/transfer-wallet';
import type { FastifyInstance } from 'fastify';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { isBodySigned } from '../../modules/vendors/signature';
import type { VendorDirectory } from '../../modules/vendors/vendor-directory';
import {
  addDemoVendorBalance,
  insertDemoVendorTransfer,
  selectDemoVendorBalance,
  selectDemoVendorTransfer,
} from './demo-transfer-vendor.repository';

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
        balance: await selectDemoVendorBalance(handle.db, DEMO_TRANSFER_VENDOR, parsed.data.playerId),
      };
    });

    scope.post(`${DEMO_TRANSFER_VENDOR_API}/transfer`, routeOptions, async (request) => {
      const parsed = vendorTransferRequestSchema.safeParse(await authenticate(request));
      if (!parsed.success) {
        return { status: 'INVALID_REQUEST' };
      }
      const transfer = parsed.data;
      return runInTransaction(handle, async (db) => {
        const earlier = await selectDemoVendorTransfer(db, DEMO_TRANSFER_VENDOR, transfer.referenceNo);
        const balance = await selectDemoVendorBalance(db, DEMO_TRANSFER_VENDOR, transfer.playerId);
        if (earlier !== undefined) {
          return { status: earlier.status === 'COMPLETED' ? 'OK' : 'INSUFFICIENT_FUNDS', balance };
        }
        const isRefused = transfer.direction === 'out' && balance < transfer.amount;
        await insertDemoVendorTransfer(db, {
          vendor_code: DEMO_TRANSFER_VENDOR,
          reference_no: transfer.referenceNo,
          player_id: transfer.playerId,
          direction: transfer.direction,
          amount: transfer.amount,
          status: isRefused ? 'FAILED' : 'COMPLETED',
          created_at: Date.now(),
        });
        if (isRefused) {
          return { status: 'INSUFFICIENT_FUNDS', balance };
        }
        const delta = transfer.direction === 'in' ? transfer.amount : -transfer.amount;
        await addDemoVendorBalance(db, DEMO_TRANSFER_VENDOR, transfer.playerId, delta);
        return { status: 'OK', balance: balance + delta };
      });
    });

    scope.post(`${DEMO_TRANSFER_VENDOR_API}/transfer/status`, routeOptions, async (request) => {
      const parsed = vendorTransferStatusRequestSchema.safeParse(await authenticate(request));
      if (!parsed.success) {
        return { status: 'NOT_FOUND' };
      }
      const transfer = await selectDemoVendorTransfer(
        handle.db,
        DEMO_TRANSFER_VENDOR,
        parsed.data.referenceNo,
      );
      return { status: transfer?.status ?? 'NOT_FOUND' };
    });
    done();
  });
}
