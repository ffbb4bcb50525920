import { contractSummarySchema } from '@plaza/contracts/agent-contracts';
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
import { requireMember, requireRealMember } from '../accounts/member-authentication';
import { getContractSummary } from '../agent-contracts/agent-contracts.service';
import { ok } from '../../http/envelope';
import { registerRelay } from '../../http/relay';
import { resolveOwnBaseUrl } from '../vendors/own-base-url';
import type { VendorDirectory } from '../vendors/vendor-directory';
import { TransferWalletClient } from './transfer-wallet-client';
import type { TransferWalletDependencies } from './transfer-wallet.service';
import { getConsolidatedBalance, getMerchantWallet, transferBetweenWallets } from './transfer-wallet.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The transfer wallet's dependencies: main.ts runs its reconcile job with them. */
    transferWallet: TransferWalletDependencies;
  }
}

/**
 * The transfer wallet: GCS_merchantWallet, GCS_walletTransfer (POST only: it moves money) and the consolidated
 * funds. The transfers whose outcome a vendor left unknown are settled by the job `transfer-wallet.reconcile`.
 */
export function registerTransferWalletRoutes(
  app: FastifyInstance,
  context: AppContext,
  vendors: VendorDirectory,
): TransferWalletDependencies {
  // A vendor whose wallet address is a path is served by this very process (the demo's).
  const client = new TransferWalletClient(() => resolveOwnBaseUrl(app.server.address()));
  const dependencies: TransferWalletDependencies = { handle: context.database, vendors, client };
  app.decorate('transferWallet', dependencies);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  registerRelay(app, {
    name: 'GCS_merchantWallet',
    input: z.object({}).passthrough(),
    output: merchantWalletSchema,
    tags: ['wallet'],
    session: 'member',
    handler: async (_input, request) => {
      await requireMember(context.database, request);
      return getMerchantWallet(dependencies);
    },
  });

  typed.post(
    '/wps/relay/GCS_walletTransfer',
    {
      schema: {
        tags: ['wallet'],
        body: walletTransferRequestSchema,
        response: { 200: successEnvelope(walletTransferResponseSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(context.database, request);
      return ok(await transferBetweenWallets(dependencies, member.id, request.body));
    },
  );

  typed.get(
    '/wps/member/info/funds/consolidated',
    {
      schema: {
        tags: ['wallet'],
        response: { 200: successEnvelope(balanceSchema.extend(contractSummarySchema.shape)) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireMember(context.database, request);
      // With the contract fields of spec §3: the consolidated panel shows when the member has a contract.
      return ok({
        ...(await getConsolidatedBalance(dependencies, member.id)),
        ...(await getContractSummary(context.database.db, member.id)),
      });
    },
  );
  return dependencies;
}
