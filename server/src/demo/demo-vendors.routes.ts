import type { FastifyInstance } from 'fastify';

import type { DatabaseHandle } from '../db/database';
import type { VendorDirectory } from '../modules/vendors/vendor-directory';
import { registerDemoIdentityProvider } from './demo-identity-provider';
import { registerDemoStudio } from './demo-studio/demo-studio.routes';
import { registerDemoTransferVendor } from './transfer-vendor/demo-transfer-vendor.routes';

/**
 * The demo deployment's stand-in third-party vendors, served by this process so that every demo vendor launches
 * to something real: the demo studio (vendor DEMO, through the vendor wallet) and the transfer-wallet vendor
 * DEMOTW. The composition root registers them only when the deployment setting `hasDemoVendors` is on, which the
 * demo seed turns on and a real deployment leaves off (docs/decisions/017-demo-deployment-plugins.md); no core
 * module knows they exist.
 */
export function registerDemoVendors(
  app: FastifyInstance,
  handle: DatabaseHandle,
  vendors: VendorDirectory,
): void {
  registerDemoStudio(app, handle, vendors);
  registerDemoTransferVendor(app, handle, vendors);
  // The stand-in identity provider of social sign-in (docs/decisions/059-social-sign-in.md).
  registerDemoIdentityProvider(app);
}
