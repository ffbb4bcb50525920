import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import type { EncryptedPayload } from '@plaza/contracts/encryption';
import { publicKeySchema } from '@plaza/contracts/system';
import type { PublicKey } from '@plaza/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../api-client';

export const publicKeyQueryKey = ['system', 'publicKey'] as const;

/**
 * GET /wps/system/publicKey: the RSA key that wraps the payloads of calls marked E
 * (docs/product/wire.md#encrypted-payloads).
 */
export function fetchPublicKey(signal?: AbortSignal): Promise<PublicKey> {
  return apiRequest({ method: 'GET', path: '/wps/system/publicKey', schema: publicKeySchema, signal });
}

export const publicKeyQueryOptions = queryOptions({
  queryKey: publicKeyQueryKey,
  queryFn: ({ signal }) => fetchPublicKey(signal),
  staleTime: 10 * 60 * 1000,
});

/** Encrypts the body of a call marked E with the server's public key, loading the key once per ten minutes. */
export async function encryptRequestBody(
  queryClient: QueryClient,
  payload: Record<string, unknown>,
): Promise<EncryptedPayload> {
  const publicKey = await queryClient.ensureQueryData(publicKeyQueryOptions);
  return encryptPayload(publicKey, payload);
}
