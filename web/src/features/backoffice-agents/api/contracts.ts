import {
  contractPageSchema,
  contractSchema,
  settleResultSchema,
  settlementPageSchema,
  settlementSchema,
} from '@plaza/contracts/agent-contracts';
import type {
  Contract,
  ContractKind,
  ContractPage,
  SettleResult,
  Settlement,
  SettlementPage,
} from '@plaza/contracts/agent-contracts';

import { operatorRequest } from '../../../lib/operator-session';

/** GET /ops/contracts: every contract, by kind. */
export function fetchContracts(query: Record<string, string>): Promise<ContractPage> {
  return operatorRequest({ method: 'GET', path: '/ops/contracts', query, schema: contractPageSchema });
}

/** POST /ops/contracts/:id/end with the operator's reason (audited). */
export function endContract(id: number, reason: string): Promise<Contract> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/contracts/${id}/end`,
    body: { reason },
    schema: contractSchema,
  });
}

/** GET /ops/contracts/settlements: every bill, by kind, status or member. */
export function fetchSettlements(query: Record<string, string>): Promise<SettlementPage> {
  return operatorRequest({
    method: 'GET',
    path: '/ops/contracts/settlements',
    query,
    schema: settlementPageSchema,
  });
}

/** POST /ops/contracts/settlements/:id/approve: pays a dividend (approve) or refuses it. */
export function decideDividend(id: number, approve: boolean): Promise<Settlement> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/contracts/settlements/${id}/approve`,
    body: { approve },
    schema: settlementSchema,
  });
}

/** POST /ops/contracts/settle: settles one kind's ended periods now, with the retries (audited). */
export function settleContracts(kind: ContractKind): Promise<SettleResult> {
  return operatorRequest({
    method: 'POST',
    path: '/ops/contracts/settle',
    body: { kind },
    schema: settleResultSchema,
  });
}
