import type {
  VendorIntegrationList,
  VendorIntegrationRequest,
  VendorIntegrationView,
} from '@plaza/contracts/operator';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { isCatalogueVendor } from '../games/games.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { toWalletMode } from './vendor-directory';
import type { VendorDirectory } from './vendor-directory';
import {
  selectVendorIntegration,
  selectVendorIntegrations,
  upsertVendorIntegration,
} from './vendor-integrations.repository';
import type { VendorIntegrationRow } from './vendor-integrations.repository';

function toView(row: VendorIntegrationRow): VendorIntegrationView {
  return {
    vendorCode: row.vendor_code,
    walletMode: toWalletMode(row.wallet_mode),
    launchUrl: row.launch_url,
    apiUrl: row.api_url,
    isEnabled: Number(row.enabled) === 1,
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

/** GET /ops/vendors: every vendor's wallet configuration, by code, without secrets. */
export async function listVendorIntegrations(handle: DatabaseHandle): Promise<VendorIntegrationList> {
  const rows = await selectVendorIntegrations(handle.db);
  return {
    list: rows.map(toView).sort((a, b) => a.vendorCode.localeCompare(b.vendorCode)),
  };
}

/**
 * PUT /ops/vendors/:vendorCode: creates or replaces a vendor's wallet configuration, audited in the same
 * transaction (`vendor.configure`: what changed, and whether the secret did, never the secret itself). The vendor
 * must be in the game catalogue (404 not.found otherwise). A vendor configured for the first time needs a secret; a
 * change that leaves it out keeps the vendor's own. It applies at once in this process (`vendors` forgets its
 * cache), on the other nodes once the cluster bus delivers the message, and within the vendor directory's 5 seconds
 * on a node that missed it.
 */
export async function configureVendorIntegration(
  handle: DatabaseHandle,
  vendors: VendorDirectory,
  operator: AuthenticatedOperator,
  vendorCode: string,
  request: VendorIntegrationRequest,
  now: number,
): Promise<VendorIntegrationView> {
  const view = await runInTransaction(handle, async (db) => {
    if (!(await isCatalogueVendor(db, vendorCode))) {
      throw new AppError('not.found');
    }
    const existing = await selectVendorIntegration(db, vendorCode);
    const secret = request.secret ?? existing?.secret;
    if (secret === undefined) {
      throw new AppError('request_param_err', { fields: { secret: 'validation.required' } });
    }
    const row: VendorIntegrationRow = {
      vendor_code: vendorCode,
      wallet_mode: request.walletMode,
      secret,
      launch_url: request.launchUrl,
      api_url: request.apiUrl,
      enabled: request.isEnabled ? 1 : 0,
      updated_at: now,
    };
    await upsertVendorIntegration(db, row);
    await recordOperatorAction(db, {
      actor: operator,
      action: 'vendor.configure',
      targetType: 'vendor',
      targetId: vendorCode,
      details: {
        isNew: existing === undefined,
        walletMode: row.wallet_mode,
        launchUrl: row.launch_url,
        apiUrl: row.api_url,
        isEnabled: request.isEnabled,
        isSecretChanged: secret !== existing?.secret,
        ...(existing === undefined
          ? {}
          : {
              before: {
                walletMode: existing.wallet_mode,
                launchUrl: existing.launch_url,
                apiUrl: existing.api_url,
                isEnabled: Number(existing.enabled) === 1,
              },
            }),
      },
      now,
    });
    return toView(row);
  });
  vendors.invalidate();
  return view;
}

export type { VendorIntegrationRow } from './vendor-integrations.repository';

/**
 * Every vendor's stored configuration, secrets included: for a deployment's own setup (the demo seed), never for an
 * answer.
 */
export function readStoredVendorIntegrations(db: Executor): Promise<VendorIntegrationRow[]> {
  return selectVendorIntegrations(db);
}

/**
 * Writes a vendor's configuration as a deployment's setup does (the demo seed); an operator's change goes through
 * configureVendorIntegration, audited.
 */
export async function storeVendorIntegration(db: Executor, row: VendorIntegrationRow): Promise<void> {
  await upsertVendorIntegration(db, row);
}
