import { randomBytes } from 'node:crypto';

import type { DatabaseHandle } from '../db/database';
import { runInTransaction } from '../db/transaction';
import { addVendor, listVendorCodes } from '../modules/games/games.service';
import {
  readStoredVendorIntegrations,
  storeVendorIntegration,
} from '../modules/vendors/vendor-integrations.service';
import {
  DEMO_TRANSFER_VENDOR,
  DEMO_TRANSFER_VENDOR_API,
} from './transfer-vendor/demo-transfer-vendor.routes';

/**
 * The demo vendor's secret when DEMO_VENDOR_SECRET is not set
 * (docs/product/vendor-wallet.md#the-vendor-wallet-api).
 */
export const DEFAULT_DEMO_VENDOR_SECRET = 'demo-secret';

/**
 * How the demo vendors reach the wallet. BGS (Plaza's own games) and DEMO (the third-party stand-in) are
 * seamless: they call /gateway/seamless/<code>/…. BGS gets a random secret of its own; DEMO the configured one,
 * so that an outside test client can sign its calls. DEMOTW keeps its own balance: the platform moves money to
 * and from it (transfer wallet), through the demo vendor served by this process.
 */
export async function ensureDemoVendorIntegrations(
  handle: DatabaseHandle,
  options: { demoVendorSecret?: string; now?: number } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  const existing = new Map(
    (await readStoredVendorIntegrations(handle.db)).map((row) => [row.vendor_code, row]),
  );
  const vendorCodes = new Set(await listVendorCodes(handle.db));
  await runInTransaction(handle, async (db) => {
    if (vendorCodes.has('BGS') && !existing.has('BGS')) {
      await storeVendorIntegration(db, {
        vendor_code: 'BGS',
        wallet_mode: 'seamless',
        secret: randomBytes(32).toString('hex'),
        launch_url: '/play/BGS',
        api_url: null,
        enabled: 1,
        updated_at: now,
      });
    }
    // DEMOTW keeps its players' money itself (transfer wallet); it serves no lobby lane of its own.
    if (!vendorCodes.has(DEMO_TRANSFER_VENDOR)) {
      await addVendor(db, {
        code: DEMO_TRANSFER_VENDOR,
        name: 'Demo Wallet Studio (transfer wallet)',
        logoUrl: '/media/vendors/DEMO.svg',
        sortOrder: 2,
        categories: [],
      });
    }
    if (!existing.has(DEMO_TRANSFER_VENDOR)) {
      await storeVendorIntegration(db, {
        vendor_code: DEMO_TRANSFER_VENDOR,
        wallet_mode: 'transfer',
        secret: randomBytes(32).toString('hex'),
        launch_url: `/play/${DEMO_TRANSFER_VENDOR}`,
        api_url: DEMO_TRANSFER_VENDOR_API,
        enabled: 1,
        updated_at: now,
      });
    }
    const demo = existing.get('DEMO');
    const secret = options.demoVendorSecret ?? demo?.secret ?? DEFAULT_DEMO_VENDOR_SECRET;
    if (vendorCodes.has('DEMO') && (demo === undefined || demo.secret !== secret)) {
      await storeVendorIntegration(db, {
        vendor_code: 'DEMO',
        wallet_mode: 'seamless',
        secret,
        launch_url: demo?.launch_url ?? '/play/DEMO',
        api_url: demo?.api_url ?? null,
        enabled: demo?.enabled ?? 1,
        updated_at: now,
      });
    }
  });
}
