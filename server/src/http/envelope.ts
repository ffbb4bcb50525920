/** Wraps a payload in the success envelope (docs/product/wire.md#the-envelope). */
export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}
