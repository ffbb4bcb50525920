import { vendorIntegrationListSchema, vendorIntegrationSchema } from '@plaza/contracts/operator';
import type { VendorIntegrationRequest, VendorIntegrationView } from '@plaza/contracts/operator';

import { operatorRequest } from '../../../lib/operator-session';

/** GET /ops/vendors: every vendor's wallet configuration (never its secret). */
export async function fetchVendors(): Promise<VendorIntegrationView[]> {
  const answer = await operatorRequest({
    method: 'GET',
    path: '/ops/vendors',
    schema: vendorIntegrationListSchema,
  });
  return answer.list;
}

/** PUT /ops/vendors/:vendorCode: creates or replaces a vendor's configuration (audited; the secret kept when left out). */
export function saveVendor(
  vendorCode: string,
  request: VendorIntegrationRequest,
): Promise<VendorIntegrationView> {
  return operatorRequest({
    method: 'PUT',
    path: `/ops/vendors/${encodeURIComponent(vendorCode)}`,
    body: request,
    schema: vendorIntegrationSchema,
  });
}
