import { turnoverStatusSchema } from '@plaza/contracts/withdrawals';
import type { TurnoverStatusView } from '@plaza/contracts/withdrawals';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { WALLET_QUERY_ROOT } from './get-balance';

export function turnoverQueryKey(token: string | null) {
  return [WALLET_QUERY_ROOT, 'turnover', token] as const;
}

/** GET /wps/member/turnover (T): wagering still required before a withdrawal, against what was wagered. */
export function fetchTurnover(signal?: AbortSignal): Promise<TurnoverStatusView> {
  return apiRequest({ method: 'GET', path: '/wps/member/turnover', schema: turnoverStatusSchema, signal });
}

export function useTurnover() {
  const token = useSessionToken();
  return useQuery({
    queryKey: turnoverQueryKey(token),
    queryFn: ({ signal }) => fetchTurnover(signal),
    enabled: token !== null,
  });
}
