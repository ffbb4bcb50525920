/** Waits for `promise` and at least `milliseconds`: a result animation is never cut shorter than that. */
export async function atLeast<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  const [value] = await Promise.all([promise, new Promise((resolve) => setTimeout(resolve, milliseconds))]);
  return value;
}

/** How long result animations last; none when the player asked for reduced motion. */
export function animationMs(milliseconds: number): number {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    ? 0
    : milliseconds;
}
