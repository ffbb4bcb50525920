/** Wraps a payload in the success envelope (api-contract.md "Envelope"). */
export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}
