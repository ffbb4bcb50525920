import { pointConversionSchema } from '@plaza/contracts/points';
import type { ConvertPointRequest, PointConversion } from '@plaza/contracts/points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';
import { POINTS_QUERY_ROOT } from './query-keys';

/** The wallet and records features' query roots: a conversion changes the balance and the bonus details. */
const MONEY_QUERY_ROOTS = ['wallet', 'records'];

/** POST /wps/relay/MCS2_convertPoint (T, E): turns points into money in the main wallet. */
export async function convertPoints(
  queryClient: QueryClient,
  input: ConvertPointRequest,
): Promise<PointConversion> {
  const body = await encryptRequestBody(queryClient, { ...input });
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/MCS2_convertPoint',
    schema: pointConversionSchema,
    body,
  });
}

export function useConvertPointsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConvertPointRequest) => convertPoints(queryClient, input),
    onSettled: () =>
      Promise.all(
        [POINTS_QUERY_ROOT, ...MONEY_QUERY_ROOTS].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      ),
  });
}
