import type { AddressInfo } from 'node:net';

/**
 * The base address of this very server once it listens (`http://127.0.0.1:<port>`), for the vendors it serves
 * itself (the in-house game server, a demo vendor) and for a vendor address given as a path; undefined before.
 */
export function resolveOwnBaseUrl(address: AddressInfo | string | null): string | undefined {
  return address !== null && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : undefined;
}
