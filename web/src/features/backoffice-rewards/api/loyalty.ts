import { rebateRatesSchema } from '@plaza/contracts/rebate';
import type { RebateRate, RebateRates } from '@plaza/contracts/rebate';
import {
  operatorMissionPageSchema,
  operatorMissionSchema,
  operatorRafflePageSchema,
  operatorRaffleSchema,
} from '@plaza/contracts/rewards-operator';
import { vipLevelsSchema } from '@plaza/contracts/vip';
import type { VipLevel, VipLevels } from '@plaza/contracts/vip';

import { operatorRequest } from '../../../lib/operator-session';

export const LOYALTY_QUERY_KEY = ['backoffice', 'rewards', 'loyalty'] as const;

/** GET /ops/vip/levels (rewards.configure). */
export function fetchVipLevels(): Promise<VipLevels> {
  return operatorRequest({ method: 'GET', path: '/ops/vip/levels', schema: vipLevelsSchema });
}

/** PUT /ops/vip/levels: the whole ladder, level 0 first (the server checks that requirements rise). */
export function saveVipLevels(levels: VipLevel[]): Promise<VipLevels> {
  return operatorRequest({
    method: 'PUT',
    path: '/ops/vip/levels',
    body: { levels },
    schema: vipLevelsSchema,
  });
}

/** GET /ops/rebate/rates (rewards.configure). */
export function fetchRebateRates(): Promise<RebateRates> {
  return operatorRequest({ method: 'GET', path: '/ops/rebate/rates', schema: rebateRatesSchema });
}

/** PUT /ops/rebate/rates: the whole table. */
export function saveRebateRates(rates: RebateRate[]): Promise<RebateRates> {
  return operatorRequest({
    method: 'PUT',
    path: '/ops/rebate/rates',
    body: { rates },
    schema: rebateRatesSchema,
  });
}

/** GET /ops/missions (rewards.configure). */
export function fetchMissions(query: Record<string, string>) {
  return operatorRequest({ method: 'GET', path: '/ops/missions', query, schema: operatorMissionPageSchema });
}

/** POST /ops/missions or PUT …/:id (audited as mission.save). */
export function saveMission(id: number | null, body: Record<string, unknown>) {
  return operatorRequest({
    method: id === null ? 'POST' : 'PUT',
    path: id === null ? '/ops/missions' : `/ops/missions/${id}`,
    body,
    schema: operatorMissionSchema,
  });
}

/** GET /ops/raffles (rewards.configure). */
export function fetchRaffles(query: Record<string, string>) {
  return operatorRequest({ method: 'GET', path: '/ops/raffles', query, schema: operatorRafflePageSchema });
}

/** POST /ops/raffles or PUT …/:id (audited as raffle.save; refused once a ticket is taken). */
export function saveRaffle(id: number | null, body: Record<string, unknown>) {
  return operatorRequest({
    method: id === null ? 'POST' : 'PUT',
    path: id === null ? '/ops/raffles' : `/ops/raffles/${id}`,
    body,
    schema: operatorRaffleSchema,
  });
}
