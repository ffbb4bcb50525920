import { auditPageSchema } from '@plaza/contracts/operator';
import type { AuditPage } from '@plaza/contracts/operator';

import { operatorRequest } from '../../../lib/operator-session';

/** GET /ops/audit with the screen's filters (empty ones left out). */
export function fetchAuditPage(query: Record<string, string>): Promise<AuditPage> {
  return operatorRequest({ method: 'GET', path: '/ops/audit', query, schema: auditPageSchema });
}
