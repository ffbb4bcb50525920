import { successEnvelope } from '@plaza/contracts/envelope';
import {
  balanceSchema,
  merchantWalletSchema,
  walletTransferRequestSchema,
  walletTransferResponseSchema,
} from '@plaza/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { registerDemoTransferVendor } from '../../demo/transfer-vendor/demo-transfer-vendor.routes';
import { AppError } from '../../http/app-error';
import { requireMember, requireRealMember } from '../../http/authentication';
import { ok } from '../../http/envelope';
import { registerRelay } from '../../http/relay';
import type { VendorDirectory } from '../vendors/vendor-directory';
import { getMemberBalance } from '../wallet/wallet.service';
import { TransferWalletClient } from './transfer-wallet-client';
import type { TransferWalletDependencies } from './transfer-wallet.service';
import {
  getMerchantWallet,
  reconcileOpenTransfers,
  returnAllToMain,
  syncAllVendorWallets,
  transferWithVendor,
} from './transfer-wallet.service';

const MAIN_WALLET = 'MAIN';
/** How often open transfers are checked with their vendors. */
const RECONCILE_EVERY_MS = 15_000;

/**
 * The transfer wallet: GCS_merchantWallet, GCS_walletTransfer (POST only: it moves money) and the consolidated
 * funds; and the reconciler that settles transfers whose outcome a vendor left unknown.
 */
export function registerVendorTransferRoutes(
  app: FastifyInstance,
  context: AppContext,
  vendors: VendorDirectory,
): TransferWalletDependencies {
  const client = new TransferWalletClient(() => {
    const address = app.server.address();
    return address !== null && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : undefined;
  });
  const dependencies: TransferWalletDependencies = { handle: context.database, vendors, client };
  // The demo deployment's transfer-wallet vendor is served by this process at a relative api_url.
  registerDemoTransferVendor(app, context.database, vendors);

  registerRelay(app, {
    name: 'GCS_merchantWallet',
    input: z.object({}).passthrough(),
    output: merchantWalletSchema,
    tags: ['wallet'],
    handler: async (_input, request) => {
      await requireMember(context.database, request);
      return getMerchantWallet(dependencies);
    },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/wps/relay/GCS_walletTransfer',
    {
      schema: {
        tags: ['wallet'],
        body: walletTransferRequestSchema,
        response: { 200: successEnvelope(walletTransferResponseSchema) },
      },
    },
    async (request) => {
      const member = await requireRealMember(context.database, request);
      const body = request.body;
      let transfers;
      if ('returnAll' in body) {
        transfers = await returnAllToMain(dependencies, member.id);
      } else if (body.fromWallet === MAIN_WALLET && body.toWallet !== MAIN_WALLET) {
        transfers = [await transferWithVendor(dependencies, member.id, body.toWallet, 'in', body.amount)];
      } else if (body.toWallet === MAIN_WALLET && body.fromWallet !== MAIN_WALLET) {
        transfers = [await transferWithVendor(dependencies, member.id, body.fromWallet, 'out', body.amount)];
      } else {
        throw new AppError('request_param_err', { fields: { toWallet: 'validation.invalid' } });
      }
      return ok({ transfers, balance: await getMemberBalance(context.database, member.id) });
    },
  );

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/wps/member/info/funds/consolidated',
      { schema: { tags: ['wallet'], response: { 200: successEnvelope(balanceSchema) } } },
      async (request) => {
        const member = await requireMember(context.database, request);
        await syncAllVendorWallets(dependencies, member.id);
        return ok(await getMemberBalance(context.database, member.id));
      },
    );

  const timer = setInterval(() => {
    reconcileOpenTransfers(dependencies).catch((error: unknown) => {
      app.log.error({ err: error }, 'reconciling vendor transfers failed');
    });
  }, RECONCILE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
  return dependencies;
}
