/**
 * A fresh id for one submission of a money call (`requestId`): a repeated submit with it is answered with the
 * first result instead of being done twice. 128 random bits as hex; getRandomValues works on plain HTTP too,
 * where crypto.randomUUID does not.
 */
export function createRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
